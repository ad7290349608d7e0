import { randomUUID } from 'node:crypto'
import { z } from 'zod'
import type { Db } from '../../db/client.ts'
import { outreachSends, startupEmployees, startups } from '../../db/schema/index.ts'
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
  const [startup] = await db.insert(startups).values({ name: company }).returning({ id: startups.id })
  const [member] = await db
    .insert(startupEmployees)
    .values({ startupId: startup!.id, name: 'Priya Sharma', email })
    .returning({ startup_id: startupEmployees.startupId, employee_id: startupEmployees.id })
  return member!
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
  const [row] = await db
    .insert(outreachSends)
    .values({
      userId: values.userId,
      startupId: values.startupId ?? null,
      employeeId: values.employeeId ?? null,
      company: values.company ?? 'Kite',
      contactName: 'Priya Sharma',
      contactEmail: values.contactEmail,
      subject: 'Internship at Kite',
      channel: 'mailbox',
      delivery: 'sent',
      messageId,
      sentAt: values.sentAt ?? new Date(Date.now() - 10 * 86_400_000),
    })
    .returning({ id: outreachSends.id })
  return { id: row!.id, messageId }
}

/** A follow-up of `root`, scheduled at `at`, and its pending `mail.send` job. */
export async function insertFollowUp(
  db: Db,
  jobs: JobQueue,
  root: { id: string; userId: string; contactEmail: string },
  at: Date,
): Promise<{ id: string; jobId: string }> {
  const [row] = await db
    .insert(outreachSends)
    .values({
      userId: root.userId,
      company: 'Kite',
      contactEmail: root.contactEmail,
      subject: 'Re: Internship at Kite',
      channel: 'mailbox',
      delivery: 'scheduled',
      messageId: ourMessageId(),
      threadSendId: root.id,
      followUpIndex: 1,
      scheduledFor: at,
      sentAt: at,
    })
    .returning({ id: outreachSends.id })
  const id = row!.id
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
