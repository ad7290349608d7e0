import { useEffect, useSyncExternalStore } from 'react'

export type SharedRequestState<T> =
  | { status: 'pending'; data: undefined }
  | { status: 'success'; data: T }
  | { status: 'error'; data: undefined }

/**
 * A GET that every component on the page shares: fetched once, on first use, and kept for the page's life.
 * Only for the landing and the public top bar, whose initial JS stays free of TanStack Query
 * (docs/decisions/003-landing-js-budget.md); everything else uses queryOptions.
 */
export function createSharedRequest<T>(name: string, fetcher: () => Promise<T>) {
  let state: SharedRequestState<T> = { status: 'pending', data: undefined }
  let started = false
  const listeners = new Set<() => void>()

  function settle(next: SharedRequestState<T>) {
    state = next
    listeners.forEach((listener) => listener())
  }

  function load() {
    if (started) return
    started = true
    fetcher().then(
      (data) => settle({ status: 'success', data }),
      (error: unknown) => {
        // These failures are only logged; the caller shows its fallback (0, no logos).
        console.warn(`Could not load ${name}`, error)
        settle({ status: 'error', data: undefined })
      },
    )
  }

  function subscribe(listener: () => void) {
    listeners.add(listener)
    return () => listeners.delete(listener)
  }

  const getSnapshot = () => state

  function useSharedRequest(): SharedRequestState<T> {
    useEffect(load, [])
    return useSyncExternalStore(subscribe, getSnapshot, getSnapshot)
  }

  /** Forgets the result so the next use fetches again (tests). */
  function reset() {
    started = false
    state = { status: 'pending', data: undefined }
  }

  return { load, useSharedRequest, reset }
}
