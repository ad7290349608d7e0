import type { BookmarkKind } from '@coldstart/contract'
import { Trash2 } from 'lucide-react'
import { toast } from '@/lib/toast'
import { Button } from '@/components/ui/button'
import { useRemoveBookmark } from '../api/remove-bookmark'
import { useSaveBookmark } from '../api/save-bookmark'

type RemoveBookmarkButtonProps = { kind: BookmarkKind; id: string; name: string; note: string }

/** Remove from the Bookmarks page, with Undo in the toast: Undo saves it again with the same note. */
export function RemoveBookmarkButton({ kind, id, name, note }: RemoveBookmarkButtonProps) {
  const remove = useRemoveBookmark(kind, id)
  const save = useSaveBookmark(kind, id)

  function undo() {
    save.mutateAsync(note).catch((error: Error) => toast.error(`Could not restore ${name}: ${error.message}`))
  }

  function onRemove() {
    // mutateAsync: the card leaves the list at once, and a failure must still be told
    remove.mutateAsync().catch((error: Error) => toast.error(`Could not remove ${name}: ${error.message}`))
    toast(`Removed ${name} from your bookmarks`, { action: { label: 'Undo', onClick: undo } })
  }

  return (
    <Button
      variant="ghost"
      size="icon-sm"
      aria-label={`Remove ${name}`}
      title="Remove from bookmarks"
      onClick={onRemove}
      className="text-muted-foreground hover:text-destructive"
    >
      <Trash2 aria-hidden="true" />
    </Button>
  )
}
