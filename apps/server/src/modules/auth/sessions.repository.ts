import { and, eq, isNull, ne, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { sessions, type NewSession, type Session } from '../../db/schema/index.ts'
import { bare, bareList } from '../../db/sql-names.ts'
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
      update ${sessions} set ${bare(sessions.rotatedAt)} = coalesce(${sessions.rotatedAt}, now())
      where ${sessions.id} = ${id} and ${sessions.revokedAt} is null and ${sessions.expiresAt} > now()
        and (${sessions.rotatedAt} is null
          or ${sessions.rotatedAt} > now() - make_interval(secs => ${graceMs / 1000}))
      returning ${sessions.userId} as signed_in, ${sessions.familyId} as family
    )
    insert into ${sessions}
      (${bareList(sessions.userId, sessions.familyId, sessions.tokenHash, sessions.expiresAt, sessions.userAgent, sessions.ip)})
    select signed_in, family, ${successor.tokenHash}, ${successor.expiresAt.toISOString()}::timestamptz,
      ${successor.userAgent}, ${successor.ip}
    from used
    on conflict (${bare(sessions.tokenHash)}) do update set ${bare(sessions.tokenHash)} = excluded.${bare(sessions.tokenHash)}
    returning (extract(epoch from ${sessions.expiresAt}) * 1000)::float8 as expires_ms`)
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
