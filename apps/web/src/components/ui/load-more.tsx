import type { Ref } from 'react'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'

export type LoadMoreText = {
  /** the spinner's label while the next page loads */
  loading: string
  /** the button's text */
  button: string
  /** said above "Try again" when a page failed */
  failed: string
  /** the quiet line once every page is shown */
  end: string
}

type LoadMoreProps = {
  text: LoadMoreText
  hasMore: boolean
  isLoading: boolean
  failed: boolean
  shown: number
  onLoadMore: () => void
  /** an invisible trigger for loading on scroll, where the list has one */
  sentinelRef?: Ref<HTMLDivElement>
}

/**
 * Below a paged list: the next page on request (a real button for keyboard and assistive-tech users, and
 * "Try again" when a page failed), or a quiet end-of-list line.
 */
export function LoadMore({
  text,
  hasMore,
  isLoading,
  failed,
  shown,
  onLoadMore,
  sentinelRef,
}: LoadMoreProps) {
  return (
    <div ref={sentinelRef} className="flex min-h-16 flex-col items-center justify-center gap-3 py-4">
      {isLoading ? (
        <Spinner label={text.loading} />
      ) : hasMore ? (
        <>
          {failed && <p className="text-sm text-muted-foreground">{text.failed}</p>}
          <Button variant="outline" onClick={onLoadMore}>
            {failed ? 'Try again' : text.button}
          </Button>
        </>
      ) : (
        shown > 0 && <p className="text-sm text-muted-foreground">{text.end}</p>
      )}
    </div>
  )
}
