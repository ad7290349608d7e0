import fs from 'node:fs'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import fastifyStatic from '@fastify/static'
import { apiNotFound } from './error-handler.ts'

/**
 * Serves the built SPA: hashed assets cached for a year, index.html for every client route.
 * Unknown /api/* paths answer 404 JSON instead of the page. The build writes a brotli (.br) and a gzip (.gz)
 * copy beside each text file; a browser that accepts one gets it as it is, compressed once at build time.
 */
export async function registerSpa(app: FastifyInstance, distDir: string) {
  const indexFile = path.join(distDir, 'index.html')
  const hasBuild = fs.existsSync(indexFile)

  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
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
    return reply.header('cache-control', 'no-cache').sendFile('index.html', distDir)
  })
}
