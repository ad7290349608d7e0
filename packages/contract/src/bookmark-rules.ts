// Bookmarks' limits, kinds and fixed strings, without zod: the bookmarks page and its note editor import
// these, and with the schemas beside them each such page carried zod (about 27 KB gzip).

/** The longest note a bookmark keeps: a reminder beside a card, not a document (Quick Notes is for those). */
export const BOOKMARK_NOTE_MAX_LENGTH = 1_000
export const BOOKMARKS_PAGE_SIZE = 20
/** The most bookmarks one student keeps (startups and internships together). */
export const BOOKMARKS_MAX = 1_000
export const BOOKMARK_KINDS = ['startup', 'internship'] as const
export type BookmarkKind = (typeof BOOKMARK_KINDS)[number]

export const BOOKMARK_MESSAGES = {
  noteTooLong: `A note can be at most ${BOOKMARK_NOTE_MAX_LENGTH.toLocaleString('en-US')} characters`,
  noteNotText: 'Note must be text',
  startupMissing: "The startup you're looking for doesn't exist or has been removed.",
  internshipMissing: "The internship you're looking for doesn't exist or has been removed.",
  bookmarkMissing: 'Bookmark not found',
  full: `You have ${BOOKMARKS_MAX.toLocaleString('en-US')} bookmarks, the most you can keep. Remove some you no longer need, then save this one.`,
  internshipClosed: 'This internship is closed to applications, so it cannot be bookmarked.',
} as const
