import { useEffect, type ReactNode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import type { RouteObject } from 'react-router'
import { selectAuthStatus, useAuthStore } from '@/features/auth/hooks/use-auth-store'
import { forgetEarlyClicks, replayEarlyClick } from './early-clicks'
import { loadMatchedRoutes } from './load-matched-routes'
import { snapshotCurrentAuthState } from './signed-out-snapshot'

/** Renders nothing of its own; its effect runs once the whole page below it has been hydrated. */
function AfterHydration({ children, onHydrated }: { children: ReactNode; onHydrated: () => void }) {
  useEffect(onHydrated, [onHydrated])
  return children
}

/**
 * Adopts a pre-rendered page (docs/decisions/016): loads the page's lazy routes, then hydrates, the first
 * render starting from the signed-out state the build rendered. Should the session turn out otherwise by now,
 * the page is rendered afresh instead. Loaded only on pre-rendered pages, so the others' entry stays smaller.
 */
export async function hydratePrerendered(container: HTMLElement, routes: RouteObject[], app: ReactNode) {
  await loadMatchedRoutes(routes, window.location.pathname)
  if (selectAuthStatus(useAuthStore.getState()) !== 'signed-out') {
    forgetEarlyClicks()
    createRoot(container).render(app)
    return
  }
  snapshotCurrentAuthState()
  hydrateRoot(container, <AfterHydration onHydrated={replayEarlyClick}>{app}</AfterHydration>)
}
