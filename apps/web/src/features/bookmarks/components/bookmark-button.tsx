import type { BookmarkKind } from '@coldstart/contract'
import { Bookmark, BookmarkCheck } from 'lucide-react'
import { toast } from '@/lib/toast'
import { Button } from '@/components/ui/button'
import { cn } from '@/lib/cn'
import { useIsBookmarked } from '../api/get-bookmark-ids'
import { useRemoveBookmark } from '../api/remove-bookmark'
import { useSaveBookmark } from '../api/save-bookmark'

type BookmarkButtonProps = {
  kind: BookmarkKind
  id: string
  /** the startup's name or the internship's title: "Save Kite Labs" */
  name: string
  /** `icon` on cards; `labelled` (icon + Save / Saved) in a detail page's header */
  variant?: 'icon' | 'labelled'
  className?: string
}

/**
 * Save / unsave one startup or internship. A toggle (aria-pressed) whose name says what it does or did; the
 * state flips at once and flips back, with a toast, when the server refuses.
 */
export function BookmarkButton({ kind, id, name, variant = 'icon', className }: BookmarkButtonProps) {
  const { data: saved = false, isPending } = useIsBookmarked(kind, id)
  const save = useSaveBookmark(kind, id)
  const remove = useRemoveBookmark(kind, id)

  function toggle() {
    if (saved)
      remove.mutate(undefined, {
        onError: (error) => toast.error(`Could not remove ${name} from your bookmarks: ${error.message}`),
      })
    else
      save.mutate(undefined, {
        onError: (error) => toast.error(`Could not save ${name}: ${error.message}`),
      })
  }

  const Icon = saved ? BookmarkCheck : Bookmark
  const label = saved ? `Saved ${name}` : `Save ${name}`
  const title = saved ? 'Saved. Click to remove from your bookmarks' : 'Save to your bookmarks'

  if (variant === 'labelled')
    return (
      <Button
        variant={saved ? 'secondary' : 'outline'}
        aria-pressed={saved}
        aria-label={label}
        title={title}
        disabled={isPending}
        onClick={toggle}
        className={className}
      >
        <Icon aria-hidden="true" className={cn(saved && 'fill-primary/15 text-primary')} />
        {saved ? 'Saved' : 'Save'}
      </Button>
    )

  return (
    <Button
      variant="ghost"
      size="icon-sm"
      aria-pressed={saved}
      aria-label={label}
      title={title}
      disabled={isPending}
      onClick={toggle}
      className={cn(
        'relative z-10 text-muted-foreground hover:text-foreground',
        saved && 'text-primary hover:text-primary',
        className,
      )}
    >
      <Icon aria-hidden="true" className={cn(saved && 'fill-primary/15')} />
    </Button>
  )
}
