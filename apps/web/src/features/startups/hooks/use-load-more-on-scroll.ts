import { useEffect, useEffectEvent, useRef } from 'react'

type Options = {
  /** False while a page is loading, when there is no next page, or after a failed page. */
  enabled: boolean
  onLoadMore: () => void
  /** Changes after each loaded page, so a sentinel still in view asks for the next one. */
  pageCount: number
}

/**
 * Returns a ref for an element below the list: when it comes within ~1.5 screens of the viewport, the next
 * page loads, so the user rarely sees the end before more arrives.
 */
export function useLoadMoreOnScroll<T extends Element>({ enabled, onLoadMore, pageCount }: Options) {
  const sentinelRef = useRef<T>(null)
  const loadMore = useEffectEvent(onLoadMore)

  useEffect(() => {
    const sentinel = sentinelRef.current
    if (!enabled || !sentinel || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) loadMore()
      },
      { rootMargin: '0px 0px 150% 0px' },
    )
    observer.observe(sentinel)
    return () => observer.disconnect()
  }, [enabled, pageCount])

  return sentinelRef
}
