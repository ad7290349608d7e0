import { z } from 'zod'
import { safeText, type StartupSort } from '@coldstart/contract'
import { badRequest } from '../../lib/http-error.ts'
import { decodeKeysetCursor, encodeKeysetCursor, isRealTimestamp } from '../../lib/keyset-cursor.ts'
import { MAX_MATCH_SCORE } from '../matching/index.ts'

/** Keyset position: relevance tier, the sort column's value (as text, exact) and the id that breaks ties. */
export interface Cursor {
  tier: number
  key: string
  id: string
}

export function encodeCursor(cursor: Cursor): string {
  return encodeKeysetCursor([cursor.tier, cursor.key, cursor.id])
}

/**
 * best-match's key, one spelling for the directory and the board: the row's score, then its created_at as
 * text ("7|2026-01-05 10:00:00+00"), since both sort by score, then newest.
 */
export function matchKey(score: number, createdAt: string): string {
  return `${score}|${createdAt}`
}

/** A match key's parts; decodeCursor has already refused a best-match cursor whose key isMatchKey rejects. */
export function parseMatchKey(key: string): { score: number; createdAt: string } {
  const bar = key.indexOf('|')
  return { score: Number(key.slice(0, bar)), createdAt: key.slice(bar + 1) }
}

/** A score this API can write and a real timestamp. */
export function isMatchKey(key: string): boolean {
  if (!/^\d{1,3}\|./.test(key)) return false
  const { score, createdAt } = parseMatchKey(key)
  return score <= MAX_MATCH_SCORE && isRealTimestamp(createdAt)
}

// What a cursor decodes to: only values this API writes. The tier is one of the three relevance tiers, so
// no crafted number (2147483648, 1e308) reaches SQL; the key is storable text; the id a UUID.
const cursorPayload = z.tuple([z.int().min(0).max(2), safeText.max(500), z.uuid()])

const OTHER_SORT = 'cursor: it belongs to another sort order; start again without it'

/** The cursor's position, null without one; 400 for anything this API did not write for this sort. */
export function decodeCursor(raw: string | undefined, sort?: StartupSort): Cursor | null {
  if (!raw) return null
  const [tier, key, id] = decodeKeysetCursor(raw, cursorPayload)
  const byDate = sort === 'latest' || sort === 'oldest'
  if (byDate && !isRealTimestamp(key)) throw badRequest(OTHER_SORT, 'cursor')
  if (sort === 'best-match' && !isMatchKey(key)) throw badRequest(OTHER_SORT, 'cursor')
  return { tier, key, id }
}
