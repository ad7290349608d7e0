import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { users, type User } from '../../db/schema/index.ts'

export async function findUserById(db: Db, id: string): Promise<User | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id))
  return row ?? null
}

/** Emails are stored lower-cased, so this is a case-insensitive look-up. */
export async function findUserByEmail(db: Db, email: string): Promise<User | null> {
  const [row] = await db.select().from(users).where(eq(users.email, email.toLowerCase()))
  return row ?? null
}

export async function findUserByGoogleId(db: Db, googleId: string): Promise<User | null> {
  const [row] = await db.select().from(users).where(eq(users.googleId, googleId))
  return row ?? null
}

export interface UserWrite {
  id: string
  email: string
  firstName?: string | null
  lastName?: string | null
  googleId?: string | null
  avatarUrl?: string | null
  passwordHash?: string | null
}

/**
 * Upsert on conflict id. paid and profile_views are left out of the update, so they get their
 * defaults (false, 0) on the first write only; fields left undefined keep their stored value.
 */
export async function upsertUser(db: Db, values: UserWrite): Promise<User> {
  const { id: _id, ...changes } = values
  const set = Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined))
  const [row] = await db
    .insert(users)
    .values({ ...values, email: values.email.toLowerCase() })
    .onConflictDoUpdate({ target: users.id, set })
    .returning()
  return row!
}

export async function setPasswordHash(db: Db, userId: string, passwordHash: string | null): Promise<void> {
  await db.update(users).set({ passwordHash }).where(eq(users.id, userId))
}

export async function setFullName(
  db: Db,
  userId: string,
  name: { firstName: string | null; lastName: string | null },
): Promise<User | null> {
  const [row] = await db.update(users).set(name).where(eq(users.id, userId)).returning()
  return row ?? null
}

/** Postgres unique violation (e.g. two sign-ups with one email at once), through either driver. */
export function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } }
  return e?.code === '23505' || e?.cause?.code === '23505'
}
