import { useCallback, useState } from 'react'
import { readPanelView, writePanelView, type PanelView } from '../utils/panel-view'

/** The panel's state, kept under notes-state-{userId}; a stored minimized state loads as collapsed. */
export function usePanelView(userId: string) {
  const [view, setView] = useState<PanelView>(() => {
    const initial = readPanelView(userId)
    writePanelView(userId, initial)
    return initial
  })
  const show = useCallback(
    (next: PanelView) => {
      writePanelView(userId, next)
      setView(next)
    },
    [userId],
  )
  return [view, show] as const
}
