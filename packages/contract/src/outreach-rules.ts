// The outreach log's channels, statuses, limits and fixed strings, without zod: the composer, the follow-ups
// page and the log import these, and with the schemas beside them each carried zod (about 27 KB gzip).

export const OUTREACH_CHANNELS = ['mailto', 'gmail', 'copy', 'eml'] as const
export type OutreachChannel = (typeof OUTREACH_CHANNELS)[number]
/** the log also holds emails sent from the student's connected mailbox (never recorded by the composer) */
export const OUTREACH_LOG_CHANNELS = [...OUTREACH_CHANNELS, 'mailbox'] as const
export type OutreachLogChannel = (typeof OUTREACH_LOG_CHANNELS)[number]

export const OUTREACH_STATUSES = ['sent', 'replied', 'no_reply', 'bounced'] as const
export type OutreachStatus = (typeof OUTREACH_STATUSES)[number]
export const OUTREACH_STATUS_LABELS: Record<OutreachStatus, string> = {
  sent: 'Sent',
  replied: 'Replied',
  no_reply: 'No reply',
  bounced: 'Bounced',
}

/** The composer asks before emailing someone (or the same startup) again within this many days. */
export const OUTREACH_REPEAT_WARNING_DAYS = 14
/** How long Snooze hides a nudge. */
export const OUTREACH_SNOOZE_DAYS = [3, 7, 14] as const
export const FOLLOW_UP_AFTER_DAYS_DEFAULT = 7
export const FOLLOW_UP_AFTER_DAYS_MIN = 1
export const FOLLOW_UP_AFTER_DAYS_MAX = 60
export const OUTREACH_PAGE_SIZE = 20
/**
 * The log keeps a student's newest this-many sends: recording more rolls the oldest off in the same
 * transaction (the email has already left when the composer records it, so refusing would only make the log
 * lie; decision 019).
 */
export const OUTREACH_LOG_MAX_SENDS = 5_000
/** Recordings (one per composer send, up to 50 recipients each) a student may make per hour. */
export const OUTREACH_RECORDS_PER_HOUR = 120
/**
 * A mail link's send can be taken back this long after it was logged: the click is logged whether or not a
 * mail app opened, and a student who sent nothing says so at once or not at all.
 */
export const OUTREACH_UNDO_MINUTES = 10
/** Who an internship's application address is greeted as. */
export const INTERNSHIP_RECIPIENT_NAME = 'Hiring Team'

export const OUTREACH_MESSAGES = {
  target: 'Give either a startup with its employees, or an internship',
  employeeElsewhere: 'Every recipient must work at this startup',
  noUpdate: 'Give a status, snoozeDays or followedUp',
  notUndoable: `Only a mail link's send from the last ${OUTREACH_UNDO_MINUTES} minutes can be undone`,
  tooManyRecords: (minutes: number) =>
    `You have logged ${OUTREACH_RECORDS_PER_HOUR} sends this hour, the most an hour allows. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
} as const
