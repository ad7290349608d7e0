import { and, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { userNotes } from '../../db/schema/index.ts'

export interface NoteRow {
  content: string
  version: number
  updatedAt: Date
}

const columns = { content: userNotes.content, version: userNotes.version, updatedAt: userNotes.updatedAt }

export async function findNote(db: Db, userId: string): Promise<NoteRow | null> {
  const [row] = await db.select(columns).from(userNotes).where(eq(userNotes.userId, userId)).limit(1)
  return row ?? null
}

/** The user's note, created empty (version 0) when there is none yet. Safe under races. */
export async function findOrCreateNote(db: Db, userId: string): Promise<NoteRow> {
  const existing = await findNote(db, userId)
  if (existing) return existing
  const [created] = await db
    .insert(userNotes)
    .values({ userId, content: '' })
    .onConflictDoNothing({ target: userNotes.userId })
    .returning(columns)
  // null only when another request created it between the two statements: read theirs
  return created ?? (await findNote(db, userId))!
}

/**
 * One upsert (update content and updated_at, inserting when there is no row) that only overwrites
 * the version the client edited from. Returns the saved note, or null when the stored version moved on.
 */
export async function saveNoteIfVersion(
  db: Db,
  userId: string,
  content: string,
  baseVersion: number,
): Promise<NoteRow | null> {
  const [saved] = await db
    .insert(userNotes)
    .values({ userId, content, version: 1 })
    .onConflictDoUpdate({
      target: userNotes.userId,
      set: { content, version: sql`${userNotes.version} + 1`, updatedAt: sql`now()` },
      setWhere: and(eq(userNotes.userId, userId), eq(userNotes.version, baseVersion)),
    })
    .returning(columns)
  return saved ?? null
}
