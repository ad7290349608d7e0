import type { FastifyInstance, HTTPMethods, RouteOptions } from 'fastify'

export interface CataloguedRoute {
  method: string
  /** the full pattern as Fastify registered it, e.g. /api/startups/:id */
  url: string
  /** hidden from the OpenAPI document on purpose (the docs page's own files) */
  hidden: boolean
  /** the route's request schemas (zod), for tests that build requests from them */
  schema: { body?: unknown; querystring?: unknown; params?: unknown }
  /** the route's own body limit in bytes, when it sets one (else the app's `bodyLimit`) */
  bodyLimit?: number
}

const catalogues = new WeakMap<FastifyInstance, CataloguedRoute[]>()

/**
 * Records every route as it is registered (Fastify's onRoute hook), so tests can list them all without
 * parsing printRoutes. Call right after creating the instance, before any route or plugin is registered.
 */
export function recordRoutes(app: FastifyInstance) {
  const routes: CataloguedRoute[] = []
  catalogues.set(app, routes)
  app.addHook('onRoute', (route: RouteOptions) => {
    const methods = ([] as HTTPMethods[]).concat(route.method)
    const schema = route.schema as (CataloguedRoute['schema'] & { hide?: boolean }) | undefined
    // A prefixed '/' route is registered as both /api/x and /api/x/: one entry, without the slash.
    const url = route.url.length > 1 ? route.url.replace(/\/$/, '') : route.url
    for (const method of methods) {
      routes.push({
        method,
        url,
        hidden: Boolean(schema?.hide),
        schema: { body: schema?.body, querystring: schema?.querystring, params: schema?.params },
        bodyLimit: route.bodyLimit,
      })
    }
  })
}

/** Every route registered on `app` (HEAD routes Fastify adds beside each GET left out). */
export function cataloguedRoutes(app: FastifyInstance): CataloguedRoute[] {
  const routes = catalogues.get(app)
  if (!routes) throw new Error('recordRoutes(app) was not called when the app was built')
  const gets = new Set(routes.filter((r) => r.method === 'GET').map((r) => r.url))
  const seen = new Set<string>()
  return routes.filter((r) => {
    const key = `${r.method} ${r.url}`
    if ((r.method === 'HEAD' && gets.has(r.url)) || seen.has(key)) return false
    seen.add(key)
    return true
  })
}
