import { useEffect, useEffectEvent, useRef } from 'react'
import { useLocation, useNavigation } from 'react-router'
import { reportPageView } from '../api/report-page-view'

// A page counts once it has settled: a redirect (signed-in visitor on /, /sign-up) is not a view.
const SETTLE_MS = 300

/** Where the visitor came from: another site's origin and path (no query) on arrival, else the previous path. */
function externalReferrer(): string | null {
  try {
    if (!document.referrer) return null
    const url = new URL(document.referrer)
    return url.origin === window.location.origin ? url.pathname : `${url.origin}${url.pathname}`
  } catch {
    return null
  }
}

/** Reports each route change of the SPA to the server (as the signed-in user when there is one). */
export function usePageViewReporting() {
  const { pathname } = useLocation()
  const navigationState = useNavigation().state
  const lastReported = useRef<string | null>(null)
  const report = useEffectEvent((path: string, referrer: string | null) => {
    void reportPageView({ path, referrer })
  })

  useEffect(() => {
    if (navigationState !== 'idle' || pathname === lastReported.current) return
    const timer = setTimeout(() => {
      const referrer = lastReported.current ?? externalReferrer()
      lastReported.current = pathname
      report(pathname, referrer)
    }, SETTLE_MS)
    return () => clearTimeout(timer)
  }, [pathname, navigationState])
}
