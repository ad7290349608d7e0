import type { RouteObject } from 'react-router'
import type { RouteHandle } from '@/app/router'

/** A page's path pattern (react-router's: `:id` is one segment) and the lazy modules its routes load. */
export type RouteModules = { path: string; modules: string[] }

const joinPath = (parent: string, child: string) =>
  child.startsWith('/') ? child : `${parent.replace(/\/$/, '')}/${child}`

/**
 * Every page of the route tree with the modules (paths under src/app, from the routes' handles) that
 * showing it loads, outermost layout first. The build preloads their chunks from each page's HTML
 * (vite-plugins/route-shells.ts). Redirects and the catch-all load nothing and are left out.
 */
export function routeModules(
  routes: RouteObject[],
  parentPath = '',
  parentModules: string[] = [],
): RouteModules[] {
  return routes.flatMap((route) => {
    const path = route.path === undefined ? parentPath : joinPath(parentPath, route.path)
    if (path.includes('*')) return []
    const own = (route.handle as RouteHandle | undefined)?.modules ?? []
    const modules = [...parentModules, ...own]
    if (route.children?.length) return routeModules(route.children, path, modules)
    return own.length ? [{ path: path || '/', modules }] : []
  })
}
