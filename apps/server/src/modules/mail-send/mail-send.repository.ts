import { sql } from 'drizzle-orm'
import { INTERNSHIP_RECIPIENT_NAME, type MailboxDelivery, type SendTarget } from '@coldstart/contract'
import { alias } from 'drizzle-orm/pg-core'
import type { Db } from '../../db/client.ts'
import { readJson } from '../../db/json.ts'
import {
  emailTemplates,
  internships,
  mailboxes as m,
  outreachSends as o,
  startupEmployees,
  startups,
  users,
} from '../../db/schema/index.ts'
import { bare, bareList, fromAs } from '../../db/sql-names.ts'
import { isOpenInternship } from '../internships/index.ts'

const i = alias(internships, 'i')
const e = alias(startupEmployees, 'e')
const st = alias(startups, 'st')
const t = alias(emailTemplates, 't')
// a send, its thread's first email, and the thread's other emails
const s = alias(o, 's')
const f = alias(o, 'f')
const p = alias(o, 'p')
const th = alias(o, 'th')
const u = alias(users, 'u')
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
  const template = sql`(select ${t.id} as template, ${t.title} as template_name from ${fromAs(t)}
      where ${t.id} = ${facts.templateId}::uuid and ${t.status} = 'active')`
  const columns = sql`(${bareList(o.userId, o.startupId, o.employeeId, o.internshipId, o.templateId, o.company, o.contactName, o.contactEmail, o.templateTitle, o.subject, o.channel, o.delivery, o.messageId, o.body, o.scheduledFor)})`
  const common = sql`${facts.subject}::text, 'mailbox', 'scheduled', ${messageId(facts.messageIdDomain)},
      ${facts.body}::text, ${at(facts.scheduledFor)}`
  const returning = sql`returning ${o.id} as id, ${o.contactEmail} as contact_email, ${o.contactName} as contact_name,
    ${o.startupId} as startup_id, ${o.employeeId} as employee_id, ${o.internshipId} as internship_id,
    ${o.company} as company`
  if (target.internshipId !== undefined) {
    const { rows } = await db.execute<InsertedSend>(sql`
      with template as ${template}
      insert into ${o} ${columns}
      select ${facts.userId}::uuid, ${i.startupId}, null, ${i.id}, (select template from template), ${i.company},
             ${INTERNSHIP_RECIPIENT_NAME}::text, ${i.applyEmail}, (select template_name from template), ${common}
      from ${fromAs(i)}
      where ${i.id} = ${target.internshipId} and ${isOpenInternship(i)} and ${i.applyEmail} is not null
      ${returning}`)
    return rows
  }
  const employeeIds = [...new Set(target.employeeIds)]
  const { rows } = await db.execute<InsertedSend>(sql`
    with picked as (
      select ${e.id} as person, ${e.name} as person_name, ${e.email} as person_email, ${st.id} as startup,
             ${st.name} as startup_name
      from ${fromAs(e)} join ${fromAs(st)} on ${st.id} = ${e.startupId}
      where ${st.id} = ${target.startupId} and ${e.id} in (${ids(employeeIds)})
    ), template as ${template}
    insert into ${o} ${columns}
    select ${facts.userId}::uuid, pk.startup, pk.person, null, (select template from template), pk.startup_name,
           pk.person_name, pk.person_email, (select template_name from template), ${common}
    from picked pk
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
    insert into ${o} (${bareList(o.userId, o.startupId, o.employeeId, o.internshipId, o.templateId, o.company, o.contactName, o.contactEmail, o.templateTitle, o.subject, o.channel, o.delivery, o.messageId, o.body, o.scheduledFor, o.threadSendId, o.followUpIndex)})
    select ${f.userId}, ${f.startupId}, ${f.employeeId}, ${f.internshipId}, ${f.templateId}, ${f.company},
      ${f.contactName}, ${f.contactEmail}, ${f.templateTitle}, ${first.subject}::text, 'mailbox', 'scheduled',
      ${messageId(first.messageIdDomain)}, ${followUp.body}::text, ${at(followUp.dueAt)}, ${f.id}, ${followUp.index}::int
    from ${fromAs(f)} where ${f.id} = ${first.id} and ${f.userId} = ${first.userId}
    returning ${o.id} as id`)
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
  thread_message_ids: string[]
}

