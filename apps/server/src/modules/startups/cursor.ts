import { badRequest } from '../../lib/http-error.ts'

/** Keyset position: relevance tier, the sort column's value (as text, exact) and the id that breaks ties. */
export interface Cursor {
  tier: number
  key: string
  id: string
}

export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify([cursor.tier, cursor.key, cursor.id])).toString('base64url')
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

export function decodeCursor(raw: string | undefined): Cursor | null {
  if (!raw) return null
  try {
    const value: unknown = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'))
    if (
      Array.isArray(value) &&
      value.length === 3 &&
      Number.isInteger(value[0]) &&
      typeof value[1] === 'string' &&
      typeof value[2] === 'string' &&
      uuidPattern.test(value[2])
    ) {
      return { tier: value[0] as number, key: value[1], id: value[2] }
    }
  } catch {
    // fall through to the 400 below
  }
  throw badRequest('cursor: not a cursor this API returned; start again without it', 'cursor')
}
