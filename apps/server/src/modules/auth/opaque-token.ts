import { createHash, randomBytes } from 'node:crypto'

/** 256 random bits as base64url (43 characters): refresh tokens and password reset links. */
export function newOpaqueToken(): string {
  return randomBytes(32).toString('base64url')
}

/** Only this reaches the database: a leaked table does not hand out working tokens. */
export function hashOpaqueToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}
