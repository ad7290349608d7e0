import { z } from 'zod'
import { optionalFieldText } from './field-text.ts'
import { pagedResponse } from './paged.ts'
import { MAILBOX_DELIVERIES } from './mailbox-sends.ts'
import { sendTarget, uuidField as uuid, whoseSends } from './send-target.ts'
import {
  OUTREACH_CHANNELS,
  OUTREACH_LOG_CHANNELS,
  OUTREACH_MESSAGES,
  OUTREACH_STATUSES,
  FOLLOW_UP_AFTER_DAYS_MAX,
  FOLLOW_UP_AFTER_DAYS_MIN,
  OUTREACH_PAGE_SIZE,
  OUTREACH_SNOOZE_DAYS,
} from './outreach-rules.ts'

// The outreach log: one row per recipient of every email a student sends from the composer (mail link, Gmail,
// Copy or .eml), the "last emailed" facts built on it, and the follow-up nudges.

/**
 * POST /api/outreach/sends: the composer says what it sent, never to whom in text: the server reads names
 * and addresses from the startup's employees or the internship itself.
 */
export const recordSendsBody = z
  .object({
    channel: z.enum(OUTREACH_CHANNELS, { message: 'Channel must be mailto, gmail, copy or eml' }),
    templateId: uuid('templateId').optional(),
    subject: optionalFieldText('Subject', 998),
  })
  .and(sendTarget)
export type RecordSendsBody = z.input<typeof recordSendsBody>
/** `ids`: the rows written, one per recipient (what an undo removes). */
export const recordSendsResponse = z.object({ recorded: z.number().int(), ids: z.array(z.uuid()) })
export type RecordSendsResponse = z.infer<typeof recordSendsResponse>

/** GET /api/outreach/recent: one startup's team, or one internship's address. */
export const recentOutreachQuery = whoseSends
export type RecentOutreachQuery = z.input<typeof recentOutreachQuery>

export const recentOutreach = z.object({
  /** the last time this student emailed anyone at the startup (null: never, or no startup) */
  startupLastSentAt: z.string().nullable(),
  contacts: z.array(
    z.object({
      /** null for an internship's application address */
      employeeId: z.uuid().nullable(),
      name: z.string(),
      lastSentAt: z.string().nullable(),
      /** the subject of the first email this student sent to this address: a follow-up replies to it */
      firstSubject: z.string().nullable(),
    }),
  ),
})
export type RecentOutreach = z.infer<typeof recentOutreach>

const booleanParam = z.enum(['true', 'false']).transform((v) => v === 'true')

/** GET /api/outreach/sends: newest first; `due` keeps only the nudges. */
export const outreachListQuery = z.object({
  status: z
    .enum(OUTREACH_STATUSES, { message: 'Status must be sent, replied, no_reply or bounced' })
    .optional(),
  due: booleanParam.optional(),
  /** only sends snoozed into the future (the Snoozed view) */
  snoozed: booleanParam.optional(),
  page: z.coerce.number().int().min(1).max(100_000).optional().default(1),
  pageSize: z.coerce.number().int().min(1).max(100).optional().default(OUTREACH_PAGE_SIZE),
})
export type OutreachListQuery = z.input<typeof outreachListQuery>

export const outreachSend = z.object({
  id: z.uuid(),
  startupId: z.uuid().nullable(),
  employeeId: z.uuid().nullable(),
  templateId: z.uuid().nullable(),
  company: z.string(),
  contactName: z.string().nullable(),
  contactEmail: z.string(),
  templateTitle: z.string().nullable(),
  subject: z.string().nullable(),
  channel: z.enum(OUTREACH_LOG_CHANNELS),
  status: z.enum(OUTREACH_STATUSES),
  /** from the student's mailbox only (channel 'mailbox'): where the email is, else null */
  delivery: z.enum(MAILBOX_DELIVERIES).nullable(),
  scheduledFor: z.string().nullable(),
  failureReason: z.string().nullable(),
  /** 1 or 2: a follow-up queued in the thread of an earlier email */
  followUpIndex: z.number().int().nullable(),
  sentAt: z.string(),
  statusUpdatedAt: z.string().nullable(),
  snoozedUntil: z.string().nullable(),
  followedUpAt: z.string().nullable(),
  /** no reply yet, sent longer ago than the student's follow-up setting, not snoozed, not followed up */
  due: z.boolean(),
  /**
   * Who a follow-up in the composer writes to. `employee`: the startup's team member at this address now
   * (found by address when an admin re-saved the team); `internship`: the posting an application went to,
   * while it is open with an address. Both null: the contact is gone, only the student's mail app can reach
   * them.
   */
  employee: z.object({ id: z.uuid(), name: z.string(), email: z.string() }).nullable(),
  internship: z
    .object({
      id: z.uuid(),
      title: z.string(),
      company: z.string(),
      startupId: z.uuid().nullable(),
      applyEmail: z.string(),
    })
    .nullable(),
})
export type OutreachSend = z.infer<typeof outreachSend>
export const outreachListResponse = pagedResponse(outreachSend)
export type OutreachListResponse = z.infer<typeof outreachListResponse>

/** GET /api/outreach/due-count: how many nudges the follow-ups page shows (the sidebar's badge). */
export const outreachDueCount = z.object({ due: z.number().int().min(0) })
export type OutreachDueCount = z.infer<typeof outreachDueCount>

export const outreachSendParams = z.object({ id: uuid('Send id') })

/** PATCH /api/outreach/sends/:id: one or more of the four (`unsnooze` undoes a snooze). */
export const updateOutreachSendBody = z
  .object({
    status: z
      .enum(OUTREACH_STATUSES, { message: 'Status must be sent, replied, no_reply or bounced' })
      .optional(),
    snoozeDays: z
      .union(
        OUTREACH_SNOOZE_DAYS.map((d) => z.literal(d)),
        { message: `Snooze for ${OUTREACH_SNOOZE_DAYS.join(', ')} days` },
      )
      .optional(),
    // false takes a follow-up back (its mail link was undone): the nudge shows again
    followedUp: z.boolean({ message: 'followedUp is true or false' }).optional(),
    unsnooze: z.literal(true, { message: 'unsnooze can only be true' }).optional(),
  })
  .refine((v) => !(v.snoozeDays !== undefined && v.unsnooze), {
    message: 'Snooze or unsnooze, not both',
    path: ['unsnooze'],
  })
  .refine(
    (v) => v.status !== undefined || v.snoozeDays !== undefined || v.followedUp !== undefined || v.unsnooze,
    { message: OUTREACH_MESSAGES.noUpdate },
  )
export type UpdateOutreachSendBody = z.input<typeof updateOutreachSendBody>

export const outreachSettings = z.object({
  followUpAfterDays: z
    .number({ message: 'Follow up after must be a number of days' })
    .int('Follow up after must be whole days')
    .min(FOLLOW_UP_AFTER_DAYS_MIN, `Follow up after at least ${FOLLOW_UP_AFTER_DAYS_MIN} day`)
    .max(FOLLOW_UP_AFTER_DAYS_MAX, `Follow up after at most ${FOLLOW_UP_AFTER_DAYS_MAX} days`),
})
export type OutreachSettings = z.infer<typeof outreachSettings>

/** The columns of GET /api/outreach/sends.csv, in order. */
export const OUTREACH_CSV_COLUMNS = [
  'sent_at',
  'company',
  'contact_name',
  'contact_email',
  'subject',
  'template',
  'channel',
  'status',
  'status_updated_at',
  'followed_up_at',
] as const
