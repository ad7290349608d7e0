import { createHash } from 'node:crypto'

/** Keys longer than this are stored as a digest, so every counter costs about the same. */
export const RATE_LIMIT_KEY_MAX_LENGTH = 64

/**
 * The key a counter is stored under: short keys as they are, longer ones (a 254-character email) as `#` and
 * 132 bits of their SHA-256, which no chosen input can make collide with another's. A digest has no `@`, `.`
 * or `:`, so it never equals a short email, address or user id either.
 */
export function compactKey(key: string): string {
  if (key.length <= RATE_LIMIT_KEY_MAX_LENGTH) return key
  return `#${createHash('sha256').update(key).digest('base64url').slice(0, 22)}`
}
