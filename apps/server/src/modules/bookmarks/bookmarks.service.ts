import { z } from 'zod'
import {
  BOOKMARK_MESSAGES,
  type BookmarkIdsResponse,
  type BookmarkItem,
  type BookmarkKind,
  type BookmarkListResponse,
  type BookmarkNoteSaved,
  type BookmarkState,
} from '@coldstart/contract'
import type { Db } from '../../db/client.ts'
import { HttpError, notFound } from '../../lib/http-error.ts'
import { decodeKeysetCursor, encodeKeysetCursor } from '../../lib/keyset-cursor.ts'
import * as repo from './bookmarks.repository.ts'

const MISSING: Record<BookmarkKind, string> = {
  startup: BOOKMARK_MESSAGES.startupMissing,
  internship: BOOKMARK_MESSAGES.internshipMissing,
}

/**
 * Save (idempotent). 404 when there is no such startup, or no internship a student may see; 409 for a new
 * bookmark on a closed internship, or past BOOKMARKS_MAX.
 */
export async function save(
  db: Db,
  userId: string,
  kind: BookmarkKind,
  targetId: string,
  note = '',
): Promise<BookmarkState> {
  const outcome = await repo.saveBookmark(db, userId, kind, targetId, note)
  if (outcome.kind === 'missing') throw notFound(MISSING[kind])
  if (outcome.kind === 'closed') throw new HttpError(409, BOOKMARK_MESSAGES.internshipClosed)
  if (outcome.kind === 'full') throw new HttpError(409, BOOKMARK_MESSAGES.full)
  return { saved: true, bookmarkId: outcome.bookmarkId, note: outcome.note, changed: outcome.created }
}

/** Unsave (idempotent): removing what is not saved, or not there at all, is answered the same way. */
export async function unsave(
  db: Db,
  userId: string,
  kind: BookmarkKind,
  targetId: string,
): Promise<BookmarkState> {
  const removed = await repo.removeBookmark(db, userId, kind, targetId)
  return { saved: false, bookmarkId: null, note: '', changed: removed }
}

export async function saveNote(
  db: Db,
  userId: string,
  bookmarkId: string,
  note: string,
): Promise<BookmarkNoteSaved> {
  const saved = await repo.updateNote(db, userId, bookmarkId, note)
  // another student's bookmark is answered exactly like one that does not exist
  if (!saved) throw notFound(BOOKMARK_MESSAGES.bookmarkMissing)
  return saved
}

// ---- the list ----------------------------------------------------------------------------------------

const cursorPayload = z.tuple([z.int().min(0).max(Number.MAX_SAFE_INTEGER), z.uuid()])

export function encodeCursor(cursor: repo.BookmarkCursor): string {
  return encodeKeysetCursor([cursor.micros, cursor.id])
}

export function decodeCursor(raw: string | undefined): repo.BookmarkCursor | null {
  if (!raw) return null
  const [micros, id] = decodeKeysetCursor(raw, cursorPayload)
  return { micros, id }
}

function toItem(row: repo.BookmarkRow): BookmarkItem {
  const base = { id: row.id, note: row.note, createdAt: row.createdAt, updatedAt: row.updatedAt }
  if (row.startupId)
    return {
      ...base,
      kind: 'startup',
      startup: {
        id: row.startupId,
        name: row.startupName!,
        logoUrl: row.startupLogoUrl,
        sector: row.startupSector,
        location: row.startupLocation,
        description: row.startupDescription,
        isHiring: row.startupIsHiring ?? false,
      },
    }
  return {
    ...base,
    kind: 'internship',
    internship: {
      id: row.internshipId!,
      title: row.internshipTitle!,
      company: row.internshipCompany!,
      startupId: row.internshipStartupId,
      logoUrl: row.internshipLogoUrl,
      location: row.internshipLocation,
      remote: row.internshipRemote ?? false,
      deadline: row.internshipDeadline,
      stipendMin: row.internshipStipendMin,
      stipendMax: row.internshipStipendMax,
      isOpen: row.internshipIsOpen ?? false,
    },
  }
}

export async function list(
  db: Db,
  userId: string,
  query: { kind?: BookmarkKind; cursor?: string; limit: number },
): Promise<BookmarkListResponse> {
  const after = decodeCursor(query.cursor)
  // one extra row tells whether another page follows
  const [rows, counts] = await Promise.all([
    repo.listBookmarks(db, userId, { kind: query.kind, after, limit: query.limit + 1 }),
    repo.countBookmarks(db, userId),
  ])
  const page = rows.slice(0, query.limit)
  const last = page.at(-1)
  const nextCursor =
    rows.length > query.limit && last
      ? encodeCursor({ micros: Number(last.createdMicros), id: last.id })
      : null
  return {
    items: page.map(toItem),
    nextCursor,
    counts: { all: counts.startup + counts.internship, ...counts },
  }
}

export async function ids(db: Db, userId: string): Promise<BookmarkIdsResponse> {
  return repo.listBookmarkedIds(db, userId)
}
