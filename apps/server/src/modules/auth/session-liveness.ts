import { and, eq, gt, isNull, sql } from 'drizzle-orm'
import { LRUCache } from 'lru-cache'
import type { Db } from '../../db/client.ts'
import { sessions } from '../../db/schema/index.ts'

/**
 * Whether a sign-in (a refresh-token family) is still live: an access token is refused as soon as its
 * family is signed out or revoked, not when the token expires. Answers are cached briefly per database so a
 * busy user costs one indexed lookup every few seconds; revocations in this process drop the entry at once,
 * and another instance sees them within SESSION_LIVENESS_TTL_MS (docs/decisions/005).
 */
export const SESSION_LIVENESS_TTL_MS = 5_000

const caches = new WeakMap<Db, LRUCache<string, boolean>>()

function cacheOf(db: Db) {
  let cache = caches.get(db)
  if (!cache) {
    cache = new LRUCache<string, boolean>({ max: 50_000, ttl: SESSION_LIVENESS_TTL_MS })
    caches.set(db, cache)
  }
  return cache
}

export async function isSessionLive(db: Db, familyId: string): Promise<boolean> {
  const cache = cacheOf(db)
  const cached = cache.get(familyId)
  if (cached !== undefined) return cached
  const [row] = await db
    .select({ one: sql`1` })
    .from(sessions)
    .where(
      and(eq(sessions.familyId, familyId), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date())),
    )
    .limit(1)
  const live = Boolean(row)
  cache.set(familyId, live)
  return live
}

/** Called by every revocation: this process stops accepting those families' access tokens now. */
export function forgetSessions(db: Db, familyIds: Iterable<string>) {
  const cache = caches.get(db)
  if (!cache) return
  for (const id of familyIds) cache.delete(id)
}
