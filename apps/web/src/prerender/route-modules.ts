import type { RouteObject } from 'react-router'
import type { EarlyRead, RouteHandle } from '@/app/router'

/**
 * A page's path pattern (react-router's: `:id` is one segment), the lazy modules its routes load and the API
 * reads to start before its scripts have run.
 */
export type RouteModules = { path: string; modules: string[]; reads: EarlyRead[] }

const joinPath = (parent: string, child: string) =>
  child.startsWith('/') ? child : `${parent.replace(/\/$/, '')}/${child}`

/**
 * Every page of the route tree with the modules (paths under src/app, from the routes' handles) that
 * showing it loads, outermost layout first, and the reads its routes start early. The build names both in
 * each page's HTML (vite-plugins/route-shells.ts). Redirects and the catch-all load nothing and are left out.
 */
export function routeModules(
  routes: RouteObject[],
  parent: RouteModules = { path: '', modules: [], reads: [] },
): RouteModules[] {
  return routes.flatMap((route) => {
    const path = route.path === undefined ? parent.path : joinPath(parent.path, route.path)
    if (path.includes('*')) return []
    const handle = route.handle as RouteHandle | undefined
    const page = {
      path,
      modules: [...parent.modules, ...(handle?.modules ?? [])],
      // the page's own reads first: its content waits for them, its layouts' banners and counts less so
      reads: [...(handle?.reads ?? []), ...parent.reads],
    }
    if (route.children?.length) return routeModules(route.children, page)
    return handle?.modules.length ? [{ ...page, path: path || '/' }] : []
  })
}
