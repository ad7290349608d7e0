import { eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { admins } from '../../db/schema/index.ts'

/** A user is admin when their id is in `admins`. */
export async function isAdmin(db: Db, userId: string): Promise<boolean> {
  const [row] = await db.select({ id: admins.id }).from(admins).where(eq(admins.userId, userId))
  return Boolean(row)
}

/** True when the user was not admin before. */
export async function insertAdmin(db: Db, userId: string): Promise<boolean> {
  const rows = await db.insert(admins).values({ userId }).onConflictDoNothing().returning({ id: admins.id })
  return rows.length > 0
}

/** True when the user was admin before. */
export async function deleteAdmin(db: Db, userId: string): Promise<boolean> {
  const rows = await db.delete(admins).where(eq(admins.userId, userId)).returning({ id: admins.id })
  return rows.length > 0
}

export async function countAdmins(db: Db): Promise<number> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(admins)
  return row?.count ?? 0
}
