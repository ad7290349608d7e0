import { sql } from 'drizzle-orm'
import type { MailReplyItem, MailSyncOverview } from '@coldstart/contract'
import type { Db } from '../../db/client.ts'
import { outreachSends as o } from '../../db/schema/index.ts'
import { bare, namedList } from '../../db/sql-names.ts'
import { noPossibleReply } from './mail-sync.repository.ts'

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

const ITEM_COLUMNS = namedList({
  id: o.id,
  company: o.company,
  contact_name: o.contactName,
  contact_email: o.contactEmail,
  subject: o.subject,
  sent_at: o.sentAt,
  status: o.status,
  replied_at: o.repliedAt,
  reply_from: o.replyFrom,
  reply_snippet: o.replySnippet,
  status_updated_at: o.statusUpdatedAt,
  possible_reply_from: o.possibleReplyFrom,
  possible_reply_snippet: o.possibleReplySnippet,
  possible_reply_at: o.possibleReplyAt,
})

// the student's own send, while it holds a possible reply
const ownPossibleReply = (userId: string, id: string) =>
  sql`${o.id} = ${id} and ${o.userId} = ${userId} and ${o.possibleReplyAt} is not null`

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
  const mine = sql`${o.userId} = ${userId} and ${o.channel} = 'mailbox' and ${o.delivery} = 'sent'
    and ${o.threadSendId} is null`
  const [counts, items] = await Promise.all([
    db.execute<{ sent: number; replied: number; bounced: number }>(sql`
      select count(*)::int as sent,
        count(*) filter (where ${o.status} = 'replied')::int as replied,
        count(*) filter (where ${o.status} = 'bounced')::int as bounced
      from ${o} where ${mine}`),
    db.execute<ItemRow>(sql`
      select ${ITEM_COLUMNS} from ${o}
      where ${mine}
        and (${o.repliedAt} is not null or ${o.status} = 'bounced' or ${o.possibleReplyAt} is not null)
      order by coalesce(${o.possibleReplyAt}, ${o.repliedAt}, ${o.statusUpdatedAt}) desc, ${o.id}
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
    update ${o} set ${bare(o.status)} = 'replied', ${bare(o.statusUpdatedAt)} = now(),
      ${bare(o.repliedAt)} = ${o.possibleReplyAt}, ${bare(o.replyFrom)} = ${o.possibleReplyFrom},
      ${bare(o.replySnippet)} = ${o.possibleReplySnippet}, ${noPossibleReply}
    where ${ownPossibleReply(userId, id)}
    returning ${ITEM_COLUMNS}`)
  return rows[0] ? toItem(rows[0]) : null
}

/** The student says it was not a reply: forgotten. False when there is none of theirs. */
export async function dismissPossibleReply(db: Db, userId: string, id: string): Promise<boolean> {
  const { rows } = await db.execute(sql`
    update ${o} set ${noPossibleReply}
    where ${ownPossibleReply(userId, id)}
    returning ${o.id} as id`)
  return rows.length > 0
}

/** The first email of the thread this send of the student's belongs to; null when it is not theirs. */
export async function threadRootOf(db: Db, userId: string, sendId: string): Promise<string | null> {
  const { rows } = await db.execute<{ root_id: string }>(sql`
    select coalesce(${o.threadSendId}, ${o.id}) as root_id from ${o}
    where ${o.id} = ${sendId} and ${o.userId} = ${userId}`)
  return rows[0]?.root_id ?? null
}
