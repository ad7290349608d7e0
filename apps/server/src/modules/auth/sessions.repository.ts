import { and, eq, isNull, ne, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { sessions, type NewSession, type Session } from '../../db/schema/index.ts'
import { forgetSessions } from './session-liveness.ts'

export async function insertSession(db: Db, values: NewSession): Promise<Session> {
  const [row] = await db.insert(sessions).values(values).returning()
  return row!
}

export async function findSessionByTokenHash(db: Db, tokenHash: string): Promise<Session | null> {
  const [row] = await db.select().from(sessions).where(eq(sessions.tokenHash, tokenHash))
  return row ?? null
}

export interface Successor {
  tokenHash: string
  expiresAt: Date
  userAgent: string | null
  ip: string
}

/**
 * Marks token `id` used and stores its one successor, in one statement: the first use, or a use again within
 * `graceMs` of the first (a second tab, a retried request), gets the successor's expiry; a revoked, expired or
 * long-used token gets null. The successor's hash is the same for every use of one token (sessions.service.ts),
 * so a second use finds the first one's row (ON CONFLICT) instead of adding a second live branch. Two uses at
 * once queue on the old row's lock (PostgreSQL; PGlite runs one statement at a time), and the second sees the
 * first's rotation and its successor.
 */
export async function rotateToSuccessor(
  db: Db,
  id: string,
  graceMs: number,
  successor: Successor,
): Promise<{ expiresAt: Date } | null> {
  const { rows } = await db.execute<{ expires_ms: number }>(sql`
    with used as (
      update ${sessions} set rotated_at = coalesce(rotated_at, now())
      where id = ${id} and revoked_at is null and expires_at > now()
        and (rotated_at is null or rotated_at > now() - make_interval(secs => ${graceMs / 1000}))
      returning user_id, family_id
    )
    insert into ${sessions} (user_id, family_id, token_hash, expires_at, user_agent, ip)
    select user_id, family_id, ${successor.tokenHash}, ${successor.expiresAt.toISOString()}::timestamptz,
      ${successor.userAgent}, ${successor.ip}
    from used
    on conflict (token_hash) do update set token_hash = excluded.token_hash
    returning (extract(epoch from expires_at) * 1000)::float8 as expires_ms`)
  const [row] = rows
  return row ? { expiresAt: new Date(Number(row.expires_ms)) } : null
}

/** Revokes every live token of one sign-in. Returns how many were live. */
export async function revokeFamily(db: Db, familyId: string): Promise<number> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.familyId, familyId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id })
  forgetSessions(db, [familyId])
  return rows.length
}

/** Revokes every sign-in of a user, except `keepFamilyId` (the one making the change). */
export async function revokeUserSessions(db: Db, userId: string, keepFamilyId?: string): Promise<void> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        keepFamilyId ? ne(sessions.familyId, keepFamilyId) : undefined,
      ),
    )
    .returning({ familyId: sessions.familyId })
  forgetSessions(db, new Set(rows.map((r) => r.familyId)))
}