export async function findSendForJob(db: Db, sendId: string): Promise<SendForJob | null> {
  const { rows } = await db.execute<SendForJob>(sql`
    select ${s.id} as id, ${s.userId} as user_id, ${s.delivery} as delivery, ${s.messageId} as message_id,
      ${s.subject} as subject, ${s.body} as body, ${s.contactEmail} as contact_email,
      ${s.contactName} as contact_name, ${s.scheduledFor} as scheduled_for, ${s.followUpIndex} as follow_up_index,
      nullif(trim(concat_ws(' ', ${u.firstName}, ${u.lastName})), '') as sender_name,
      ${f.messageId} as first_message_id, ${f.status} as first_status,
      (select ${p.delivery} from ${fromAs(p)}
        where (${p.id} = ${s.threadSendId} and ${s.followUpIndex} = 1)
           or (${p.threadSendId} = ${s.threadSendId} and ${p.followUpIndex} = ${s.followUpIndex} - 1))
        as previous_delivery,
      (select json_agg(${th.messageId} order by coalesce(${th.followUpIndex}, 0)) from ${fromAs(th)}
        where (${th.id} = ${s.threadSendId} or ${th.threadSendId} = ${s.threadSendId})
          and coalesce(${th.followUpIndex}, 0) < ${s.followUpIndex}) as thread_message_ids
    from ${fromAs(s)}
    join ${fromAs(u)} on ${u.id} = ${s.userId}
    left join ${fromAs(f)} on ${f.id} = ${s.threadSendId}
    where ${s.id} = ${sendId} and ${s.channel} = 'mailbox'`)
  const row = rows[0]
  if (!row) return null
  return { ...row, thread_message_ids: readJson<string[] | null>(row.thread_message_ids) ?? [] }
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
  const stamp = to === 'sending' || to === 'sent' ? sql`, ${bare(o.sentAt)} = ${at(change.at)}` : sql``
  const reason =
    change.failureReason !== undefined
      ? sql`, ${bare(o.failureReason)} = ${change.failureReason}::text`
      : sql``
  const when =
    change.scheduledFor !== undefined ? sql`, ${bare(o.scheduledFor)} = ${at(change.scheduledFor)}` : sql``
  const owner = change.userId ? sql`and ${o.userId} = ${change.userId}` : sql``
  const { rows } = await db.execute<{ id: string }>(sql`
    update ${o} set ${bare(o.delivery)} = ${to}, ${bare(o.statusUpdatedAt)} = ${at(change.at)} ${stamp} ${reason} ${when}
    where ${o.id} = ${id} and ${o.channel} = 'mailbox' and ${o.delivery} in (${sql.join(
      from.map((d) => sql`${d}`),
      sql`, `,
    )}) ${owner}
    returning ${o.id} as id`)
  return rows.length > 0
}

/** Sends of this student's mailbox started since `since` (a day's start in their zone), follow-ups too. */
export async function countStartedSince(db: Db, userId: string, since: Date, exceptId?: string) {
  const { rows } = await db.execute<{ n: number }>(sql`
    select count(*)::int as n from ${o}
    where ${o.userId} = ${userId} and ${o.channel} = 'mailbox' and ${o.delivery} in ('sending', 'sent')
      and ${o.sentAt} >= ${at(since)} and ${o.id} <> ${exceptId ?? '00000000-0000-0000-0000-000000000000'}::uuid`)
  return Number(rows[0]?.n ?? 0)
}

/** Sends of this student's mailbox waiting to go as soon as the limits allow (no time picked, not follow-ups). */
export async function countQueued(db: Db, userId: string): Promise<number> {
  const { rows } = await db.execute<{ n: number }>(sql`
    select count(*)::int as n from ${o}
    where ${o.userId} = ${userId} and ${o.channel} = 'mailbox' and ${o.delivery} = 'scheduled'
      and ${o.scheduledFor} is null and ${o.followUpIndex} is null`)
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
    select ${o.id} as id, ${o.delivery} as delivery, ${o.contactEmail} as contact_email,
      ${o.scheduledFor} as scheduled_for, ${o.failureReason} as failure_reason,
      ${o.followUpIndex} as follow_up_index
    from ${o}
    where ${o.id} = ${id} and ${o.userId} = ${userId} and ${o.channel} = 'mailbox'`)
  return rows[0] ?? null
}

/** Later emails of a thread still queued (a cancelled first email takes its follow-ups with it). */
export async function queuedFollowUpsOf(db: Db, firstId: string): Promise<string[]> {
  const { rows } = await db.execute<{ id: string }>(sql`
    select ${o.id} as id from ${o} where ${o.threadSendId} = ${firstId} and ${o.delivery} = 'scheduled'`)
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
    select ${m.address} as address, ${m.provider} as provider, ${m.smtpHost} as smtp_host,
      ${m.timeZone} as time_zone, ${m.dailyLimit} as daily_limit, ${m.pausedReason} as paused_reason
    from ${m}
    where ${m.userId} = ${userId}`)
  return rows[0] ?? null
}

export async function saveSendingSettings(
  db: Db,
  userId: string,
  settings: { timeZone?: string; dailyLimit?: number },
): Promise<boolean> {
  const { rows } = await db.execute<{ user_id: string }>(sql`
    update ${m} set ${bare(m.timeZone)} = coalesce(${settings.timeZone ?? null}::text, ${m.timeZone}),
      ${bare(m.dailyLimit)} = coalesce(${settings.dailyLimit ?? null}::int, ${m.dailyLimit}),
      ${bare(m.updatedAt)} = now()
    where ${m.userId} = ${userId} returning ${m.userId} as user_id`)
  return rows.length > 0
}
