import { plural } from '@coldstart/contract'
import { useCallback, useMemo, type ReactNode } from 'react'
import type { InternshipCard as InternshipCardData } from '@coldstart/contract'
import { MatchProfileHint } from '@/components/match-profile-hint'
import { StaleDataNote } from '@/components/feedback/stale-data-note'
import { CardGridSkeleton } from '@/components/skeletons/card-grid-skeleton'
import { SearchInput } from '@/components/ui/search-input'
import { useAppPaths } from '@/hooks/use-app-paths'
import { useDebouncedValue } from '@/hooks/use-debounced-value'
import { SortSelect } from '@/components/ui/sort-select'
import { LoadMore, type LoadMoreText } from '@/components/ui/load-more'
import { cn } from '@/lib/cn'
import { useInternships } from '../api/get-internships'
import { useInternshipFilters } from '../hooks/use-internship-filters'
import { InternshipCard } from './internship-card'
import { InternshipFilters } from './internship-filters'
import { InternshipFiltersSheet } from './internship-filters-sheet'
import { InternshipsEmptyState } from './internships-empty-state'
import { SORT_LABELS } from '../utils/filter-options'

const LOAD_MORE_TEXT: LoadMoreText = {
  loading: 'Loading more internships',
  button: 'Load more internships',
  failed: 'More internships could not be loaded.',
  end: 'That is every open internship for these filters.',
}

const TYPING_DEBOUNCE_MS = 250
const GRID_CLASSES = 'grid gap-4 sm:grid-cols-2 lg:grid-cols-2 xl:grid-cols-3'

type InternshipsBoardProps = {
  /** top right of each card (the app puts a Save button there) */
  cardActions?: (internship: InternshipCardData) => ReactNode
}

/** The Internships board: search, filters and sort (kept in the URL), cards in keyset pages. */
export function InternshipsBoard({ cardActions }: InternshipsBoardProps) {
  const controls = useInternshipFilters()
  const { filters } = controls
  const query = useDebouncedValue(filters.query.trim(), TYPING_DEBOUNCE_MS)
  const city = useDebouncedValue(filters.city.trim(), TYPING_DEBOUNCE_MS)
  const listFilters = useMemo(
    () => ({
      q: query,
      city,
      sector: filters.sector,
      remote: filters.remote,
      minStipend: filters.minStipend,
      maxDuration: filters.maxDuration,
      sort: filters.sort,
    }),
    [query, city, filters.sector, filters.remote, filters.minStipend, filters.maxDuration, filters.sort],
  )
  const list = useInternships(listFilters)
  const appPaths = useAppPaths()

  const pages = list.data?.pages
  const firstPage = pages?.[0]
  // Keyset pages never overlap, but a posting edited between two page loads could; React keys must not.
  const items = useMemo(() => {
    const seen = new Set<string>()
    return (pages ?? []).flatMap((p) => p.items).filter((i) => !seen.has(i.id) && Boolean(seen.add(i.id)))
  }, [pages])

  const { fetchNextPage } = list
  const loadMore = useCallback(() => void fetchNextPage({ cancelRefetch: false }), [fetchNextPage])
  const hasMore = Boolean(list.hasNextPage) && !list.isPlaceholderData
  // The previous results, dimmed, while the new ones cannot come: offline (the read waits) or failing.
  const stale = list.isPlaceholderData && (list.fetchStatus === 'paused' || list.failureCount > 0)
  const total = firstPage?.total

  return (
    <div className="space-y-6">
      <div className="space-y-4">
        <div className="flex flex-col gap-3 sm:flex-row">
          <SearchInput
            value={filters.query}
            onChange={controls.setQuery}
            label="Search internships"
            placeholder="Search by role, company or skill..."
            className="flex-1"
          />
          <SortSelect
            value={filters.sort}
            onChange={controls.setSort}
            labels={SORT_LABELS}
            className="sm:w-52"
          />
        </div>
        {/* a phone: behind one button, in a sheet; wider: in the page */}
        <InternshipFiltersSheet {...controls} sectors={firstPage?.sectors ?? []} />
        <div className="hidden sm:block">
          <InternshipFilters {...controls} sectors={firstPage?.sectors ?? []} />
        </div>
      </div>

      <section
        aria-label="Internships"
        aria-busy={list.isFetching && !list.isFetchingNextPage}
        className="space-y-4"
      >
        <p role="status" className="min-h-5 text-sm font-medium text-muted-foreground">
          {total === undefined ? '' : plural(total, 'open internship')}
        </p>

        {listFilters.sort === 'best-match' && firstPage?.matchProfile === false && (
          <MatchProfileHint settingsHref={appPaths.settings} firstRunHref={appPaths.welcome('skills')} />
        )}

        {list.isPending ? (
          <CardGridSkeleton count={6} className={GRID_CLASSES} />
        ) : items.length === 0 ? (
          <InternshipsEmptyState
            onRetry={list.isError ? () => void list.refetch() : undefined}
            onClearFilters={controls.isFiltering ? controls.clearFilters : undefined}
          />
        ) : (
          <>
            {stale && <StaleDataNote onRetry={() => void list.refetch()} />}
            <ul
              aria-label="Internship results"
              className={cn(GRID_CLASSES, 'transition-opacity', list.isPlaceholderData && 'opacity-60')}
            >
              {items.map((internship) => (
                <li key={internship.id}>
                  <InternshipCard
                    internship={internship}
                    href={appPaths.internship(internship.id)}
                    startupHref={internship.startup && appPaths.startup(internship.startup.id)}
                    actions={cardActions?.(internship)}
                    matchReasons={listFilters.sort === 'best-match' ? internship.matchReasons : undefined}
                  />
                </li>
              ))}
            </ul>
            <LoadMore
              text={LOAD_MORE_TEXT}
              hasMore={hasMore}
              isLoading={list.isFetchingNextPage}
              failed={list.isFetchNextPageError}
              shown={items.length}
              onLoadMore={loadMore}
            />
          </>
        )}
      </section>
    </div>
  )
}
