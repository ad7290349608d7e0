import type { z } from 'zod'
import { badRequest } from './http-error.ts'

// Keyset pages hand the client their last position as base64url JSON. What comes back is checked against
// what this API writes, so no crafted value (an impossible date, 2147483648, a NUL byte) reaches SQL.

export const FORGED_CURSOR = 'cursor: not a cursor this API returned; start again without it'

export function encodeKeysetCursor(position: readonly unknown[]): string {
  return Buffer.from(JSON.stringify(position)).toString('base64url')
}

/** The position a cursor carries, parsed by `payload`; 400 for anything this API did not write. */
export function decodeKeysetCursor<T extends z.ZodType>(raw: string, payload: T): z.output<T> {
  let json: unknown
  try {
    json = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'))
  } catch {
    throw badRequest(FORGED_CURSOR, 'cursor')
  }
  const parsed = payload.safeParse(json)
  if (!parsed.success) throw badRequest(FORGED_CURSOR, 'cursor')
  return parsed.data
}

// PostgreSQL's timestamptz::text, e.g. "2026-11-23 10:00:00.123456+00".
const timestampParts =
  /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2}):(\d{2})(?:\.\d{1,6})?(?:([+-])(\d{2})(?::?(\d{2}))?|Z)?$/

/** A timestamp PostgreSQL accepts: a real calendar date and time, an offset within ±14:59. */
export function isRealTimestamp(text: string): boolean {
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
