import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import type { SentEmail } from './match-send.ts'

// Every time comes from the caller's clock as a parameter (tests move the clock).
const at = (date: Date) => sql`${date.toISOString()}::timestamptz`

const toDate = (value: Date | string) => (value instanceof Date ? value : new Date(value))

/** The student's emails that left their mailbox, each with its Message-ID and its thread's first email. */
export async function listSentEmails(db: Db, userId: string): Promise<SentEmail[]> {
  const { rows } = await db.execute<{
    id: string
    root_id: string
    message_id: string
    contact_email: string
    sent_at: Date | string
  }>(sql`
    select id, coalesce(thread_send_id, id) as root_id, message_id, contact_email, sent_at
    from outreach_sends
    where user_id = ${userId} and channel = 'mailbox' and delivery = 'sent' and message_id is not null`)
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
    select min(sent_at) as sent_at from outreach_sends
    where user_id = ${userId} and channel = 'mailbox' and delivery = 'sent' and status in ('sent', 'no_reply')`)
  const value = rows[0]?.sent_at
  return value ? toDate(value) : null
}

export async function saveCursor(db: Db, userId: string, uidValidity: number, lastUid: number) {
  await db.execute(sql`
    update mailboxes set sync_uid_validity = ${uidValidity}, sync_last_uid = ${lastUid}, updated_at = now()
    where user_id = ${userId}`)
}

/** Connected mailboxes that are not paused: each gets a sync every few minutes. */
export async function mailboxesToSync(db: Db): Promise<string[]> {
  const { rows } = await db.execute<{ user_id: string }>(
    sql`select user_id from mailboxes where paused_reason is null order by user_id`,
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

/** The thread's first email (and the one answered, when a follow-up) becomes replied; false when it was already. */
export async function markReplied(db: Db, reply: ReplySeen): Promise<boolean> {
  const { rows } = await db.execute(sql`
    update outreach_sends set status = 'replied', status_updated_at = ${at(reply.at)},
      replied_at = ${at(reply.at)}, reply_from = ${reply.from}, reply_snippet = ${reply.snippet},
      possible_reply_from = null, possible_reply_snippet = null, possible_reply_at = null
    where id in (${reply.rootId}::uuid, ${reply.sendId}::uuid) and status <> 'replied'
    returning id`)
  return rows.length > 0
}

/**
 * The email bounced: its status, and the team member at that address counts one more bounce, in one
 * statement. Counted once per email, however often the report is read.
 */
export async function markBounced(db: Db, sendId: string, when: Date): Promise<boolean> {
  const { rows } = await db.execute(sql`
    with bounced as (
      update outreach_sends set status = 'bounced', status_updated_at = ${at(when)}
      where id = ${sendId} and status <> 'bounced'
      returning startup_id, employee_id, contact_email
    ), counted as (
      update startup_employees e set bounce_count = e.bounce_count + 1
      from bounced b
      where e.startup_id = b.startup_id and (e.id = b.employee_id or lower(e.email) = lower(b.contact_email))
      returning e.id
    )
    select 1 from bounced`)
  return rows.length > 0
}

/** Someone else at the startup's domain wrote: kept for the student to confirm, while no answer is recorded. */
export async function markPossibleReply(db: Db, reply: Omit<ReplySeen, 'sendId'>): Promise<boolean> {
  const { rows } = await db.execute(sql`
    update outreach_sends set possible_reply_from = ${reply.from}, possible_reply_snippet = ${reply.snippet},
      possible_reply_at = ${at(reply.at)}
    where id = ${reply.rootId} and status in ('sent', 'no_reply')
      and (possible_reply_at is null or possible_reply_at < ${at(reply.at)})
    returning id`)
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
      update outreach_sends set auto_reply_at = ${at(when)}
      where id = ${rootId} and (auto_reply_at is null or auto_reply_at < ${at(when)})
      returning id
    ), next as (
      select f.id from outreach_sends f join noted n on f.thread_send_id = n.id
      where f.delivery = 'scheduled' and f.scheduled_for is not null
      order by f.follow_up_index, f.scheduled_for limit 1
    )
    update outreach_sends f set scheduled_for = f.scheduled_for + make_interval(days => ${days}::int)
    from next where f.id = next.id
    returning f.id, f.scheduled_for`)
  const row = rows[0]
  return row ? { id: row.id, scheduledFor: toDate(row.scheduled_for) } : null
}

/** The thread's follow-ups not sent yet are cancelled; their ids (their jobs are cancelled by the caller). */
export async function cancelFollowUps(db: Db, rootId: string): Promise<string[]> {
  const { rows } = await db.execute<{ id: string }>(sql`
    update outreach_sends set delivery = 'cancelled'
    where thread_send_id = ${rootId} and delivery = 'scheduled'
    returning id`)
  return rows.map((r) => r.id)
}

/** The pending `mail.send` jobs of these sends (their payload is `{ sendId }`). */
export async function pendingSendJobs(db: Db, sendIds: string[]): Promise<string[]> {
  if (sendIds.length === 0) return []
  const { rows } = await db.execute<{ id: string }>(sql`
    select id from jobs
    where kind = 'mail.send' and state = 'pending'
      and payload->>'sendId' in (${sql.join(
        sendIds.map((id) => sql`${id}`),
        sql`, `,
      )})`)
  return rows.map((r) => r.id)
}
