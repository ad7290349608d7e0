import { and, eq, isNull, ne } from 'drizzle-orm'
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

/** Marks a token used. False when another request rotated it first (two tabs refreshing at once). */
export async function markRotated(db: Db, id: string): Promise<boolean> {
  const rows = await db
    .update(sessions)
    .set({ rotatedAt: new Date() })
    .where(and(eq(sessions.id, id), isNull(sessions.rotatedAt)))
    .returning({ id: sessions.id })
  return rows.length > 0
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
