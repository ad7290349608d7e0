import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { mailboxes, type MailboxRow } from '../../db/schema/index.ts'

export type NewMailbox = Omit<typeof mailboxes.$inferInsert, 'createdAt' | 'updatedAt'>

export async function findMailbox(db: Db, userId: string): Promise<MailboxRow | null> {
  const [row] = await db.select().from(mailboxes).where(eq(mailboxes.userId, userId)).limit(1)
  return row ?? null
}

/** Connects or reconnects: one mailbox per user, replaced whole. */
export async function saveMailbox(db: Db, values: NewMailbox): Promise<MailboxRow> {
  const { userId: _userId, ...changes } = values
  const [row] = await db
    .insert(mailboxes)
    .values(values)
    .onConflictDoUpdate({ target: mailboxes.userId, set: { ...changes, updatedAt: new Date() } })
    .returning()
  return row!
}

/** Deletes the mailbox row: the sealed password and the sync cursor go with it. */
export async function deleteMailbox(db: Db, userId: string): Promise<boolean> {
  const rows = await db
    .delete(mailboxes)
    .where(eq(mailboxes.userId, userId))
    .returning({ id: mailboxes.userId })
  return rows.length > 0
}

export async function updateMailboxState(
  db: Db,
  userId: string,
  state: Partial<Pick<MailboxRow, 'pausedReason' | 'lastCheckedAt' | 'syncUidValidity' | 'syncLastUid'>>,
): Promise<void> {
  await db
    .update(mailboxes)
    .set({ ...state, updatedAt: new Date() })
    .where(eq(mailboxes.userId, userId))
}
