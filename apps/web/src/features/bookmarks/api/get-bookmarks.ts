import type { BookmarkKind, BookmarkListResponse } from '@coldstart/contract'
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { queryKeys } from '@/lib/query-keys'

export function getBookmarks(
  kind: BookmarkKind | undefined,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<BookmarkListResponse> {
  const params = new URLSearchParams()
  if (kind) params.set('kind', kind)
  if (cursor) params.set('cursor', cursor)
  const query = params.size ? `?${params}` : ''
  return api.get<BookmarkListResponse>(`/bookmarks${query}`, { signal })
}

export const bookmarksQueryOptions = (kind: BookmarkKind | undefined) =>
  infiniteQueryOptions({
    queryKey: queryKeys.bookmarks.list(kind),
    meta: { what: 'your bookmarks' },
    queryFn: ({ pageParam, signal }) => getBookmarks(kind, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  })

/** The student's bookmarks (all, or one kind), newest first, a page at a time. */
export function useBookmarks(kind: BookmarkKind | undefined) {
  return useInfiniteQuery(bookmarksQueryOptions(kind))
}
