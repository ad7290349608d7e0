import { startTransition, useEffect, useState } from 'react'

// The shell's extras (the account menu's code, Quick Notes, the sidebar's due count) wait for the page's own
// content: started while it loads, they take bandwidth and main-thread time from what the student came to see,
// and a phone on a slow connection shows the page that much later.
// Once the browser has reported a largest paint inside the shell's <main id="main">, nothing there is still
// loading (aria-busy), and the browser has then been idle: a directory's heading paints before its cards,
// and the extras must not start in that gap.
// A page that never paints there or never settles (an error), or a browser that does not report paints:
// after this long.
const FALLBACK_MS = 4_000
const IDLE_TIMEOUT_MS = 1_000

let painted = false
let started = false
const listeners = new Set<() => void>()

function markPainted() {
  if (painted) return
  painted = true
  for (const listener of listeners) listener()
}

const whenIdle = (run: () => void) =>
  typeof requestIdleCallback === 'function'
    ? requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS })
    : setTimeout(run, 200)

const inContent = (entry: PerformanceEntry) =>
  (entry as PerformanceEntry & { element?: Element | null }).element?.closest('#main') != null

/** Runs `run` once nothing in the page's content is marked as loading (now, or when the last mark goes). */
function whenContentSettled(run: () => void) {
  const main = document.getElementById('main')
  const busy = () => main?.querySelector('[aria-busy="true"]') != null
  if (!main || !busy()) return run()
  const watcher = new MutationObserver(() => {
    // the fallback may have shown the extras already: stop looking at every change in the page then
    if (!painted && busy()) return
    watcher.disconnect()
    run()
  })
  watcher.observe(main, { subtree: true, childList: true, attributeFilter: ['aria-busy'] })
}

function watch() {
  if (started) return
  started = true
  // A hidden tab paints nothing, and nothing there competes with what the student sees.
  const observable =
    typeof PerformanceObserver === 'function' &&
    PerformanceObserver.supportedEntryTypes.includes('largest-contentful-paint')
  if (document.visibilityState === 'hidden' || !observable) return markPainted()
  const fallback = setTimeout(markPainted, FALLBACK_MS)
  const observer = new PerformanceObserver((list) => {
    if (!list.getEntries().some(inContent)) return
    observer.disconnect()
    whenContentSettled(() => {
      clearTimeout(fallback)
      whenIdle(markPainted)
    })
  })
  observer.observe({ type: 'largest-contentful-paint', buffered: true })
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  watch()
  return () => {
    listeners.delete(listener)
  }
}

/** Marks the page's content as painted now (the student reached for something that waits for it). */
export const contentPaintedNow = markPainted

/**
 * True once the page's content has painted and the browser has been idle after it (see above). The extras
 * appear in a background render (startTransition), which React splits into short tasks: as an external
 * store's update it was one render of them all, a long task right after the page's largest paint.
 */
export function useContentPainted(): boolean {
  const [shown, setShown] = useState(painted)
  useEffect(() => {
    if (shown) return
    const show = () => startTransition(() => setShown(true))
    const unsubscribe = subscribe(show)
    if (painted) show()
    return unsubscribe
  }, [shown])
  return shown
}
