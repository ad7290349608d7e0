import fs from 'node:fs'
import path from 'node:path'
import { SIGNED_IN_HINT_COOKIE } from '@coldstart/contract'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import fastifyStatic from '@fastify/static'
import { apiNotFound } from './error-handler.ts'
import { SHELLS_DIR, findPageShell, readPageShells } from './page-shells.ts'

const PRERENDERED_DIR = 'prerendered'

/**
 * The public pages the build rendered to HTML (dist/prerendered/index.html is /, team.html is /team; see
 * apps/web/src/prerender), by path. A page that shows the sign-in methods was rendered twice: sign-in.html
 * without Google, sign-in.google.html with it; the one matching this server's configuration is kept.
 */
function findPrerenderedPages(distDir: string, googleSignIn: boolean): Map<string, string> {
  const dir = path.join(distDir, PRERENDERED_DIR)
  if (!fs.existsSync(dir)) return new Map()
  const pages = new Map<string, string>()
  const files = fs.readdirSync(dir).filter((file) => file.endsWith('.html'))
  for (const file of files) {
    const [name = '', variant] = file.slice(0, -'.html'.length).split('.')
    const page = name === 'index' ? '/' : `/${name}`
    if (variant === undefined) {
      if (!pages.has(page)) pages.set(page, `${PRERENDERED_DIR}/${file}`)
    } else if (variant === 'google' && googleSignIn) {
      pages.set(page, `${PRERENDERED_DIR}/${file}`) // replaces the plain one
    }
  }
  return pages
}

// The readable cookie that says a session may be restored: such a visitor's page may turn out signed in
// (a redirect, another top bar), which the signed-out HTML would show first.
const signedInHint = new RegExp(`(?:^|;\\s*)${SIGNED_IN_HINT_COOKIE}=1(?:;|$)`)
const maySignIn = (request: FastifyRequest) => signedInHint.test(request.headers.cookie ?? '')

/**
 * Serves the built SPA: hashed assets cached for a year, index.html for every client route.
 * Unknown /api/* paths answer 404 JSON instead of the page. The build writes a brotli (.br) and a gzip (.gz)
 * copy beside each text file; a browser that accepts one gets it as it is, compressed once at build time.
 * A public page the build pre-rendered is sent as that HTML to visitors without a session (they see it before
 * any script runs; docs/decisions/016), and as the empty shell to the others: the page's own shell, which
 * preloads the chunks of its routes, where the build wrote one.
 */
export async function registerSpa(
  app: FastifyInstance,
  distDir: string,
  options: { googleSignIn: boolean } = { googleSignIn: false },
) {
  const indexFile = path.join(distDir, 'index.html')
  const hasBuild = fs.existsSync(indexFile)
  const prerendered = hasBuild
    ? findPrerenderedPages(distDir, options.googleSignIn)
    : new Map<string, string>()
  const shells = hasBuild ? readPageShells(distDir) : []

  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      // A route per file the browser asks for by name: not the compressed copies (picked beside their file) nor
      // the page shells and pre-rendered pages (sent by the page handler below). Each route costs the start
      // time to register: all ~360 built files took 150-200 ms of CPU, these ~80 a fifth of it.
      globIgnore: ['**/*.br', '**/*.gz', `${SHELLS_DIR}/**`, `${PRERENDERED_DIR}/**`],
      index: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders(reply, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`)
        reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache')
      },
    })
  }

  app.setNotFoundHandler((request, reply) => {
    const url = request.raw.url ?? '/'
    if (url === '/api' || url.startsWith('/api/')) {
      return reply.code(404).send(apiNotFound(request.method, url))
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return reply.code(404).send(apiNotFound(request.method, url))
    }
    if (!hasBuild) {
      return reply
        .code(503)
        .type('text/plain')
        .send('The web app is not built yet. Run `npm run build` (npm start does it for you).')
    }
    // A missing asset is a real 404, not the page: a stale tab asking for an old chunk must not get HTML.
    if (path.extname(url.split('?')[0] ?? '') !== '') {
      return reply.code(404).type('text/plain').send('Not found')
    }
    const pathname = (url.split('?')[0] ?? '/').replace(/(.)\/$/, '$1')
    const page = prerendered.get(pathname)
    if (page) {
      // The answer depends on the cookie: a shared cache must not hand one visitor's version to another.
      reply.header('vary', 'Cookie')
      if (!maySignIn(request)) return reply.header('cache-control', 'no-cache').sendFile(page, distDir)
    }
    // The page's own shell preloads its route chunks beside the entry's (docs/decisions/017).
    const shell = findPageShell(shells, pathname) ?? 'index.html'
    return reply.header('cache-control', 'no-cache').sendFile(shell, distDir)
  })
}
