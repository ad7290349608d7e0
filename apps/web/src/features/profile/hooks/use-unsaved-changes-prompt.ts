import { useEffect } from 'react'
import { useBlocker } from 'react-router'

/**
 * While `dirty`, leaving asks first: in-app navigation is held by a blocker (the caller shows a dialog),
 * closing or reloading the tab gets the browser's own prompt.
 */
export function useUnsavedChangesPrompt(dirty: boolean) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname,
  )
  useEffect(() => {
    if (!dirty) return
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault()
    }
    window.addEventListener('beforeunload', onBeforeUnload)
    return () => window.removeEventListener('beforeunload', onBeforeUnload)
  }, [dirty])
  return blocker
}
