import type { BookmarkIdsResponse, BookmarkKind, BookmarkListResponse } from '@coldstart/contract'
import type { InfiniteData, QueryClient } from '@tanstack/react-query'
import { queryKeys } from '@/lib/query-keys'

type ListData = InfiniteData<BookmarkListResponse, string | null>

export function isSavedInCache(qc: QueryClient, kind: BookmarkKind, id: string): boolean {
  const ids = qc.getQueryData<BookmarkIdsResponse>(queryKeys.bookmarks.ids)
  return Boolean(ids && (kind === 'startup' ? ids.startups : ids.internships).includes(id))
}

/** Marks one target saved or not in the cached ids, at once (the request follows). */
export function setSavedInCache(qc: QueryClient, kind: BookmarkKind, id: string, saved: boolean) {
  qc.setQueryData<BookmarkIdsResponse>(queryKeys.bookmarks.ids, (ids) => {
    if (!ids) return ids
    const field = kind === 'startup' ? 'startups' : 'internships'
    const rest = ids[field].filter((x) => x !== id)
    return { ...ids, [field]: saved ? [...rest, id] : rest }
  })
}

/** Takes one bookmark off every cached list page and out of the tab counts. */
export function dropFromLists(qc: QueryClient, kind: BookmarkKind, targetId: string) {
  qc.setQueriesData<ListData>({ queryKey: queryKeys.bookmarks.lists }, (data) => {
    if (!data) return data
    const found = data.pages.some((p) => p.items.some((b) => targetOf(b) === targetId))
    if (!found) return data
    return {
      ...data,
      pages: data.pages.map((page) => ({
        ...page,
        items: page.items.filter((b) => targetOf(b) !== targetId),
        counts: {
          ...page.counts,
          all: Math.max(0, page.counts.all - 1),
          [kind]: Math.max(0, page.counts[kind] - 1),
        },
      })),
    }
  })
}

/** Puts a saved note into every cached list page, so switching tabs shows it without a refetch. */
export function setNoteInLists(qc: QueryClient, bookmarkId: string, note: string) {
  qc.setQueriesData<ListData>({ queryKey: queryKeys.bookmarks.lists }, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            items: page.items.map((b) => (b.id === bookmarkId ? { ...b, note } : b)),
          })),
        }
      : data,
  )
}

const targetOf = (b: BookmarkListResponse['items'][number]) =>
  b.kind === 'startup' ? b.startup.id : b.internship.id
