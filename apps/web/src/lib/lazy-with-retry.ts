import { lazy } from 'react'

const ATTEMPTS = 4
// Online, a failed chunk is most likely a blip: the next try waits this long, times the tries so far.
const RETRY_DELAY_MS = 1_000

const backOnline = () =>
  new Promise<void>((resolve) => window.addEventListener('online', () => resolve(), { once: true }))
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * `load()`, tried again when it fails: offline, as soon as the browser is back online (however long that
 * takes); online, after a short wait. After `attempts` tries it gives up and throws the last error.
 */
export async function loadWithRetry<T>(load: () => Promise<T>, attempts = ATTEMPTS): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await load()
    } catch (error) {
      if (attempt >= attempts) throw error
      await (navigator.onLine ? sleep(RETRY_DELAY_MS * attempt) : backOnline())
    }
  }
}

/**
 * React's `lazy` for a part whose chunk may fail to load (offline, a dropped connection). `lazy` keeps a
 * failed load for good and throws it to the nearest error boundary, which would replace the app; this one
 * keeps waiting instead (its Suspense fallback shows) and loads the chunk once it can.
 */
export const lazyWithRetry: typeof lazy = (load) => lazy(() => loadWithRetry(load))
