// Bookmarks' limits, kinds and fixed strings, without zod: the bookmarks page and its note editor import
// these, and with the schemas beside them each such page carried zod (about 27 KB gzip).

/** The longest note a bookmark keeps: a reminder beside a card, not a document (Quick Notes is for those). */
export const BOOKMARK_NOTE_MAX_LENGTH = 1_000
export const BOOKMARKS_PAGE_SIZE = 20
export const BOOKMARK_KINDS = ['startup', 'internship'] as const
export type BookmarkKind = (typeof BOOKMARK_KINDS)[number]

export const BOOKMARK_MESSAGES = {
  noteTooLong: `A note can be at most ${BOOKMARK_NOTE_MAX_LENGTH.toLocaleString('en-US')} characters`,
  noteNotText: 'Note must be text',
  startupMissing: "The startup you're looking for doesn't exist or has been removed.",
  internshipMissing: "The internship you're looking for doesn't exist or has been removed.",
  bookmarkMissing: 'Bookmark not found',
} as const
