import { randomUUID } from 'node:crypto'
import type { Db } from '../../db/client.ts'
import { recordActivity } from '../activity/index.ts'
import { hashOpaqueToken, newOpaqueToken, successorToken } from './opaque-token.ts'
import * as repo from './sessions.repository.ts'

// A rotated token used again this soon is a second tab or a retried request racing the first, not theft:
// it gets the same successor the first use got instead of revoking the family (the client serialises
// refreshes, so this only matters when a response is lost on the way).
export const REFRESH_REUSE_GRACE_MS = 10_000

export interface RequestContext {
  ip: string
  userAgent: string | undefined
}

export interface IssuedRefreshToken {
  token: string
  userId: string
  familyId: string
  expiresAt: Date
}

export type RotateOutcome =
  | { ok: true; refresh: IssuedRefreshToken }
  | { ok: false; reason: 'missing' | 'expired' | 'revoked' | 'reused' }

async function issueInFamily(
  db: Db,
  userId: string,
  familyId: string,
  ctx: RequestContext,
  ttlSeconds: number,
): Promise<IssuedRefreshToken> {
  const token = newOpaqueToken()
  const expiresAt = new Date(Date.now() + ttlSeconds * 1000)
  await repo.insertSession(db, {
    userId,
    familyId,
    tokenHash: hashOpaqueToken(token),
    expiresAt,
    userAgent: ctx.userAgent?.slice(0, 500) ?? null,
    ip: ctx.ip,
  })
  return { token, userId, familyId, expiresAt }
}

/** A new sign-in: a new family with its first refresh token. */
export function startSession(db: Db, userId: string, ctx: RequestContext, ttlSeconds: number) {
  return issueInFamily(db, userId, randomUUID(), ctx, ttlSeconds)
}

/**
 * Trades a refresh token for the next one of its family. Every token has one successor: using it again within
 * the grace period returns that same successor (one live branch per sign-in); using it again later means it
 * was copied, so the whole family is revoked and the event logged.
 */
export async function rotateSession(
  db: Db,
  token: string | undefined,
  ctx: RequestContext,
  ttlSeconds: number,
): Promise<RotateOutcome> {
  if (!token) return { ok: false, reason: 'missing' }
  const tokenHash = hashOpaqueToken(token)
  const row = await repo.findSessionByTokenHash(db, tokenHash)
  if (!row) return { ok: false, reason: 'missing' }
  if (row.revokedAt) return { ok: false, reason: 'revoked' }
  if (row.expiresAt.getTime() <= Date.now()) return { ok: false, reason: 'expired' }

  const next = successorToken(token, row.id)
  const issued = await repo.rotateToSuccessor(db, row.id, REFRESH_REUSE_GRACE_MS, {
    tokenHash: hashOpaqueToken(next),
    expiresAt: new Date(Date.now() + ttlSeconds * 1000),
    userAgent: ctx.userAgent?.slice(0, 500) ?? null,
    ip: ctx.ip,
  })
  if (issued) {
    return {
      ok: true,
      refresh: { token: next, userId: row.userId, familyId: row.familyId, expiresAt: issued.expiresAt },
    }
  }
  // refused: read again to tell why (revoked or expired meanwhile, else used before the grace period)
  const now = await repo.findSessionByTokenHash(db, tokenHash)
  if (!now || now.revokedAt) return { ok: false, reason: 'revoked' }
  if (now.expiresAt.getTime() <= Date.now()) return { ok: false, reason: 'expired' }
  const revoked = await repo.revokeFamily(db, row.familyId)
  await recordActivity(db, {
    action: 'refresh_token_reused',
    entityType: 'session',
    entityId: row.familyId,
    userId: row.userId,
    ip: ctx.ip,
    details: { revokedTokens: revoked },
  })
  return { ok: false, reason: 'reused' }
}

/** Sign-out: the family of the presented token stops working, whichever of its tokens it was. */
export async function endSession(db: Db, token: string | undefined): Promise<{ userId: string } | null> {
  if (!token) return null
  const row = await repo.findSessionByTokenHash(db, hashOpaqueToken(token))
  if (!row) return null
  await repo.revokeFamily(db, row.familyId)
  return { userId: row.userId }
}

/** Sign-out by access token: the sign-in (refresh-token family) it was issued for stops working. */
export async function endSessionFamily(db: Db, familyId: string): Promise<void> {
  await repo.revokeFamily(db, familyId)
}
