import fp from 'fastify-plugin'
import type { FastifyRequest } from 'fastify'
import type { Db } from '../../db/client.ts'
import type { AuthGuards } from '../auth/index.ts'
import { createRequireAdmin } from './require-admin.ts'

export const ADMIN_API_PREFIX = '/api/admin'

function isAdminPath(path: string) {
  return path === ADMIN_API_PREFIX || path.startsWith(`${ADMIN_API_PREFIX}/`)
}

/** The path the router matched (encoded tricks such as /api/%61dmin included), else the decoded URL path. */
function routedPath(request: FastifyRequest): string {
  if (request.routeOptions.url) return request.routeOptions.url
  const raw = request.url.split('?')[0] ?? ''
  try {
    return decodeURIComponent(raw)
  } catch {
    return raw
  }
}

/**
 * Admin pages are for admins, enforced by the server: every route under /api/admin, whichever module
 * registers it, answers 401 to anonymous requests and 403 to signed-in non-admins. Its answers are private, so
 * none is kept by a browser or shared cache (`no-store`) unless a route sets its own cache-control. Register
 * before the routes it guards; the admin route modules then say nothing about either.
 */
export const adminGuard = fp<{ guards: AuthGuards; db: Db }>(
  async (app, { guards, db }) => {
    const requireAdmin = createRequireAdmin(guards, db)
    app.addHook('onRequest', async (request) => {
      if (isAdminPath(routedPath(request))) await requireAdmin(request)
    })
    app.addHook('onSend', async (request, reply) => {
      if (isAdminPath(routedPath(request)) && !reply.hasHeader('cache-control')) {
        reply.header('cache-control', 'no-store')
      }
    })
  },
  { name: 'admin-guard' },
)
