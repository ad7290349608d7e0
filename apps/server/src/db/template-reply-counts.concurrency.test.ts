import { and, count, eq, inArray, isNull, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { markReplied } from '../modules/mail-sync/mail-sync.repository.ts'
import { moveDelivery } from '../modules/mail-send/mail-send.repository.ts'
import { postgresAnswers, scratchDatabase } from '../testing/scratch-postgres.ts'
import { openDatabase, type Database } from './client.ts'
import { migrateDatabase } from './migrate.ts'
import { emailTemplates, outreachSends, users } from './schema/index.ts'
import { buildEmailTemplate, buildUser } from './seed/factories.ts'

/**
 * The templates' reply counters (migration 0026's triggers) under the load they meet on PostgreSQL: many
 * connections sending, replying, taking replies back and deleting accounts at once, on the same few
 * templates. Counters that lose an update, or statements that deadlock on the templates' rows, show here;
 * one connection (PGlite) never interleaves them. Skipped when no PostgreSQL server answers.
 */
const pgUp = await postgresAnswers()

const TEMPLATES = 4
const STUDENTS = 8
const SENDS_EACH = 30

describe.skipIf(!pgUp)('template reply counters with many connections at once', () => {
  let scratch: Awaited<ReturnType<typeof scratchDatabase>>
  let database: Database
  let templateIds: string[]

  beforeAll(async () => {
    scratch = await scratchDatabase('reply_counts')
    database = await openDatabase({ databaseUrl: scratch.url })
    await migrateDatabase(database)
    const templates = await database.db
      .insert(emailTemplates)
      .values(Array.from({ length: TEMPLATES }, () => buildEmailTemplate({ category: 'internship' })))
      .returning({ id: emailTemplates.id })
    templateIds = templates.map((t) => t.id)
  }, 120_000)

  afterAll(async () => {
    await database?.close()
    await scratch?.drop()
  }, 60_000)

  /** Each student's first emails, queued (not counted yet), spread over the templates. */
  async function queueSends(): Promise<{ userId: string; sendIds: string[] }[]> {
    const students = await database.db
      .insert(users)
      .values(Array.from({ length: STUDENTS }, () => buildUser()))
      .returning({ id: users.id })
    return Promise.all(
      students.map(async ({ id: userId }, s) => {
        const rows = Array.from({ length: SENDS_EACH }, (_, i) => ({
          userId,
          templateId: templateIds[(s + i) % TEMPLATES]!,
          company: 'Acme',
          contactEmail: `founder${i}@acme.test`,
          channel: 'mailbox',
          delivery: 'scheduled',
        }))
        const inserted = await database.db
          .insert(outreachSends)
          .values(rows)
          .returning({ id: outreachSends.id })
        return { userId, sendIds: inserted.map((r) => r.id) }
      }),
    )
  }

  /** What the product does to one send: it goes out, and maybe a reply comes (seen twice), bounces or is taken back. */
  async function live(sendId: string, i: number, leaving: boolean) {
    const db = database.db
    const at = new Date()
    // a send of the account being deleted may find its row gone: nothing more happens to it
    if (!(await moveDelivery(db, sendId, ['scheduled'], 'sending', { at })) && leaving) return
    if (!(await moveDelivery(db, sendId, ['sending'], 'sent', { at })) && leaving) return
    if (i % 5 === 4) {
      await db.update(outreachSends).set({ status: 'bounced' }).where(eq(outreachSends.id, sendId))
      return
    }
    if (i % 2 === 1) return
    // the five-minute sync and a follow-up's own sync read the same reply at the same moment
    const reply = { rootId: sendId, sendId, from: 'founder@acme.test', snippet: 'Yes, let us talk', at }
    const seen = await Promise.all([markReplied(db, reply), markReplied(db, reply)])
    if (!leaving) expect(seen.filter(Boolean)).toHaveLength(1)
    // the student takes a reply back by hand (it was someone else's), then marks it again
    if (i % 4 === 0) {
      await db.update(outreachSends).set({ status: 'sent' }).where(eq(outreachSends.id, sendId))
      if (i % 8 === 0)
        await db.update(outreachSends).set({ status: 'replied' }).where(eq(outreachSends.id, sendId))
    }
  }

  async function counters() {
    const rows = await database.db
      .select({
        id: emailTemplates.id,
        sends: emailTemplates.mailboxSends,
        replies: emailTemplates.mailboxReplies,
      })
      .from(emailTemplates)
      .where(inArray(emailTemplates.id, templateIds))
      .orderBy(emailTemplates.id)
    return rows
  }

  async function countedOverSends() {
    const [t, s] = [emailTemplates, outreachSends]
    const firstMailboxEmail = and(
      eq(s.templateId, t.id),
      eq(s.channel, 'mailbox'),
      eq(s.delivery, 'sent'),
      isNull(s.threadSendId),
    )
    return database.db
      .select({
        id: t.id,
        sends: count(s.id),
        replies: count(sql`case when ${s.status} = 'replied' then 1 end`),
      })
      .from(t)
      .leftJoin(s, firstMailboxEmail)
      .where(inArray(t.id, templateIds))
      .groupBy(t.id)
      .orderBy(t.id)
  }

  it('end equal to a count over the sends, with no statement failing', async () => {
    for (let round = 0; round < 3; round++) {
      const students = await queueSends()
      const leaving = students[round]!
      const work = students.flatMap(({ userId, sendIds }) =>
        sendIds.map((id, i) => live(id, i, userId === leaving.userId)),
      )
      // an account deleted while its own emails are going out and being answered
      work.push(
        (async () => {
          await new Promise((r) => setTimeout(r, 20))
          await database.db.delete(users).where(eq(users.id, leaving.userId))
        })(),
      )
      // every statement succeeds: none lost to a deadlock on the templates' rows
      const failures = (await Promise.allSettled(work)).filter((o) => o.status === 'rejected')
      expect(failures.map((o) => String(o.reason))).toEqual([])
      expect(await counters()).toEqual(await countedOverSends())
    }
    const total = (await counters()).reduce((n, t) => n + t.sends, 0)
    // most sends counted: the test did race real work, not an empty table
    expect(total).toBeGreaterThan(TEMPLATES * SENDS_EACH)
  }, 300_000)
})
