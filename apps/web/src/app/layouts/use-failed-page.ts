import { useContext } from 'react'
import { UNSAFE_DataRouterStateContext, useLocation, useNavigate } from 'react-router'

/**
 * When the error on screen is the current page's module failing to load (offline, or its chunk gone after a
 * deploy): a function that imports it again and, once it loads, shows the page; it answers whether it did.
 * Otherwise undefined.
 *
 * React Router keeps the promise of a route's `lazy` for good, failed or not, and drops `lazy` from the route
 * once it resolves: a route still holding `lazy` is one whose module failed. So the route's own `lazy` is
 * called again here and its answer written onto the route, as the router does with one that resolves.
 */
export function useFailedPage(): (() => Promise<boolean>) | undefined {
  const route = useContext(UNSAFE_DataRouterStateContext)?.matches.at(-1)?.route
  const location = useLocation()
  const navigate = useNavigate()
  const lazy = route?.lazy
  if (!route || typeof lazy !== 'function') return undefined

  return async () => {
    try {
      Object.assign(route, await lazy(), { lazy: undefined })
    } catch {
      return false
    }
    // Navigating to where the user already is clears the route's error and renders the page.
    await navigate(location, { replace: true, state: location.state })
    return true
  }
}
