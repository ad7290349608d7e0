import { startTransition, useDeferredValue, useEffect, useState } from 'react'

/** Runs `task` in a task of its own once the next frame has painted; returns its cancel. */
function afterNextPaint(task: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined
  // a hidden tab paints no frames: the next task will do
  if (document.hidden) {
    timer = setTimeout(task)
    return () => clearTimeout(timer)
  }
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(task)
  })
  return () => {
    cancelAnimationFrame(frame)
    clearTimeout(timer)
  }
}

/**
 * How many of a list's `total` items to render now: `first` at once, then `first` more after each frame has
 * painted, each step a background render (startTransition) that React splits into short tasks; later growth
 * (another page) the same way. A whole page of cards in one render, then one style and layout of them all
 * before the first card could paint, was the longest task of a throttled directory load (docs/decisions/018);
 * the first cards fill a phone's screen and paint long before the whole page would.
 */
export function useStagedCount(total: number, first: number): number {
  const [limit, setLimit] = useState(first)
  const filling = limit < total
  useEffect(() => {
    if (!filling) return
    return afterNextPaint(() => startTransition(() => setLimit((shown) => shown + first)))
  }, [filling, limit, first])
  // a list that shrank and grows again (another filter) is within the limit: still a background render
  const deferred = useDeferredValue(total)
  return Math.min(total, limit, Math.max(deferred, first))
}

/**
 * False until `ready` has rendered and that frame has painted, then true (a background render): a part of a
 * page below its first screen renders after the content above it, whose render and layout it would
 * otherwise join in one long task in front of that content's paint (docs/decisions/064). Stays true. Ready
 * from the start (data from the cache), it is true at once: a page the student comes back to renders whole,
 * so its scroll position can be restored.
 */
export function useAfterPaint(ready: boolean): boolean {
  const [painted, setPainted] = useState(ready)
  useEffect(() => {
    if (!ready || painted) return
    return afterNextPaint(() => startTransition(() => setPainted(true)))
  }, [ready, painted])
  return painted
}
