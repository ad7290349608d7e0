import { useSyncExternalStore } from 'react'

function subscribe(onChange: () => void) {
  window.addEventListener('online', onChange)
  window.addEventListener('offline', onChange)
  return () => {
    window.removeEventListener('online', onChange)
    window.removeEventListener('offline', onChange)
  }
}

const getSnapshot = () => navigator.onLine
// No browser to ask (pre-rendering): online, the state a page is rendered for.
const getServerSnapshot = () => true

/**
 * Whether the browser says it is online. `false` is certain (no network at all); `true` only means a network
 * is there, not that the server answers (see useNetworkFailure).
 */
export function useOnlineStatus(): boolean {
  return useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot)
}
