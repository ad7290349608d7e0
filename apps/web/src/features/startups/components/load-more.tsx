import type { Ref } from 'react'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'

type LoadMoreProps = {
  sentinelRef: Ref<HTMLDivElement>
  hasMore: boolean
  isLoading: boolean
  failed: boolean
  shown: number
  onLoadMore: () => void
}

/**
 * Below the grid: the invisible trigger for loading on scroll, plus a real button for keyboard and
 * assistive-tech users (and for when a page failed), and a quiet end-of-list line.
 */
export function LoadMore({ sentinelRef, hasMore, isLoading, failed, shown, onLoadMore }: LoadMoreProps) {
  return (
    <div ref={sentinelRef} className="flex min-h-16 flex-col items-center justify-center gap-3 py-4">
      {isLoading ? (
        <Spinner label="Loading more startups" />
      ) : hasMore ? (
        <>
          {failed && <p className="text-sm text-muted-foreground">More startups could not be loaded.</p>}
          <Button variant="outline" onClick={onLoadMore}>
            {failed ? 'Try again' : 'Load more'}
          </Button>
        </>
      ) : (
        shown > 0 && <p className="text-sm text-muted-foreground">You have reached the end of the list.</p>
      )}
    </div>
  )
}
