import { isCalendarDate, type InternshipSort } from '@coldstart/contract'
import { badRequest } from '../../lib/http-error.ts'
import { decodeCursor, encodeCursor, type Cursor } from '../startups/index.ts'

// The directory's keyset cursor, reused: same encoding and the same zod check of what it decodes to. The
// board has one relevance tier (0); the key is the sort column as text.
const OTHER_SORT = 'cursor: it belongs to another sort order; start again without it'

export function encodeInternshipCursor(key: string, id: string): string {
  return encodeCursor({ tier: 0, key, id })
}

/** The position after which the page starts, null without one; 400 for a cursor this sort did not write. */
export function decodeInternshipCursor(raw: string | undefined, sort: InternshipSort): Cursor | null {
  // 'newest' keys are timestamps and best-match's "score|timestamp": the directory checks exactly those
  const cursor = decodeCursor(raw, sort === 'newest' ? 'latest' : sort === 'best-match' ? sort : undefined)
  if (!cursor) return null
  const fits = sort === 'deadline' ? cursor.key === '' || isCalendarDate(cursor.key) : true
  if (cursor.tier !== 0 || !fits) throw badRequest(OTHER_SORT, 'cursor')
  return cursor
}
