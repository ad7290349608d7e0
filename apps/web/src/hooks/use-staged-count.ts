import { useDeferredValue } from 'react'

/**
 * How many of a list's `total` items to render now: `first` at once when the list first fills, the rest in a
 * background render that React splits into short tasks (useDeferredValue), and later growth (another page)
 * the same way. A whole page of cards in one render was the longest task of a throttled directory load
 * (~150–185 ms at 4x); the first cards fill a phone's screen.
 */
export function useStagedCount(total: number, first: number): number {
  return Math.min(total, Math.max(useDeferredValue(total), first))
}
