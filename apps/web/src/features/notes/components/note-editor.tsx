import { NOTE_MAX_LENGTH } from '@coldstart/contract'
import { formatNumber } from '@/lib/format-number'
import { Minus, StickyNote, X } from 'lucide-react'
import { useEffect, useRef } from 'react'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import { Textarea } from '@/components/ui/textarea'
import type { NoteSyncEngine, NoteSyncState } from '../utils/note-sync-engine'
import { NoteConflict } from './note-conflict'
import { NoteRestoredNotice } from './note-restored-notice'
import { NoteStatusText } from './note-status'

type Props = {
  state: NoteSyncState
  sync: NoteSyncEngine
  /** true when the user just opened it: the textarea takes focus */
  focusOnOpen: boolean
  onMinimize: () => void
  onClose: () => void
}

/** The expanded panel: header with status and controls, then the note itself. */
export function NoteEditor({ state, sync, focusOnOpen, onMinimize, onClose }: Props) {
  const textarea = useRef<HTMLTextAreaElement>(null)

  useEffect(() => {
    if (focusOnOpen && state.ready) textarea.current?.focus()
  }, [focusOnOpen, state.ready])

  return (
    // no taller than leaves the header (4rem), a 1rem gap and the shell's dock below it free
    <div className="flex max-h-[calc(100dvh-var(--floating-dock-height,0px)-5.5rem)] flex-col gap-3 rounded-xl border bg-popover p-3 text-popover-foreground shadow-xl">
      <div className="flex items-center gap-2">
        <StickyNote aria-hidden="true" className="size-4 shrink-0 text-primary" />
        <h2 className="text-sm font-semibold whitespace-nowrap">Quick Notes</h2>
        <div className="ml-auto flex shrink-0 items-center">
          <Button size="icon-sm" variant="ghost" aria-label="Minimize Quick Notes" onClick={onMinimize}>
            <Minus aria-hidden="true" />
          </Button>
          <Button size="icon-sm" variant="ghost" aria-label="Close Quick Notes" onClick={onClose}>
            <X aria-hidden="true" />
          </Button>
        </div>
      </div>
      {state.conflict && (
        <NoteConflict conflict={state.conflict} onResolve={(choice) => sync.resolveConflict(choice)} />
      )}
      {state.restoredOver !== null && (
        <NoteRestoredNotice
          onDiscard={() => sync.discardRestored()}
          onDismiss={() => sync.dismissRestored()}
        />
      )}
      {state.error && <p className="text-xs text-destructive">{state.error}</p>}
      {state.ready ? (
        <Textarea
          ref={textarea}
          aria-label="Quick Notes"
          placeholder="Names, follow-ups, ideas… saved as you type"
          value={state.text}
          maxLength={NOTE_MAX_LENGTH}
          onChange={(event) => sync.edit(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Escape') onMinimize()
          }}
          className="h-56 min-h-32 resize-y text-sm leading-relaxed"
        />
      ) : (
        <Skeleton className="h-56 w-full" />
      )}
      <div className="flex items-center justify-between gap-2 text-xs text-muted-foreground">
        <NoteStatusText status={state.status} />
        {state.text.length > NOTE_MAX_LENGTH * 0.9 && (
          <span className="tabular-nums">
            {formatNumber(state.text.length)} / {formatNumber(NOTE_MAX_LENGTH)}
          </span>
        )}
      </div>
    </div>
  )
}
