import { useEffect, useEffectEvent, useLayoutEffect, useRef, useState } from 'react'
import { readStartupListState, writeStartupListState } from '../utils/startup-list-storage'

/** Pages loaded at most to reach a saved position (24 cards each): past that, stop as close as we got. */
const MAX_RESTORE_PAGES = 10
/** Any of these means the user has taken over: restoring would fight them. */
const USER_INPUT_EVENTS = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const

type Options = {
  /** The current list's first page is on screen (not a placeholder, not loading). */
  ready: boolean
  hasMore: boolean
  isLoadingMore: boolean
  pageCount: number
  loadMore: () => void
}

/**
 * Keeps the window's scroll position (the app shell scrolls the window, not <main>) in the list's stored
 * state, and on return scrolls back to it once the cards are there, loading further pages when the saved
 * position lies beyond the ones loaded.
 */
export function usePersistedScroll({ ready, hasMore, isLoadingMore, pageCount, loadMore }: Options) {
  const [target] = useState(() => readStartupListState().scrollY)
  // Until restored, scroll events come from layout changes and the router, not the user: don't save them.
  const restoring = useRef(target > 0)
  const requestMore = useEffectEvent(loadMore)

  // A layout effect so the listener is gone before the router scrolls the next page to the top.
  useLayoutEffect(() => {
    let frame = 0
    const onScroll = () => {
      if (frame) return
      frame = requestAnimationFrame(() => {
        frame = 0
        if (!restoring.current) writeStartupListState({ scrollY: Math.round(window.scrollY) })
      })
    }
    const takeOver = () => {
      restoring.current = false
    }
    window.addEventListener('scroll', onScroll, { passive: true })
    for (const type of USER_INPUT_EVENTS) window.addEventListener(type, takeOver, { passive: true })
    return () => {
      cancelAnimationFrame(frame)
      window.removeEventListener('scroll', onScroll)
      for (const type of USER_INPUT_EVENTS) window.removeEventListener(type, takeOver)
    }
  }, [])

  useEffect(() => {
    if (!restoring.current || !ready || isLoadingMore) return
    const reachable = document.documentElement.scrollHeight - window.innerHeight
    if (reachable < target && hasMore && pageCount < MAX_RESTORE_PAGES) {
      requestMore()
      return
    }
    window.scrollTo({ top: Math.min(target, Math.max(reachable, 0)), behavior: 'instant' })
    restoring.current = false
  }, [ready, hasMore, isLoadingMore, pageCount, target])
}
