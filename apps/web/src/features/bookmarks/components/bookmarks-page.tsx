import { BOOKMARK_KINDS, type BookmarkKind } from '@coldstart/contract'
import { useSearchParams } from 'react-router'
import { Button } from '@/components/ui/button'
import { useBookmarks } from '../api/get-bookmarks'
import { BookmarkKindFilter } from './bookmark-kind-filter'
import { BookmarksEmptyState } from './bookmarks-empty-state'
import { BookmarksSkeleton } from './bookmarks-skeleton'
import { InternshipBookmarkCard } from './internship-bookmark-card'
import { StartupBookmarkCard } from './startup-bookmark-card'

const GRID_CLASSES = 'grid gap-4 xl:grid-cols-2'

const kindOf = (raw: string | null): BookmarkKind | undefined => BOOKMARK_KINDS.find((kind) => kind === raw)

/** The student's saved startups and internships, newest first, filtered by kind (kept in the URL). */
export function BookmarksPage() {
  const [params, setParams] = useSearchParams()
  const kind = kindOf(params.get('kind'))
  const list = useBookmarks(kind)
  const items = list.data?.pages.flatMap((page) => page.items) ?? []
  const counts = list.data?.pages[0]?.counts

  function setKind(next: BookmarkKind | undefined) {
    setParams(next ? { kind: next } : {}, { replace: true })
  }

  return (
    <div className="space-y-6">
      <BookmarkKindFilter value={kind} counts={counts} onChange={setKind} />
      <section aria-label="Saved" aria-busy={list.isPending} className="space-y-4">
        {list.isPending ? (
          <>
            <p role="status" className="sr-only">
              Loading your bookmarks
            </p>
            <BookmarksSkeleton className={GRID_CLASSES} />
          </>
        ) : items.length === 0 ? (
          <BookmarksEmptyState kind={kind} onRetry={list.isError ? () => void list.refetch() : undefined} />
        ) : (
          <>
            <ul className={GRID_CLASSES} aria-label="Bookmarks">
              {items.map((bookmark) => (
                <li key={bookmark.id}>
                  {bookmark.kind === 'startup' ? (
                    <StartupBookmarkCard bookmark={bookmark} />
                  ) : (
                    <InternshipBookmarkCard bookmark={bookmark} />
                  )}
                </li>
              ))}
            </ul>
            {list.hasNextPage && (
              <div className="flex justify-center">
                <Button
                  variant="outline"
                  onClick={() => void list.fetchNextPage()}
                  disabled={list.isFetchingNextPage}
                >
                  {list.isFetchingNextPage ? 'Loading…' : 'Show more'}
                </Button>
              </div>
            )}
          </>
        )}
      </section>
    </div>
  )
}
