import { StickyNote } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { Button } from '@/components/ui/button'
import { useNoteSync } from '../hooks/use-note-sync'
import { usePanelView } from '../hooks/use-panel-view'
import type { PanelView } from '../utils/panel-view'
import { NoteBar } from './note-bar'
import { NoteEditor } from './note-editor'

// The bar and the closed icon sit in the place the shell gives the panel (the bottom dock's left end). The
// editor, which the user opens, rises above that place instead of growing it, at most the screen's width
// less 1rem either side.
const BAR = 'w-full max-w-[26rem]'
const EDITOR = 'absolute bottom-[calc(100%+0.5rem)] left-0 w-[min(26rem,calc(100vw-2rem))]'

/**
 * Quick Notes for the signed-in user: collapsed bar (default), expanded (focuses the note),
 * minimized (back to the bar), closed (an icon that reopens the bar). Autosaves as the user types.
 */
export function QuickNotesPanel({ userId }: { userId: string }) {
  const [view, setView] = usePanelView(userId)
  // After the user switches views, focus follows to the new view's control (the note when expanded).
  const [switched, setSwitched] = useState(false)
  const control = useRef<HTMLButtonElement>(null)
  const { state, sync } = useNoteSync(userId)

  useEffect(() => {
    if (switched && view !== 'expanded') control.current?.focus()
  }, [switched, view])

  const show = (next: PanelView) => {
    setSwitched(true)
    setView(next)
  }

  if (view === 'closed') {
    return (
      <Button
        ref={control}
        variant="outline"
        size="icon"
        aria-label="Open Quick Notes"
        title="Quick Notes"
        onClick={() => show('collapsed')}
        className="size-11 rounded-full bg-popover"
      >
        <StickyNote aria-hidden="true" className="size-5 text-primary" />
      </Button>
    )
  }

  return (
    <section aria-label="Quick Notes" data-state={view} className={view === 'expanded' ? EDITOR : BAR}>
      {view === 'expanded' ? (
        <NoteEditor
          state={state}
          sync={sync}
          focusOnOpen={switched}
          onMinimize={() => show('minimized')}
          onClose={() => show('closed')}
        />
      ) : (
        <NoteBar
          ref={control}
          status={state.status}
          onExpand={() => show('expanded')}
          onClose={() => show('closed')}
        />
      )}
    </section>
  )
}
