import { useCallback, useSyncExternalStore } from 'react'

// Reading window.scrollY makes the browser finish any pending layout first; read in a render, that is the
// whole page's first layout inside React's task (a forced reflow). The position is read in scroll and resize
// events, and once a frame after the first subscriber, and kept here.
let scrollY = 0
const listeners = new Set<() => void>()

function update() {
  scrollY = window.scrollY
  for (const listener of listeners) listener()
}

function subscribe(onChange: () => void) {
  if (listeners.size === 0) {
    window.addEventListener('scroll', update, { passive: true })
    window.addEventListener('resize', update, { passive: true })
    requestAnimationFrame(update)
  }
  listeners.add(onChange)
  return () => {
    listeners.delete(onChange)
    if (listeners.size > 0) return
    window.removeEventListener('scroll', update)
    window.removeEventListener('resize', update)
  }
}

/** Whether the window has scrolled more than `threshold` px; re-renders only when that answer flips. */
export function useScrolledPast(threshold: number): boolean {
  const getSnapshot = useCallback(() => scrollY > threshold, [threshold])
  return useSyncExternalStore(subscribe, getSnapshot, () => false)
}
