import { z } from 'zod'
import { safeText, type StartupSort } from '@coldstart/contract'
import { badRequest } from '../../lib/http-error.ts'
import { MAX_MATCH_SCORE } from '../../lib/match-score.ts'

/** Keyset position: relevance tier, the sort column's value (as text, exact) and the id that breaks ties. */
export interface Cursor {
  tier: number
  key: string
  id: string
}

export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify([cursor.tier, cursor.key, cursor.id])).toString('base64url')
}

// PostgreSQL's timestamptz::text, e.g. "2026-11-23 10:00:00.123456+00".
const timestampParts =
  /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2}):(\d{2})(?:\.\d{1,6})?(?:([+-])(\d{2})(?::?(\d{2}))?|Z)?$/

/** A timestamp PostgreSQL accepts: a real calendar date and time, an offset within ±14:59. */
function isRealTimestamp(text: string): boolean {
  const m = timestampParts.exec(text)
  if (!m) return false
  const [year, month, day, hour, minute, second, , offsetHours = '0', offsetMinutes = '0'] = m
    .slice(1)
    .map((part) => part ?? undefined)
  const [y, mo, d, h, mi, s] = [year, month, day, hour, minute, second].map(Number) as number[]
  const date = new Date(Date.UTC(y!, mo! - 1, d!, h, mi, s))
  return (
    y! >= 1 &&
    date.getUTCFullYear() === y &&
    date.getUTCMonth() === mo! - 1 &&
    date.getUTCDate() === d &&
    date.getUTCHours() === h &&
    date.getUTCMinutes() === mi &&
    date.getUTCSeconds() === s &&
    Number(offsetHours) <= 14 &&
    Number(offsetMinutes) < 60
  )
}

/** best-match's key: "score|created_at", a score this API can write and a real timestamp. */
export function isMatchKey(key: string): boolean {
  const m = /^(\d{1,3})\|(.+)$/.exec(key)
  return Boolean(m && Number(m[1]) <= MAX_MATCH_SCORE && isRealTimestamp(m[2]!))
}

// What a cursor decodes to: only values this API writes. The tier is one of the three relevance tiers, so
// no crafted number (2147483648, 1e308) reaches SQL; the key is storable text; the id a UUID.
const cursorPayload = z.tuple([z.int().min(0).max(2), safeText.max(500), z.uuid()])

const FORGED = 'cursor: not a cursor this API returned; start again without it'
const OTHER_SORT = 'cursor: it belongs to another sort order; start again without it'

/** The cursor's position, null without one; 400 for anything this API did not write for this sort. */
export function decodeCursor(raw: string | undefined, sort?: StartupSort): Cursor | null {
  if (!raw) return null
  let json: unknown
  try {
    json = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'))
  } catch {
    throw badRequest(FORGED, 'cursor')
  }
  const parsed = cursorPayload.safeParse(json)
  if (!parsed.success) throw badRequest(FORGED, 'cursor')
  const [tier, key, id] = parsed.data
  const byDate = sort === 'latest' || sort === 'oldest'
  if (byDate && !isRealTimestamp(key)) throw badRequest(OTHER_SORT, 'cursor')
  if (sort === 'best-match' && !isMatchKey(key)) throw badRequest(OTHER_SORT, 'cursor')
  return { tier, key, id }
}
