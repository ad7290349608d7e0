import { createHash, createHmac, randomBytes } from 'node:crypto'

/** 256 random bits as base64url (43 characters): refresh tokens and password reset links. */
export function newOpaqueToken(): string {
  return randomBytes(32).toString('base64url')
}

/** Only this reaches the database: a leaked table does not hand out working tokens. */
export function hashOpaqueToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}

/**
 * The one refresh token that follows `token` (the sessions row `rowId`): the same each time that token is
 * rotated, so a retried or racing refresh gets the successor already stored instead of a second one. It needs
 * the token itself (only its hash is stored) and the row's random id (never sent to a client), so neither a
 * leaked table nor a stolen token alone yields the tokens that follow.
 */
export function successorToken(token: string, rowId: string): string {
  return createHmac('sha256', token).update(`coldstart refresh successor ${rowId}`).digest('base64url')
}
