import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'

type LoadMoreInternshipsProps = {
  hasMore: boolean
  isLoading: boolean
  failed: boolean
  shown: number
  onLoadMore: () => void
}

/** Below the grid: the next page on request (a page failed: try again), or a quiet end-of-list line. */
export function LoadMoreInternships({
  hasMore,
  isLoading,
  failed,
  shown,
  onLoadMore,
}: LoadMoreInternshipsProps) {
  return (
    <div className="flex min-h-16 flex-col items-center justify-center gap-3 py-4">
      {isLoading ? (
        <Spinner label="Loading more internships" />
      ) : hasMore ? (
        <>
          {failed && <p className="text-sm text-muted-foreground">More internships could not be loaded.</p>}
          <Button variant="outline" onClick={onLoadMore}>
            {failed ? 'Try again' : 'Load more internships'}
          </Button>
        </>
      ) : (
        shown > 0 && (
          <p className="text-sm text-muted-foreground">That is every open internship for these filters.</p>
        )
      )}
    </div>
  )
}
