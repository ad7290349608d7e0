import type { BookmarkIdsResponse, BookmarkKind } from '@coldstart/contract'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { queryKeys } from '@/lib/query-keys'

export function getBookmarkIds(signal?: AbortSignal): Promise<BookmarkIdsResponse> {
  return api.get<BookmarkIdsResponse>('/bookmarks/ids', { signal })
}

export const bookmarkIdsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.bookmarks.ids,
    meta: { what: 'your bookmarks' },
    queryFn: ({ signal }) => getBookmarkIds(signal),
    staleTime: 60_000,
  })

/**
 * Whether the signed-in student saved this startup or internship. One request answers for every card on the
 * page; it is the student's own list, never part of the shared directory pages.
 */
export function useIsBookmarked(kind: BookmarkKind, id: string) {
  return useQuery({
    ...bookmarkIdsQueryOptions(),
    select: (ids) => (kind === 'startup' ? ids.startups : ids.internships).includes(id),
  })
}
