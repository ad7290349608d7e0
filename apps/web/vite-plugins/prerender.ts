import fs from 'node:fs/promises'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { build, type Plugin } from 'vite'
import {
  prerenderedFile,
  SIGN_IN_METHODS_META,
  type PrerenderedPage,
  type SignInMethods,
} from '../src/prerender/pages.ts'
import type { RouteModules } from '../src/prerender/route-modules.ts'
import { IDLE_PRELOADS, IDLE_PRELOADS_META } from '../src/lib/idle-preloads.ts'
import { idlePreloadsMeta, writeRouteShells } from './route-shells.ts'

type SsrEntry = {
  renderPage: (pathname: string, methods?: SignInMethods) => Promise<string>
  pageModules: () => RouteModules[]
  pagePlaceholder: (pagePath: string) => string
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/**
 * After the client build, builds src/prerender/render-page.tsx for Node, renders each page with it and writes
 * the HTML into the client's index.html (dist/prerendered/*.html; the server sends them, docs/decisions/016).
 * A page that depends on the sign-in methods is written once without Google and once with it, each naming its
 * methods in a <meta> for hydration to start from. Not its lazy route chunks: measured, asking for them up
 * front scored lower (they compete with the first paint; main.tsx asks for them as soon as it runs). The same
 * entry gives every page's modules and the loading placeholder for the page shells (route-shells.ts); the
 * fonts' preloads come with index.html (preload-fonts.ts).
 */
export function prerender(pages: readonly PrerenderedPage[]): Plugin {
  let root = ''
  let outDir = ''
  let configFile: string | undefined
  let mode = 'production'
  return {
    name: 'prerender',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      root = config.root
      outDir = path.resolve(config.root, config.build.outDir)
      configFile = config.configFile
      mode = config.mode
    },
    async writeBundle(_options, bundle) {
      const ssrOutDir = path.join(root, 'node_modules/.prerender')
      await build({
        root,
        configFile,
        mode,
        logLevel: 'warn',
        build: {
          ssr: 'src/prerender/render-page.tsx',
          outDir: ssrOutDir,
          emptyOutDir: true,
          copyPublicDir: false,
        },
      })
      // Imported by its plain URL: the lazy route chunks import it back, and under another URL (a cache-busting
      // query) they would get a second copy of its stores.
      const entry = pathToFileURL(path.join(ssrOutDir, 'render-page.js')).href
      const { renderPage, pageModules, pagePlaceholder } = (await import(entry)) as SsrEntry

      const built = await fs.readFile(path.join(outDir, 'index.html'), 'utf8')
      // Every page names the chunk files of the parts it fetches when idle: index.html, the shells and the
      // pre-rendered pages alike, so a tab that started on any of them finds them after a navigation.
      const preloads = idlePreloadsMeta({
        template: built,
        bundle,
        sourceDir: path.join(root, 'src'),
        modules: IDLE_PRELOADS,
        metaName: IDLE_PRELOADS_META,
      })
      const template = built.replace('</head>', () => `  ${preloads}\n  </head>`)
      if (template === built) throw new Error('prerender: index.html has no </head>')
      await fs.writeFile(path.join(outDir, 'index.html'), template)
      const modulesDir = path.join(root, 'src/app')
      await writeRouteShells({
        outDir,
        modulesDir,
        template,
        bundle,
        pages: pageModules(),
        placeholder: pagePlaceholder,
        // the signed-in pages bench/lighthouse.ts measures (zod was ~26 KB brotli in front of two of them)
        zodFree: ['/app/startups', '/app/startups/:id', '/app/emails'],
      })

      await fs.mkdir(path.join(outDir, 'prerendered'), { recursive: true })
      const renders = pages.flatMap((page): { page: PrerenderedPage; methods?: SignInMethods }[] =>
        'bySignInMethods' in page
          ? [false, true].map((google) => ({ page, methods: { google, password: true } }))
          : [{ page }],
      )
      for (const { page, methods } of renders) {
        const markup = await renderPage(page.path, methods)
        const meta = methods
          ? `<meta name="${SIGN_IN_METHODS_META}" content="${methods.google ? 'google password' : 'password'}">\n  `
          : ''
        const html = template
          .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(page.title)}</title>`)
          .replace('</head>', () => `  ${meta}</head>`)
          .replace('<div id="root"></div>', () => `<div id="root">${markup}</div>`)
        if (!html.includes(markup)) throw new Error('prerender: index.html has no empty <div id="root">')
        await fs.writeFile(path.join(outDir, prerenderedFile(page.path, methods)), html)
      }
    },
  }
}
