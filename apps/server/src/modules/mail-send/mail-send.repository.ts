import { sql } from 'drizzle-orm'
import { INTERNSHIP_RECIPIENT_NAME, type MailboxDelivery, type SendTarget } from '@coldstart/contract'
import { alias } from 'drizzle-orm/pg-core'
import type { Db } from '../../db/client.ts'
import { internships } from '../../db/schema/index.ts'
import { isOpenInternship } from '../internships/index.ts'

// The internships table as the raw statement below names it (`from internships i`).
const i = alias(internships, 'i')
const at = (date: Date | null) => (date ? sql`${date.toISOString()}::timestamptz` : sql`null::timestamptz`)

export interface NewMailboxSends {
  userId: string
  templateId: string | null
  subject: string
  body: string
  scheduledFor: Date | null
  /** the right-hand side of each Message-ID we choose */
  messageIdDomain: string
}

export interface InsertedSend extends Record<string, unknown> {
  id: string
  contact_email: string
  contact_name: string | null
  startup_id: string | null
  employee_id: string | null
  internship_id: string | null
  company: string
}

const ids = (values: string[]) =>
  sql.join(
    values.map((v) => sql`${v}::uuid`),
    sql`, `,
  )

const messageId = (domain: string) => sql`'<' || gen_random_uuid() || '@' || ${domain}::text || '>'`

/**
 * One queued row per recipient, names and addresses read from the directory (or the internship), each with
 * the Message-ID it will carry, chosen now. All or nothing: an id that is not one of this startup's employees
 * writes nothing.
 */
export async function insertMailboxSends(
  db: Db,
  facts: NewMailboxSends,
  target: SendTarget,
): Promise<InsertedSend[]> {
  const template = sql`(select t.id, t.title from email_templates t where t.id = ${facts.templateId}::uuid and t.status = 'active')`
  const columns = sql`(user_id, startup_id, employee_id, internship_id, template_id, company, contact_name, contact_email,
      template_title, subject, channel, delivery, message_id, body, scheduled_for)`
  const common = sql`${facts.subject}::text, 'mailbox', 'scheduled', ${messageId(facts.messageIdDomain)},
      ${facts.body}::text, ${at(facts.scheduledFor)}`
  const returning = sql`returning id, contact_email, contact_name, startup_id, employee_id, internship_id, company`
  if (target.internshipId !== undefined) {
    const { rows } = await db.execute<InsertedSend>(sql`
      with template as ${template}
      insert into outreach_sends ${columns}
      select ${facts.userId}::uuid, i.startup_id, null, i.id, (select id from template), i.company,
             ${INTERNSHIP_RECIPIENT_NAME}::text, i.apply_email, (select title from template), ${common}
      from internships i
      where i.id = ${target.internshipId} and ${isOpenInternship(i)} and i.apply_email is not null
      ${returning}`)
    return rows
  }
  const employeeIds = [...new Set(target.employeeIds)]
  const { rows } = await db.execute<InsertedSend>(sql`
    with picked as (
      select e.id, e.name, e.email, s.id as startup_id, s.name as company
      from startup_employees e join startups s on s.id = e.startup_id
      where s.id = ${target.startupId} and e.id in (${ids(employeeIds)})
    ), template as ${template}
    insert into outreach_sends ${columns}
    select ${facts.userId}::uuid, p.startup_id, p.id, null, (select id from template), p.company, p.name, p.email,
           (select title from template), ${common}
    from picked p
    where (select count(*) from picked) = ${employeeIds.length}::int
    ${returning}`)
  return rows
}

/** A follow-up in the thread of `first`: same recipient, "Re:" subject, its own Message-ID. */
export async function insertFollowUp(
  db: Db,
  first: { id: string; userId: string; subject: string; messageIdDomain: string },
  followUp: { index: number; body: string; dueAt: Date },
): Promise<string> {
  const { rows } = await db.execute<{ id: string }>(sql`
    insert into outreach_sends (user_id, startup_id, employee_id, internship_id, template_id, company, contact_name,
      contact_email, template_title, subject, channel, delivery, message_id, body, scheduled_for, thread_send_id,
      follow_up_index)
    select user_id, startup_id, employee_id, internship_id, template_id, company, contact_name, contact_email,
      template_title, ${first.subject}::text, 'mailbox', 'scheduled', ${messageId(first.messageIdDomain)},
      ${followUp.body}::text, ${at(followUp.dueAt)}, id, ${followUp.index}::int
    from outreach_sends where id = ${first.id} and user_id = ${first.userId}
    returning id`)
  return rows[0]!.id
}

/** What the send job needs: the row, its thread's first email and the email before it, the sender's name. */
export interface SendForJob extends Record<string, unknown> {
  id: string
  user_id: string
  delivery: MailboxDelivery
  message_id: string
  subject: string
  body: string
  contact_email: string
  contact_name: string | null
  scheduled_for: Date | string | null
  follow_up_index: number | null
  sender_name: string | null
  first_message_id: string | null
  first_status: string | null
  /** the email right before this follow-up in its thread */
  previous_delivery: MailboxDelivery | null
  /** Message-IDs of the thread's earlier emails, oldest first (References) */
  thread_message_ids: string[] | string | null
}

