import { startTransition, useEffect, type ReactNode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import type { RouteObject } from 'react-router'
import { selectAuthStatus, useAuthStore } from '@/features/auth/hooks/use-auth-store'
import { forgetEarlyClicks, replayEarlyClick } from './early-clicks'
import { loadMatchedRoutes } from './load-matched-routes'
import { SIGN_IN_METHODS_META } from './pages'
import { snapshotCurrentAuthState } from './signed-out-snapshot'

/** Renders nothing of its own; its effect runs once the whole page below it has been hydrated. */
function AfterHydration({ children, onHydrated }: { children: ReactNode; onHydrated: () => void }) {
  useEffect(onHydrated, [onHydrated])
  return children
}

/**
 * A page rendered for given sign-in methods (sign-in) names them in a <meta>; the query cache gets them as the
 * server's answer, so the first render shows what was rendered rather than a spinner. Only such pages load
 * the query client here.
 */
async function adoptSignInMethods() {
  const content = document.querySelector<HTMLMetaElement>(`meta[name="${SIGN_IN_METHODS_META}"]`)?.content
  if (content === undefined) return
  const [{ queryClient }, { authProvidersQueryOptions }] = await Promise.all([
    import('@/app/layout-providers'),
    import('@/features/auth/api/get-auth-providers'),
  ])
  const methods = content.split(' ')
  queryClient.setQueryData(authProvidersQueryOptions().queryKey, {
    google: methods.includes('google'),
    password: methods.includes('password'),
  })
}

/**
 * Adopts a pre-rendered page (docs/decisions/016): loads the page's lazy routes, then hydrates, the first
 * render starting from the signed-out state the build rendered. Should the session turn out otherwise by now,
 * the page is rendered afresh instead. Loaded only on pre-rendered pages, so the others' entry stays smaller.
 */
export async function hydratePrerendered(container: HTMLElement, routes: RouteObject[], app: ReactNode) {
  await Promise.all([loadMatchedRoutes(routes, window.location.pathname), adoptSignInMethods()])
  // Both in a transition, which React renders in short tasks: hydrating the page at once was one long task
  // after its largest paint (150-300 ms at Lighthouse's 4x slowdown), while the page stays readable throughout
  // and early.js keeps its clicks until the whole page is hydrated.
  if (selectAuthStatus(useAuthStore.getState()) !== 'signed-out') {
    forgetEarlyClicks()
    startTransition(() => createRoot(container).render(app))
    return
  }
  snapshotCurrentAuthState()
  startTransition(() => {
    hydrateRoot(container, <AfterHydration onHydrated={replayEarlyClick}>{app}</AfterHydration>)
  })
}
