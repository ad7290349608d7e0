import { z } from 'zod'
import { safeText } from './text.ts'
import {
  BOOKMARK_KINDS,
  BOOKMARK_MESSAGES,
  BOOKMARK_NOTE_MAX_LENGTH,
  BOOKMARKS_PAGE_SIZE,
} from './bookmark-rules.ts'

// Bookmarks: a student's saved startups and internships, each with a short note of their own.

export const bookmarkId = z.uuid({ message: 'Bookmark id must be a UUID' })

const bookmarkNote = safeText.max(BOOKMARK_NOTE_MAX_LENGTH, BOOKMARK_MESSAGES.noteTooLong)

/**
 * PUT /api/bookmarks/startups/:id and …/internships/:id: save (idempotent). `note` is only stored when the
 * bookmark is new (Undo after Remove puts the note back); an existing bookmark keeps its note, edited by PATCH.
 */
export const saveBookmarkBody = z
  .object({ note: bookmarkNote.optional() })
  .nullish()
  .transform((v) => v ?? {})
export type SaveBookmarkBody = z.input<typeof saveBookmarkBody>

/** PATCH /api/bookmarks/:bookmarkId: the note, whole. */
export const updateBookmarkNoteBody = z.object({
  note: z.string({ message: BOOKMARK_MESSAGES.noteNotText }).pipe(bookmarkNote),
})
export type UpdateBookmarkNoteBody = z.infer<typeof updateBookmarkNoteBody>

/** The answer to a save or an unsave: where things stand for this student and this target. */
export const bookmarkState = z.object({
  saved: z.boolean(),
  /** the bookmark's id while saved, null once removed */
  bookmarkId: z.uuid().nullable(),
  note: z.string(),
  /** true when this request made (or removed) the bookmark, false when it was already so */
  changed: z.boolean(),
})
export type BookmarkState = z.infer<typeof bookmarkState>

/** PATCH answer. */
export const bookmarkNoteSaved = z.object({ id: z.uuid(), note: z.string(), updatedAt: z.string() })
export type BookmarkNoteSaved = z.infer<typeof bookmarkNoteSaved>

/** What a bookmarked startup's card needs. */
export const bookmarkedStartup = z.object({
  id: z.uuid(),
  name: z.string(),
  logoUrl: z.string().nullable(),
  sector: z.string().nullable(),
  location: z.string().nullable(),
  description: z.string().nullable(),
  isHiring: z.boolean(),
})
export type BookmarkedStartup = z.infer<typeof bookmarkedStartup>

/** What a bookmarked internship's card needs. `isOpen` is false once it is not active or its deadline passed. */
export const bookmarkedInternship = z.object({
  id: z.uuid(),
  title: z.string(),
  company: z.string(),
  startupId: z.uuid().nullable(),
  logoUrl: z.string().nullable(),
  location: z.string().nullable(),
  remote: z.boolean(),
  deadline: z.string().nullable(),
  stipendMin: z.number().int().nullable(),
  stipendMax: z.number().int().nullable(),
  isOpen: z.boolean(),
})
export type BookmarkedInternship = z.infer<typeof bookmarkedInternship>

const bookmarkBase = {
  id: z.uuid(),
  note: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
}

export const bookmarkItem = z.discriminatedUnion('kind', [
  z.object({ ...bookmarkBase, kind: z.literal('startup'), startup: bookmarkedStartup }),
  z.object({ ...bookmarkBase, kind: z.literal('internship'), internship: bookmarkedInternship }),
])
export type BookmarkItem = z.infer<typeof bookmarkItem>

/** GET /api/bookmarks: newest first, keyset paged. */
export const bookmarkListQuery = z.object({
  kind: z.enum(BOOKMARK_KINDS, { message: 'Kind must be startup or internship' }).optional(),
  cursor: z
    .string()
    .max(200)
    .regex(/^[\w-]*$/, 'not a cursor this API returned; start again without it')
    .optional(),
  limit: z.coerce.number().int().min(1).max(100).optional().default(BOOKMARKS_PAGE_SIZE),
})
export type BookmarkListQuery = z.input<typeof bookmarkListQuery>

export const bookmarkListResponse = z.object({
  items: z.array(bookmarkItem),
  nextCursor: z.string().nullable(),
  /** all of the student's bookmarks by kind, whatever the filter: the tabs' counts */
  counts: z.object({ all: z.number().int(), startup: z.number().int(), internship: z.number().int() }),
})
export type BookmarkListResponse = z.infer<typeof bookmarkListResponse>

/** GET /api/bookmarks/ids: what the student saved, so every card knows its state without a request each. */
export const bookmarkIdsResponse = z.object({
  startups: z.array(z.uuid()),
  internships: z.array(z.uuid()),
})
export type BookmarkIdsResponse = z.infer<typeof bookmarkIdsResponse>
