import { z } from 'zod'
import { fieldText } from './field-text.ts'
import { isTimeZone } from './product-day.ts'
import { sendTarget, uuidField as uuid } from './send-target.ts'

// Emails sent from the student's own connected mailbox: queued, spaced, limited per day and sent over SMTP.

export const MAILBOX_DAILY_LIMIT_DEFAULT = 30
export const MAILBOX_DAILY_LIMIT_MAX = 100
/** Sends go out between these hours of the student's zone, unless the student picked the time. */
export const SEND_WINDOW_START_HOUR = 8
export const SEND_WINDOW_END_HOUR = 20
/** a random gap between two sends of one mailbox */
export const SEND_GAP_SECONDS = { min: 60, max: 180 } as const
export const FOLLOW_UPS_MAX = 2
export const FOLLOW_UP_DAYS_MAX = 30

export const MAILBOX_DELIVERIES = ['scheduled', 'sending', 'sent', 'failed', 'cancelled'] as const
export type MailboxDelivery = (typeof MAILBOX_DELIVERIES)[number]

const subjectLine = fieldText('Subject', 998)
  .pipe(z.string().min(1, 'Write a subject'))
  .refine((s) => !/[\r\n]/.test(s), 'A subject is one line')
const bodyText = fieldText('The email', 20_000).pipe(z.string().min(1, 'Write the email'))

/** A date-time with its offset; the server keeps it in UTC. */
const dateTime = z.iso.datetime({ offset: true, message: 'Pick a date and time' })

export const followUpDraft = z.object({
  afterDays: z
    .number()
    .int('Follow up after whole days')
    .min(1, 'Follow up after at least 1 day')
    .max(FOLLOW_UP_DAYS_MAX, `Follow up after at most ${FOLLOW_UP_DAYS_MAX} days`),
  body: bodyText,
})
export type FollowUpDraft = z.infer<typeof followUpDraft>

/**
 * POST /api/mailbox/sends: one message per recipient, from the student's mailbox. No `scheduledFor`: as soon
 * as the limits allow (inside the sending hours); with it: at that time. Follow-ups go in the same thread if
 * no one replied, `afterDays` after the one before.
 */
export const mailboxSendBody = z
  .object({
    templateId: uuid('templateId').optional(),
    subject: subjectLine,
    body: bodyText,
    scheduledFor: dateTime.optional(),
    followUps: z.array(followUpDraft).max(FOLLOW_UPS_MAX, `At most ${FOLLOW_UPS_MAX} follow-ups`).optional(),
  })
  .and(sendTarget)
export type MailboxSendBody = z.input<typeof mailboxSendBody>

/** When a queued email should go and why then (the composer and Follow-ups say it in words). */
export const goesOut = z.object({
  at: z.string(),
  /** soon: within the limits now; window: after 08:00; limit: today's sends are used; scheduled: the time picked */
  reason: z.enum(['soon', 'window', 'limit', 'scheduled']),
})
export type GoesOut = z.infer<typeof goesOut>

export const mailboxSendItem = z.object({
  id: z.uuid(),
  contactEmail: z.string(),
  delivery: z.enum(MAILBOX_DELIVERIES),
  scheduledFor: z.string().nullable(),
  failureReason: z.string().nullable(),
  followUpIndex: z.number().int().nullable(),
})
export type MailboxSendItem = z.infer<typeof mailboxSendItem>

export const mailboxSendResponse = z.object({
  sends: z.array(mailboxSendItem),
  goesOut,
  timeZone: z.string(),
})
export type MailboxSendResponse = z.infer<typeof mailboxSendResponse>

export const mailboxSendParams = z.object({ id: uuid('Send id') })

/** PATCH /api/mailbox/sends/:id: a new time for a scheduled email. */
export const rescheduleSendBody = z.object({ scheduledFor: dateTime })
export type RescheduleSendBody = z.infer<typeof rescheduleSendBody>

/** PATCH /api/mailbox/settings: the zone of the sending hours and quick picks, and the daily limit. */
export const mailboxSettingsBody = z
  .object({
    timeZone: z
      .string()
      .min(1)
      .max(64)
      .refine(isTimeZone, 'Choose a time zone such as Asia/Kolkata')
      .optional(),
    dailyLimit: z
      .number()
      .int('The daily limit is a whole number')
      .min(1, 'The daily limit is at least 1')
      .max(MAILBOX_DAILY_LIMIT_MAX, `The daily limit is at most ${MAILBOX_DAILY_LIMIT_MAX}`)
      .optional(),
  })
  .refine((b) => b.timeZone !== undefined || b.dailyLimit !== undefined, {
    message: 'Give a time zone or a daily limit',
  })
export type MailboxSettingsBody = z.infer<typeof mailboxSettingsBody>

export const mailboxSettings = z.object({
  timeZone: z.string(),
  dailyLimit: z.number().int(),
  /** sends started today in the student's zone (follow-ups included) */
  sentToday: z.number().int(),
})
export type MailboxSettings = z.infer<typeof mailboxSettings>

export const MAILBOX_SEND_MESSAGES = {
  notScheduled: 'This email is not waiting to be sent any more',
  notFailed: 'Only a failed email can be tried again',
  past: 'Pick a time in the future',
  reconnect: 'Reconnect your mailbox',
  notConnected: 'Connect your mailbox in Settings to send from it',
} as const

const clockTime = (at: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hour12: false }).format(at)

const dayKey = (at: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at)

/** "today", "tomorrow" or "on Mon 1 Dec", in the student's zone. */
function dayWords(at: Date, now: Date, timeZone: string): string {
  const day = dayKey(at, timeZone)
  if (day === dayKey(now, timeZone)) return 'today'
  if (day === dayKey(new Date(now.getTime() + 86_400_000), timeZone)) return 'tomorrow'
  const words = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
  }).format(at)
  return `on ${words}`
}

const capitalised = (s: string) => s.charAt(0).toUpperCase() + s.slice(1)

/** What the composer says about a queued email: "Goes out today around 14:05". */
export function goesOutMessage(
  { at, reason }: GoesOut,
  { now, timeZone, dailyLimit }: { now: Date; timeZone: string; dailyLimit: number },
): string {
  const when = new Date(at)
  const day = dayWords(when, now, timeZone)
  if (reason === 'limit')
    return `${capitalised(day)} after ${clockTime(when, timeZone)}: today's ${dailyLimit} are used`
  if (reason === 'window')
    return `${capitalised(day)} after ${clockTime(when, timeZone)}: emails go out between 08:00 and 20:00`
  if (reason === 'scheduled') return `Goes out ${day} at ${clockTime(when, timeZone)}`
  return `Goes out ${day} around ${clockTime(when, timeZone)}`
}

/** What the composer says about a queued email's follow-ups: "Follows up on Tue 2 Dec if no reply". */
export function followUpsMessage(
  dueAt: Date[],
  { now, timeZone }: { now: Date; timeZone: string },
): string | null {
  if (dueAt.length === 0) return null
  return `Follows up ${dueAt.map((at) => dayWords(at, now, timeZone)).join(' and ')} if no reply`
}
