import { sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { Db } from '../../db/client.ts'
import { jobs, mailboxes as m, outreachSends as o, startupEmployees } from '../../db/schema/index.ts'
import { bare, fromAs } from '../../db/sql-names.ts'
import type { SentEmail } from './match-send.ts'

// Every time comes from the caller's clock as a parameter (tests move the clock).
const at = (date: Date) => sql`${date.toISOString()}::timestamptz`

const toDate = (value: Date | string) => (value instanceof Date ? value : new Date(value))

const e = alias(startupEmployees, 'e')
// a follow-up of the thread
const f = alias(o, 'f')

// the student's emails that left their mailbox
const sentBy = (userId: string) =>
  sql`${o.userId} = ${userId} and ${o.channel} = 'mailbox' and ${o.delivery} = 'sent'`

/** The student's emails that left their mailbox, each with its Message-ID and its thread's first email. */
export async function listSentEmails(db: Db, userId: string): Promise<SentEmail[]> {
  const { rows } = await db.execute<{
    id: string
    root_id: string
    message_id: string
    contact_email: string
    sent_at: Date | string
  }>(sql`
    select ${o.id} as id, coalesce(${o.threadSendId}, ${o.id}) as root_id, ${o.messageId} as message_id,
      ${o.contactEmail} as contact_email, ${o.sentAt} as sent_at
    from ${o}
    where ${sentBy(userId)} and ${o.messageId} is not null`)
  return rows.map((r) => ({
    id: r.id,
    rootId: r.root_id,
    messageId: r.message_id,
    contactEmail: r.contact_email,
    sentAt: toDate(r.sent_at),
  }))
}

/** When the oldest email still waiting for an answer left (a restarted cursor reads mail since then). */
export async function oldestOpenSendAt(db: Db, userId: string): Promise<Date | null> {
  const { rows } = await db.execute<{ sent_at: Date | string | null }>(sql`
    select min(${o.sentAt}) as sent_at from ${o}
    where ${sentBy(userId)} and ${o.status} in ('sent', 'no_reply')`)
  const value = rows[0]?.sent_at
  return value ? toDate(value) : null
}

export async function saveCursor(db: Db, userId: string, uidValidity: number, lastUid: number) {
  await db.execute(sql`
    update ${m} set ${bare(m.syncUidValidity)} = ${uidValidity}, ${bare(m.syncLastUid)} = ${lastUid},
      ${bare(m.updatedAt)} = now()
    where ${m.userId} = ${userId}`)
}

/** Connected mailboxes that are not paused: each gets a sync every few minutes. */
export async function mailboxesToSync(db: Db): Promise<string[]> {
  const { rows } = await db.execute<{ user_id: string }>(
    sql`select ${m.userId} as user_id from ${m} where ${m.pausedReason} is null order by ${m.userId}`,
  )
  return rows.map((r) => r.user_id)
}

export interface ReplySeen {
  rootId: string
  sendId: string
  from: string
  snippet: string
  at: Date
}

/** SET items forgetting a possible reply. */
export const noPossibleReply = sql`${bare(o.possibleReplyFrom)} = null, ${bare(o.possibleReplySnippet)} = null,
  ${bare(o.possibleReplyAt)} = null`

/** The thread's first email (and the one answered, when a follow-up) becomes replied; false when it was already. */
export async function markReplied(db: Db, reply: ReplySeen): Promise<boolean> {
  const { rows } = await db.execute(sql`
    update ${o} set ${bare(o.status)} = 'replied', ${bare(o.statusUpdatedAt)} = ${at(reply.at)},
      ${bare(o.repliedAt)} = ${at(reply.at)}, ${bare(o.replyFrom)} = ${reply.from},
      ${bare(o.replySnippet)} = ${reply.snippet}, ${noPossibleReply}
    where ${o.id} in (${reply.rootId}::uuid, ${reply.sendId}::uuid) and ${o.status} <> 'replied'
    returning ${o.id} as id`)
  return rows.length > 0
}

/**
 * The email bounced: its status, and the team member at that address counts one more bounce, in one
 * statement. Counted once per email, however often the report is read.
 */
export async function markBounced(db: Db, sendId: string, when: Date): Promise<boolean> {
  const { rows } = await db.execute(sql`
    with bounced as (
      update ${o} set ${bare(o.status)} = 'bounced', ${bare(o.statusUpdatedAt)} = ${at(when)}
      where ${o.id} = ${sendId} and ${o.status} <> 'bounced'
      returning ${o.startupId} as bounced_startup, ${o.employeeId} as bounced_person,
        ${o.contactEmail} as bounced_address
    ), counted as (
      update ${fromAs(e)} set ${bare(e.bounceCount)} = ${e.bounceCount} + 1
      from bounced b
      where ${e.startupId} = b.bounced_startup
        and (${e.id} = b.bounced_person or lower(${e.email}) = lower(b.bounced_address))
      returning ${e.id}
    )
    select 1 from bounced`)
  return rows.length > 0
}

/** Someone else at the startup's domain wrote: kept for the student to confirm, while no answer is recorded. */
export async function markPossibleReply(db: Db, reply: Omit<ReplySeen, 'sendId'>): Promise<boolean> {
  const { rows } = await db.execute(sql`
    update ${o} set ${bare(o.possibleReplyFrom)} = ${reply.from}, ${bare(o.possibleReplySnippet)} = ${reply.snippet},
      ${bare(o.possibleReplyAt)} = ${at(reply.at)}
    where ${o.id} = ${reply.rootId} and ${o.status} in ('sent', 'no_reply')
      and (${o.possibleReplyAt} is null or ${o.possibleReplyAt} < ${at(reply.at)})
    returning ${o.id} as id`)
  return rows.length > 0
}

/**
 * An out-of-office arrived at `when`: noted on the thread's first email, and its next pending follow-up moves
 * by `days`. The same auto-reply read twice moves nothing the second time. Returns the moved follow-up.
 */
export async function postponeNextFollowUp(
  db: Db,
  rootId: string,
  when: Date,
  days: number,
): Promise<{ id: string; scheduledFor: Date } | null> {
  const { rows } = await db.execute<{ id: string; scheduled_for: Date | string }>(sql`
    with noted as (
      update ${o} set ${bare(o.autoReplyAt)} = ${at(when)}
      where ${o.id} = ${rootId} and (${o.autoReplyAt} is null or ${o.autoReplyAt} < ${at(when)})
      returning ${o.id} as root
    ), next as (
      select ${f.id} as follow_up from ${fromAs(f)} join noted n on ${f.threadSendId} = n.root
      where ${f.delivery} = 'scheduled' and ${f.scheduledFor} is not null
      order by ${f.followUpIndex}, ${f.scheduledFor} limit 1
    )
    update ${fromAs(f)} set ${bare(f.scheduledFor)} = ${f.scheduledFor} + make_interval(days => ${days}::int)
    from next where ${f.id} = next.follow_up
    returning ${f.id} as id, ${f.scheduledFor} as scheduled_for`)
  const row = rows[0]
  return row ? { id: row.id, scheduledFor: toDate(row.scheduled_for) } : null
}

/** The thread's follow-ups not sent yet are cancelled; their ids (their jobs are cancelled by the caller). */
export async function cancelFollowUps(db: Db, rootId: string): Promise<string[]> {
  const { rows } = await db.execute<{ id: string }>(sql`
    update ${o} set ${bare(o.delivery)} = 'cancelled'
    where ${o.threadSendId} = ${rootId} and ${o.delivery} = 'scheduled'
    returning ${o.id} as id`)
  return rows.map((r) => r.id)
}

/** The pending `mail.send` jobs of these sends (their payload is `{ sendId }`). */
export async function pendingSendJobs(db: Db, sendIds: string[]): Promise<string[]> {
  if (sendIds.length === 0) return []
  const { rows } = await db.execute<{ id: string }>(sql`
    select ${jobs.id} as id from ${jobs}
    where ${jobs.kind} = 'mail.send' and ${jobs.state} = 'pending'
      and ${jobs.payload}->>'sendId' in (${sql.join(
        sendIds.map((id) => sql`${id}`),
        sql`, `,
      )})`)
  return rows.map((r) => r.id)
}
