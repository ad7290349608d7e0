import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { z } from 'zod'
import type { Db } from '../../db/client.ts'
import type { JobKind, JobQueue } from '../jobs/index.ts'

/**
 * Test factories for the sync: emails "sent from the mailbox" written straight into outreach_sends (the
 * sending side is another module), and their follow-up jobs as the sending side queues them.
 */

/** The sending side's job, as this module assumes it: kind `mail.send`, payload `{ sendId }`. */
export const MAIL_SEND_STAND_IN: JobKind<{ sendId: string }> = {
  kind: 'mail.send',
  payload: z.object({ sendId: z.string() }),
  run: async () => {},
}

export const ourMessageId = () => `<cs.${randomUUID()}@coldstart.mail.test>`

export async function insertTeamMember(db: Db, company: string, email: string) {
  const { rows } = await db.execute<{ startup_id: string; employee_id: string }>(sql`
    with s as (insert into startups (name) values (${company}) returning id)
    insert into startup_employees (startup_id, name, email)
    select s.id, 'Priya Sharma', ${email} from s
    returning startup_id, id as employee_id`)
  return rows[0]!
}

export async function insertMailboxSend(
  db: Db,
  values: {
    userId: string
    contactEmail: string
    company?: string
    startupId?: string
    employeeId?: string
    sentAt?: Date
    messageId?: string
  },
): Promise<{ id: string; messageId: string }> {
  const messageId = values.messageId ?? ourMessageId()
  const { rows } = await db.execute<{ id: string }>(sql`
    insert into outreach_sends (user_id, startup_id, employee_id, company, contact_name, contact_email,
      subject, channel, delivery, message_id, sent_at)
    values (${values.userId}, ${values.startupId ?? null}, ${values.employeeId ?? null},
      ${values.company ?? 'Kite'}, 'Priya Sharma', ${values.contactEmail}, 'Internship at Kite',
      'mailbox', 'sent', ${messageId}, ${(values.sentAt ?? new Date(Date.now() - 10 * 86_400_000)).toISOString()})
    returning id`)
  return { id: rows[0]!.id, messageId }
}

/** A follow-up of `root`, scheduled at `at`, and its pending `mail.send` job. */
export async function insertFollowUp(
  db: Db,
  jobs: JobQueue,
  root: { id: string; userId: string; contactEmail: string },
  at: Date,
): Promise<{ id: string; jobId: string }> {
  const { rows } = await db.execute<{ id: string }>(sql`
    insert into outreach_sends (user_id, company, contact_email, subject, channel, delivery, message_id,
      thread_send_id, follow_up_index, scheduled_for, sent_at)
    values (${root.userId}, 'Kite', ${root.contactEmail}, 'Re: Internship at Kite', 'mailbox', 'scheduled',
      ${ourMessageId()}, ${root.id}, 1, ${at.toISOString()}, ${at.toISOString()})
    returning id`)
  const id = rows[0]!.id
  const job = await jobs.enqueue(
    MAIL_SEND_STAND_IN,
    { sendId: id },
    { group: `mailbox:${root.userId}`, runAt: at },
  )
  return { id, jobId: job.id }
}

/** A message as a mail server stores it (CRLF lines). */
export const rawMail = (headers: Record<string, string>, body: string) =>
  `${Object.entries(headers)
    .map(([k, v]) => `${k}: ${v}`)
    .join(
      '\r\n',
    )}\r\nDate: ${new Date().toUTCString()}\r\nMessage-ID: <${randomUUID()}@elsewhere.test>\r\n\r\n${body}\r\n`
