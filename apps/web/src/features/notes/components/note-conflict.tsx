import { Button } from '@/components/ui/button'
import type { ConflictChoice, NoteConflictState } from '../utils/note-sync-engine'

type Props = { conflict: NoteConflictState; onResolve: (choice: ConflictChoice) => void }

/** A save found a newer note from another tab or device: show theirs and let the user decide. */
export function NoteConflict({ conflict, onResolve }: Props) {
  return (
    <div
      role="alert"
      className="space-y-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm dark:border-amber-700/60 dark:bg-amber-950/40"
    >
      <p className="font-medium text-amber-900 dark:text-amber-200">
        This note was changed in another tab or device.
      </p>
      <div>
        <p className="text-xs text-muted-foreground">The other version:</p>
        <pre className="mt-1 max-h-24 overflow-auto rounded border bg-background p-2 font-sans text-xs whitespace-pre-wrap">
          {conflict.theirs || '(empty)'}
        </pre>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" onClick={() => onResolve('mine')}>
          Keep mine
        </Button>
        <Button size="sm" variant="outline" onClick={() => onResolve('theirs')}>
          Keep theirs
        </Button>
        <Button size="sm" variant="outline" onClick={() => onResolve('both')}>
          Keep both
        </Button>
      </div>
    </div>
  )
}
