import type { BookmarkKind } from '@coldstart/contract'

/** The URL segment of each kind: /api/bookmarks/startups/:id, /api/bookmarks/internships/:id. */
export const kindPath = (kind: BookmarkKind, id: string) =>
  `/bookmarks/${kind === 'startup' ? 'startups' : 'internships'}/${encodeURIComponent(id)}`
