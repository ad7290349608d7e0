import { X } from 'lucide-react'
import { Button } from '@/components/ui/button'

type Props = { onDiscard: () => void; onDismiss: () => void }

/** Unsaved text from an earlier visit was put back (and is being saved); the user may undo that. */
export function NoteRestoredNotice({ onDiscard, onDismiss }: Props) {
  return (
    <div className="flex items-center gap-2 rounded-md border bg-muted/50 px-3 py-2 text-xs">
      <p className="flex-1">Restored changes that had not been saved.</p>
      <Button size="sm" variant="ghost" className="h-7 px-2" onClick={onDiscard}>
        Discard
      </Button>
      <Button size="icon-sm" variant="ghost" className="size-7" aria-label="Dismiss" onClick={onDismiss}>
        <X aria-hidden="true" />
      </Button>
    </div>
  )
}
