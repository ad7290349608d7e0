import type { BookmarkKind } from '@coldstart/contract'

/** Query keys of the bookmarks feature; everything is per signed-in user (the cache is cleared on sign-out). */
export const bookmarkKeys = {
  all: ['bookmarks'] as const,
  ids: ['bookmarks', 'ids'] as const,
  lists: ['bookmarks', 'list'] as const,
  list: (kind: BookmarkKind | undefined) => ['bookmarks', 'list', kind ?? 'all'] as const,
}

/** The URL segment of each kind: /api/bookmarks/startups/:id, /api/bookmarks/internships/:id. */
export const kindPath = (kind: BookmarkKind, id: string) =>
  `/bookmarks/${kind === 'startup' ? 'startups' : 'internships'}/${encodeURIComponent(id)}`
