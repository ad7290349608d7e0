import { RefreshCw, TriangleAlert, WifiOff } from 'lucide-react'
import { useEffect, useEffectEvent, useState } from 'react'
import { isRouteErrorResponse, useRouteError } from 'react-router'
import { MessagePanel } from '@/components/feedback/message-panel'
import { PageLoader } from '@/components/feedback/page-loader'
import { Button } from '@/components/ui/button'
import { useFailedPage } from './use-failed-page'

/** A failure only a reload of the app fixes: what happened, and the Reload button. */
function ReloadMessage({ title, description }: { title: string; description: string }) {
  return (
    <MessagePanel
      icon={<TriangleAlert aria-hidden="true" />}
      title={title}
      headingLevel={1}
      description={description}
    >
      <Button onClick={() => window.location.reload()}>Reload</Button>
    </MessagePanel>
  )
}

/**
 * A page's error inside the shell (the area's layout stays: sidebar, header, Quick Notes). A page whose code
 * did not load says so and loads it again by itself once back online; any other failure offers a reload.
 */
export function PageErrorBoundary() {
  const error = useRouteError()
  const loadAgain = useFailedPage()
  if (loadAgain) return <PageNotLoaded loadAgain={loadAgain} />

  return (
    <ReloadMessage
      title="Something went wrong"
      description={
        isRouteErrorResponse(error)
          ? `${error.status} ${error.statusText}`
          : 'This page ran into a problem. Reloading usually fixes it.'
      }
    />
  )
}

type View = 'offline' | 'failed' | 'loading'

// Offline, the page's code is simply not here yet; online, it failed anyway: most likely a new version
// replaced it, which only a reload fetches.
const viewNow = (): View => (navigator.onLine ? 'failed' : 'offline')

function PageNotLoaded({ loadAgain }: { loadAgain: () => Promise<boolean> }) {
  const [view, setView] = useState<View>(viewNow)

  const retry = async () => {
    setView('loading')
    if (!(await loadAgain())) setView(viewNow())
  }
  const onOnline = useEffectEvent(() => void retry())

  useEffect(() => {
    const offline = () => setView('offline')
    window.addEventListener('online', onOnline)
    window.addEventListener('offline', offline)
    return () => {
      window.removeEventListener('online', onOnline)
      window.removeEventListener('offline', offline)
    }
  }, [])

  if (view === 'loading') return <PageLoader label="Loading this page" />
  if (view === 'offline') {
    return (
      <MessagePanel
        icon={<WifiOff aria-hidden="true" />}
        title="You're offline"
        headingLevel={1}
        description="This page hasn't been downloaded yet. It will open as soon as you're back online."
      >
        <Button variant="outline" onClick={() => void retry()}>
          <RefreshCw aria-hidden="true" />
          Retry
        </Button>
      </MessagePanel>
    )
  }
  return (
    <ReloadMessage
      title="This page didn't load"
      description="A new version of ColdStart may have come out since this tab opened. Reload to get it."
    />
  )
}