export async function findSendForJob(db: Db, sendId: string): Promise<SendForJob | null> {
  const { rows } = await db.execute<SendForJob>(sql`
    select s.id, s.user_id, s.delivery, s.message_id, s.subject, s.body, s.contact_email, s.contact_name,
      s.scheduled_for, s.follow_up_index,
      nullif(trim(concat_ws(' ', u.first_name, u.last_name)), '') as sender_name,
      f.message_id as first_message_id, f.status as first_status,
      (select p.delivery from outreach_sends p
        where (p.id = s.thread_send_id and s.follow_up_index = 1)
           or (p.thread_send_id = s.thread_send_id and p.follow_up_index = s.follow_up_index - 1)) as previous_delivery,
      (select json_agg(t.message_id order by coalesce(t.follow_up_index, 0)) from outreach_sends t
        where (t.id = s.thread_send_id or t.thread_send_id = s.thread_send_id)
          and coalesce(t.follow_up_index, 0) < s.follow_up_index) as thread_message_ids
    from outreach_sends s
    join users u on u.id = s.user_id
    left join outreach_sends f on f.id = s.thread_send_id
    where s.id = ${sendId} and s.channel = 'mailbox'`)
  return rows[0] ?? null
}

/**
 * Moves a send from one of `from` to `to` in one statement; false when it was in none of them (someone else
 * moved it first). Going to `sending` stamps sent_at: the daily limit counts sends started that day.
 */
export async function moveDelivery(
  db: Db,
  id: string,
  from: readonly MailboxDelivery[],
  to: MailboxDelivery,
  change: { at: Date; failureReason?: string | null; scheduledFor?: Date | null; userId?: string },
): Promise<boolean> {
  const stamp = to === 'sending' || to === 'sent' ? sql`, sent_at = ${at(change.at)}` : sql``
  const reason =
    change.failureReason !== undefined ? sql`, failure_reason = ${change.failureReason}::text` : sql``
  const when = change.scheduledFor !== undefined ? sql`, scheduled_for = ${at(change.scheduledFor)}` : sql``
  const owner = change.userId ? sql`and user_id = ${change.userId}` : sql``
  const { rows } = await db.execute<{ id: string }>(sql`
    update outreach_sends set delivery = ${to}, status_updated_at = ${at(change.at)} ${stamp} ${reason} ${when}
    where id = ${id} and channel = 'mailbox' and delivery in (${sql.join(
      from.map((f) => sql`${f}`),
      sql`, `,
    )}) ${owner}
    returning id`)
  return rows.length > 0
}

/** Sends of this student's mailbox started since `since` (a day's start in their zone), follow-ups too. */
export async function countStartedSince(db: Db, userId: string, since: Date, exceptId?: string) {
  const { rows } = await db.execute<{ n: number }>(sql`
    select count(*)::int as n from outreach_sends
    where user_id = ${userId} and channel = 'mailbox' and delivery in ('sending', 'sent')
      and sent_at >= ${at(since)} and id <> ${exceptId ?? '00000000-0000-0000-0000-000000000000'}::uuid`)
  return Number(rows[0]?.n ?? 0)
}

/** Sends of this student's mailbox waiting to go as soon as the limits allow (no time picked, not follow-ups). */
export async function countQueued(db: Db, userId: string): Promise<number> {
  const { rows } = await db.execute<{ n: number }>(sql`
    select count(*)::int as n from outreach_sends
    where user_id = ${userId} and channel = 'mailbox' and delivery = 'scheduled'
      and scheduled_for is null and follow_up_index is null`)
  return Number(rows[0]?.n ?? 0)
}

export interface OwnSend extends Record<string, unknown> {
  id: string
  delivery: MailboxDelivery
  contact_email: string
  scheduled_for: Date | string | null
  failure_reason: string | null
  follow_up_index: number | null
}

/** The caller's own mailbox send, or null (someone else's is as unknown as a missing one). */
export async function findOwnSend(db: Db, userId: string, id: string): Promise<OwnSend | null> {
  const { rows } = await db.execute<OwnSend>(sql`
    select id, delivery, contact_email, scheduled_for, failure_reason, follow_up_index from outreach_sends
    where id = ${id} and user_id = ${userId} and channel = 'mailbox'`)
  return rows[0] ?? null
}

/** Later emails of a thread still queued (a cancelled first email takes its follow-ups with it). */
export async function queuedFollowUpsOf(db: Db, firstId: string): Promise<string[]> {
  const { rows } = await db.execute<{ id: string }>(sql`
    select id from outreach_sends where thread_send_id = ${firstId} and delivery = 'scheduled'`)
  return rows.map((r) => r.id)
}

export interface SendingSettings extends Record<string, unknown> {
  address: string
  provider: string
  smtp_host: string
  time_zone: string
  daily_limit: number
  paused_reason: string | null
}

export async function findSendingSettings(db: Db, userId: string): Promise<SendingSettings | null> {
  const { rows } = await db.execute<SendingSettings>(sql`
    select address, provider, smtp_host, time_zone, daily_limit, paused_reason from mailboxes
    where user_id = ${userId}`)
  return rows[0] ?? null
}

export async function saveSendingSettings(
  db: Db,
  userId: string,
  settings: { timeZone?: string; dailyLimit?: number },
): Promise<boolean> {
  const { rows } = await db.execute<{ user_id: string }>(sql`
    update mailboxes set time_zone = coalesce(${settings.timeZone ?? null}::text, time_zone),
      daily_limit = coalesce(${settings.dailyLimit ?? null}::int, daily_limit), updated_at = now()
    where user_id = ${userId} returning user_id`)
  return rows.length > 0
}
