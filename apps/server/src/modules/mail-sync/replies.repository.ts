import { sql } from 'drizzle-orm'
import type { MailReplyItem, MailSyncOverview } from '@coldstart/contract'
import type { Db } from '../../db/client.ts'

/** Emails listed in the overview: the newest with something to show. */
export const OVERVIEW_ITEMS = 50

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString())

type ItemRow = {
  id: string
  company: string
  contact_name: string | null
  contact_email: string
  subject: string | null
  sent_at: Date | string
  status: MailReplyItem['status']
  replied_at: Date | string | null
  reply_from: string | null
  reply_snippet: string | null
  status_updated_at: Date | string | null
  possible_reply_from: string | null
  possible_reply_snippet: string | null
  possible_reply_at: Date | string | null
}

const ITEM_COLUMNS = sql`id, company, contact_name, contact_email, subject, sent_at, status, replied_at,
  reply_from, reply_snippet, status_updated_at, possible_reply_from, possible_reply_snippet, possible_reply_at`

function toItem(r: ItemRow): MailReplyItem {
  return {
    id: r.id,
    company: r.company,
    contactName: r.contact_name,
    contactEmail: r.contact_email,
    subject: r.subject,
    sentAt: iso(r.sent_at)!,
    status: r.status,
    repliedAt: iso(r.replied_at),
    replyFrom: r.reply_from,
    replySnippet: r.reply_snippet,
    bouncedAt: r.status === 'bounced' ? iso(r.status_updated_at) : null,
    possibleReplyFrom: r.possible_reply_from,
    possibleReplySnippet: r.possible_reply_snippet,
    possibleReplyAt: iso(r.possible_reply_at),
  }
}

/** Counts over first emails sent from the mailbox, and the newest emails with a reply, bounce or maybe. */
export async function overviewOf(db: Db, userId: string): Promise<MailSyncOverview> {
  const mine = sql`user_id = ${userId} and channel = 'mailbox' and delivery = 'sent'`
  const [counts, items] = await Promise.all([
    db.execute<{ sent: number; replied: number; bounced: number }>(sql`
      select count(*)::int as sent,
        count(*) filter (where status = 'replied')::int as replied,
        count(*) filter (where status = 'bounced')::int as bounced
      from outreach_sends where ${mine} and thread_send_id is null`),
    db.execute<ItemRow>(sql`
      select ${ITEM_COLUMNS} from outreach_sends
      where ${mine} and thread_send_id is null
        and (replied_at is not null or status = 'bounced' or possible_reply_at is not null)
      order by coalesce(possible_reply_at, replied_at, status_updated_at) desc, id
      limit ${OVERVIEW_ITEMS}`),
  ])
  const c = counts.rows[0] ?? { sent: 0, replied: 0, bounced: 0 }
  return { sent: c.sent, replied: c.replied, bounced: c.bounced, items: items.rows.map(toItem) }
}

/** The student says the possible reply was one: it becomes the reply. Null when there is none of theirs. */
export async function confirmPossibleReply(
  db: Db,
  userId: string,
  id: string,
): Promise<MailReplyItem | null> {
  const { rows } = await db.execute<ItemRow>(sql`
    update outreach_sends set status = 'replied', status_updated_at = now(), replied_at = possible_reply_at,
      reply_from = possible_reply_from, reply_snippet = possible_reply_snippet,
      possible_reply_from = null, possible_reply_snippet = null, possible_reply_at = null
    where id = ${id} and user_id = ${userId} and possible_reply_at is not null
    returning ${ITEM_COLUMNS}`)
  return rows[0] ? toItem(rows[0]) : null
}

/** The student says it was not a reply: forgotten. False when there is none of theirs. */
export async function dismissPossibleReply(db: Db, userId: string, id: string): Promise<boolean> {
  const { rows } = await db.execute(sql`
    update outreach_sends set possible_reply_from = null, possible_reply_snippet = null, possible_reply_at = null
    where id = ${id} and user_id = ${userId} and possible_reply_at is not null
    returning id`)
  return rows.length > 0
}

/** The first email of the thread this send of the student's belongs to; null when it is not theirs. */
export async function threadRootOf(db: Db, userId: string, sendId: string): Promise<string | null> {
  const { rows } = await db.execute<{ root_id: string }>(sql`
    select coalesce(thread_send_id, id) as root_id from outreach_sends where id = ${sendId} and user_id = ${userId}`)
  return rows[0]?.root_id ?? null
}
