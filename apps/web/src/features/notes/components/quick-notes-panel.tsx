import { StickyNote } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { Button } from '@/components/ui/button'
import { cn } from '@/lib/cn'
import { useNoteSync } from '../hooks/use-note-sync'
import { usePanelView } from '../hooks/use-panel-view'
import type { PanelView } from '../utils/panel-view'
import { NoteBar } from './note-bar'
import { NoteEditor } from './note-editor'

// Bottom left, right of the desktop sidebar, and never wider than leaves the bottom-right corner (where the
// scroll-to-top button sits, 2.75rem wide at 1–1.5rem from the edge) free at any width. z-40: under the
// dialogs (z-50), so it never covers a dialog's buttons such as the composer's Send.
const PLACE = 'fixed bottom-4 left-4 z-40 lg:left-[calc(16rem+1rem)]'
const WIDTH = 'w-[min(26rem,calc(100vw-6rem))] lg:w-[min(26rem,calc(100vw-23rem))]'

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

  // While the bar floats over the page, a focused field or a scrolled-to anchor stops above it, not under.
  useEffect(() => {
    const root = document.documentElement
    const previous = root.style.scrollPaddingBottom
    root.style.scrollPaddingBottom = '5rem'
    return () => {
      root.style.scrollPaddingBottom = previous
    }
  }, [])

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
        className={cn(PLACE, 'size-11 rounded-full bg-popover shadow-lg')}
      >
        <StickyNote aria-hidden="true" className="size-5 text-primary" />
      </Button>
    )
  }

  return (
    <section aria-label="Quick Notes" data-state={view} className={cn(PLACE, WIDTH)}>
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
