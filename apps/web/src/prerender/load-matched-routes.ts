import { matchRoutes, type RouteObject } from 'react-router'

/**
 * Loads the lazy routes that match `pathname` and writes them into `routes` as ordinary routes. A router
 * created on routes still lazy renders its HydrateFallback first, which would not match the pre-rendered
 * HTML; with them resolved it renders the page at once, as the build did.
 */
export async function loadMatchedRoutes(routes: RouteObject[], pathname: string): Promise<void> {
  const lazyMatches = (matchRoutes(routes, pathname) ?? []).filter((match) => match.route.lazy)
  await Promise.all(
    lazyMatches.map(async ({ route }) => {
      const lazy = route.lazy
      if (typeof lazy !== 'function') return
      Object.assign(route, { ...(await lazy()), lazy: undefined })
    }),
  )
}
