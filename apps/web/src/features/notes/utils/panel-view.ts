import { STORAGE_KEYS } from '@/config/storage-keys'

/** The Quick Notes panel's states. */
export type PanelView = 'collapsed' | 'expanded' | 'minimized' | 'closed'

/** The stored shape of `notes-state-{userId}`. */
type StoredPanelState = { isExpanded: boolean; isMinimized: boolean; isClosed: boolean }

const toStored = (view: PanelView): StoredPanelState => ({
  isExpanded: view === 'expanded',
  isMinimized: view === 'minimized',
  isClosed: view === 'closed',
})

/** The view to show on load: a stored minimized state resets to collapsed; anything odd too. */
export function readPanelView(userId: string): PanelView {
  try {
    const stored = JSON.parse(localStorage.getItem(STORAGE_KEYS.notesState(userId)) ?? 'null') as unknown
    if (!stored || typeof stored !== 'object') return 'collapsed'
    const { isExpanded, isMinimized, isClosed } = stored as Partial<StoredPanelState>
    if (isClosed === true) return 'closed'
    if (isMinimized === true) return 'collapsed'
    return isExpanded === true ? 'expanded' : 'collapsed'
  } catch {
    return 'collapsed'
  }
}

export function writePanelView(userId: string, view: PanelView) {
  try {
    localStorage.setItem(STORAGE_KEYS.notesState(userId), JSON.stringify(toStored(view)))
  } catch {
    // the panel still works for this visit
  }
}
