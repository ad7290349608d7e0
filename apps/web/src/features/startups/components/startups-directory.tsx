import { type StartupCard as StartupCardData } from '@coldstart/contract'
import { useCallback, useMemo, type ReactNode } from 'react'
import { MatchProfileHint } from '@/components/match-profile-hint'
import { StaleDataNote } from '@/components/feedback/stale-data-note'
import { CardGridSkeleton } from '@/components/skeletons/card-grid-skeleton'
import { useAppPaths } from '@/hooks/use-app-paths'
import { SortSelect } from '@/components/ui/sort-select'
import { LoadMore, type LoadMoreText } from '@/components/ui/load-more'
import { cn } from '@/lib/cn'
import { useStartups } from '../api/get-startups'
import { useDebouncedValue } from '@/hooks/use-debounced-value'
import { useStagedCount } from '@/hooks/use-staged-count'
import { useLoadMoreOnScroll } from '../hooks/use-load-more-on-scroll'
import { usePersistedScroll } from '../hooks/use-persisted-scroll'
import { useStartupFilters } from '../hooks/use-startup-filters'
import { formatCount } from '../utils/format'
import { SectorChips } from './sector-chips'
import { StartupCard } from './startup-card'
import { StartupSearchInput } from './startup-search-input'
import { StartupsEmptyState } from './startups-empty-state'
import { SORT_LABELS } from '../utils/sort-options'
import { ALL_SECTORS } from '../utils/all-sectors'

const LOAD_MORE_TEXT: LoadMoreText = {
  loading: 'Loading more startups',
  button: 'Load more',
  failed: 'More startups could not be loaded.',
  end: 'You have reached the end of the list.',
}

const SEARCH_DEBOUNCE_MS = 250
// Rendered at once when the list first fills (a phone's screen and more); the rest follow in the background.
const FIRST_CARDS = 6
// 1 column on phones, 2 from `sm`, 3 once the sidebar leaves room for three readable cards.
const GRID_CLASSES = 'grid gap-4 sm:grid-cols-2 lg:grid-cols-2 xl:grid-cols-3'

/** The startup directory: search, sort, sector chips and a grid that grows as the user scrolls. */
export function StartupsDirectory({
  renderCardActions,
}: {
  /** the app's buttons for one card (e.g. save): this feature does not know about them */
  renderCardActions?: (startup: StartupCardData) => ReactNode
} = {}) {
  const { filters, setQuery, setSort, setSector } = useStartupFilters()
  const debouncedQuery = useDebouncedValue(filters.query, SEARCH_DEBOUNCE_MS)
  const listFilters = useMemo(
    () => ({ q: debouncedQuery.trim(), sort: filters.sort, sector: filters.sector }),
    [debouncedQuery, filters.sort, filters.sector],
  )
  const list = useStartups(listFilters)
  const appPaths = useAppPaths()

  const pages = list.data?.pages
  const firstPage = pages?.[0]
  const pageCount = pages?.length ?? 0
  // Keyset pages never overlap, but a startup edited between two page loads could; React keys must not.
  const items = useMemo(() => {
    const seen = new Set<string>()
    return (pages ?? [])
      .flatMap((page) => page.items)
      .filter((s) => !seen.has(s.id) && Boolean(seen.add(s.id)))
  }, [pages])

  const shown = useStagedCount(items.length, FIRST_CARDS)
  const allShown = shown === items.length

  const { fetchNextPage } = list
  const loadMore = useCallback(() => void fetchNextPage({ cancelRefetch: false }), [fetchNextPage])
  const hasMore = Boolean(list.hasNextPage) && !list.isPlaceholderData
  // The previous results, dimmed, while the new ones cannot come: offline (the read waits) or failing.
  const stale = list.isPlaceholderData && (list.fetchStatus === 'paused' || list.failureCount > 0)
  const isFiltering = listFilters.q !== '' || listFilters.sector !== ALL_SECTORS

  usePersistedScroll({
    ready: list.isSuccess && !list.isPlaceholderData && allShown,
    hasMore,
    isLoadingMore: list.isFetchingNextPage,
    pageCount,
    loadMore,
  })
  const sentinelRef = useLoadMoreOnScroll<HTMLDivElement>({
    enabled: hasMore && allShown && !list.isFetchingNextPage && !list.isFetchNextPageError,
    onLoadMore: loadMore,
    pageCount,
  })

  const allCount = firstPage?.allSectorsTotal

  return (
    <div className="space-y-6">
      <div className="space-y-4">
        <div className="flex flex-col gap-3 sm:flex-row">
          <StartupSearchInput value={filters.query} onChange={setQuery} />
          <SortSelect value={filters.sort} onChange={setSort} labels={SORT_LABELS} />
        </div>
        <SectorChips
          sectors={firstPage?.sectors ?? (list.isError ? [] : undefined)}
          allCount={allCount}
          allCountAtLeast={firstPage?.allSectorsTotalAtLeast}
          selected={filters.sector}
          onSelect={setSector}
        />
      </div>

      <section
        aria-label="Startups"
        aria-busy={list.isFetching && !list.isFetchingNextPage}
        className="space-y-4"
      >
        <p role="status" className="min-h-5 text-sm font-medium text-muted-foreground">
          {firstPage ? formatCount(firstPage.total, 'startup', { atLeast: firstPage.totalAtLeast }) : ''}
        </p>

        {listFilters.sort === 'best-match' && firstPage?.matchProfile === false && (
          <MatchProfileHint settingsHref={appPaths.settings} firstRunHref={appPaths.welcome('skills')} />
        )}

        {list.isPending ? (
          <CardGridSkeleton count={6} className={GRID_CLASSES} />
        ) : items.length === 0 ? (
          <StartupsEmptyState
            isFiltering={isFiltering}
            onRetry={list.isError ? () => void list.refetch() : undefined}
          />
        ) : (
          <>
            {stale && <StaleDataNote onRetry={() => void list.refetch()} />}
            <ul
              className={cn(GRID_CLASSES, 'transition-opacity', list.isPlaceholderData && 'opacity-60')}
              aria-label="Startup results"
            >
              {items.slice(0, shown).map((startup) => (
                <li key={startup.id}>
                  <StartupCard
                    startup={startup}
                    href={appPaths.startup(startup.id)}
                    actions={renderCardActions?.(startup)}
                    matchReasons={listFilters.sort === 'best-match' ? startup.matchReasons : undefined}
                  />
                </li>
              ))}
            </ul>
            <LoadMore
              text={LOAD_MORE_TEXT}
              sentinelRef={sentinelRef}
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
