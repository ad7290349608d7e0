import { z } from 'zod'

/** How many "Check now" clicks a student may make per window (a sync reads their whole new INBOX). */
export const MAIL_CHECKS_PER_WINDOW = { max: 6, windowMs: 10 * 60_000 }

export const MAIL_SYNC_MESSAGES = {
  paused: 'Your mailbox is paused: reconnect it first',
  tooManyChecks: (minutes: number) =>
    `You checked for replies a lot just now. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  bounced: 'This address bounced',
  possibleReply: (company: string) => `Possible reply from someone at ${company}`,
  notFound: 'No possible reply to confirm on this email',
} as const

/** POST /api/mail-sync/check: a sync was queued (or one was queued already). */
export const mailCheckQueued = z.object({ queued: z.literal(true) })
export type MailCheckQueued = z.infer<typeof mailCheckQueued>

/** One email of the student's with something the mailbox sync saw: a reply, a bounce, a possible reply. */
export const mailReplyItem = z.object({
  id: z.uuid(),
  company: z.string(),
  contactName: z.string().nullable(),
  contactEmail: z.string(),
  subject: z.string().nullable(),
  sentAt: z.iso.datetime({ offset: true }),
  status: z.enum(['sent', 'replied', 'no_reply', 'bounced']),
  repliedAt: z.iso.datetime({ offset: true }).nullable(),
  replyFrom: z.string().nullable(),
  replySnippet: z.string().nullable(),
  bouncedAt: z.iso.datetime({ offset: true }).nullable(),
  possibleReplyFrom: z.string().nullable(),
  possibleReplySnippet: z.string().nullable(),
  possibleReplyAt: z.iso.datetime({ offset: true }).nullable(),
})
export type MailReplyItem = z.infer<typeof mailReplyItem>

/**
 * GET /api/mail-sync/overview: the student's reply rate over first emails sent from their mailbox
 * (follow-ups are not counted twice), and the newest emails with a reply, a bounce or a possible reply.
 */
export const mailSyncOverview = z.object({
  sent: z.number().int().nonnegative(),
  replied: z.number().int().nonnegative(),
  bounced: z.number().int().nonnegative(),
  items: z.array(mailReplyItem),
})
export type MailSyncOverview = z.infer<typeof mailSyncOverview>

/** The reply rate as a whole percentage, or null before anything was sent. */
export function replyRatePercent(o: Pick<MailSyncOverview, 'sent' | 'replied'>): number | null {
  return o.sent === 0 ? null : Math.round((o.replied / o.sent) * 100)
}
