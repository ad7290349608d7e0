import { sql } from 'drizzle-orm'
import {
  type AnyPgColumn,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { createdAt, id, updatedAt } from './columns.ts'
import { emailTemplates } from './email-templates.ts'
import { internships } from './internships.ts'
import { startupEmployees, startups } from './startups.ts'
import { users } from './users.ts'

// A student's saved startup or internship (exactly one of the two), with a note of their own.
export const bookmarks = pgTable(
  'bookmarks',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    startupId: uuid('startup_id').references(() => startups.id, { onDelete: 'cascade' }),
    internshipId: uuid('internship_id').references(() => internships.id, { onDelete: 'cascade' }),
    note: text('note').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('bookmarks_one_target_check', sql`num_nonnulls(${t.startupId}, ${t.internshipId}) = 1`),
    // one save per thing per student: a second save is a no-op, so saves_count stays exact
    uniqueIndex('bookmarks_user_startup_unique').on(t.userId, t.startupId),
    uniqueIndex('bookmarks_user_internship_unique').on(t.userId, t.internshipId),
    index('bookmarks_user_created_at_idx').on(t.userId, t.createdAt.desc(), t.id),
  ],
)

// One row per email a student sent (or copied, or downloaded) from the composer: the outreach log behind
// "last emailed", the repeat warning and the follow-ups page. Names and addresses are copied at send time so
// the log stays true when the admin edits or deletes the startup.
export const outreachSends = pgTable(
  'outreach_sends',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    startupId: uuid('startup_id').references(() => startups.id, { onDelete: 'set null' }),
    employeeId: uuid('employee_id').references(() => startupEmployees.id, { onDelete: 'set null' }),
    // the posting an application went to: a follow-up writes to its address again while it is open
    internshipId: uuid('internship_id').references(() => internships.id, { onDelete: 'set null' }),
    templateId: uuid('template_id').references(() => emailTemplates.id, { onDelete: 'set null' }),
    company: text('company').notNull(),
    contactName: text('contact_name'),
    contactEmail: text('contact_email').notNull(),
    templateTitle: text('template_title'),
    subject: text('subject'),
    channel: text('channel').notNull(),
    status: text('status').notNull().default('sent'),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    statusUpdatedAt: timestamp('status_updated_at', { withTimezone: true }),
    snoozedUntil: timestamp('snoozed_until', { withTimezone: true }),
    followedUpAt: timestamp('followed_up_at', { withTimezone: true }),
    // Sent from the student's connected mailbox (channel 'mailbox'); null on every other channel.
    // delivery: scheduled -> sending -> sent, or failed (failure_reason says why) or cancelled.
    delivery: text('delivery'),
    // chosen and stored before the first attempt, so a retry after an unknown outcome can look for it in Sent
    messageId: text('message_id'),
    body: text('body'),
    scheduledFor: timestamp('scheduled_for', { withTimezone: true }),
    failureReason: text('failure_reason'),
    // a follow-up's first email (same thread: In-Reply-To/References its message_id) and its place, 1 or 2
    threadSendId: uuid('thread_send_id').references((): AnyPgColumn => outreachSends.id, {
      onDelete: 'cascade',
    }),
    followUpIndex: integer('follow_up_index'),
    // what the mailbox sync saw: the reply (or the bounce, or an out-of-office) and when
    replySnippet: text('reply_snippet'),
    replyFrom: text('reply_from'),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    // someone else at the startup's domain answered: shown for the student to confirm, never assumed
    possibleReplyFrom: text('possible_reply_from'),
    possibleReplySnippet: text('possible_reply_snippet'),
    possibleReplyAt: timestamp('possible_reply_at', { withTimezone: true }),
    autoReplyAt: timestamp('auto_reply_at', { withTimezone: true }),
  },
  (t) => [
    check('outreach_sends_channel_check', sql`${t.channel} in ('mailto', 'gmail', 'copy', 'eml', 'mailbox')`),
    check('outreach_sends_status_check', sql`${t.status} in ('sent', 'replied', 'no_reply', 'bounced')`),
    check(
      'outreach_sends_delivery_check',
      sql`(${t.channel} = 'mailbox') = (${t.delivery} is not null) and ${t.delivery} in ('scheduled', 'sending', 'sent', 'failed', 'cancelled')`,
    ),
    check('outreach_sends_follow_up_index_check', sql`${t.followUpIndex} between 1 and 2`),
    uniqueIndex('outreach_sends_message_id_idx').on(t.messageId),
    index('outreach_sends_thread_idx').on(t.threadSendId),
    index('outreach_sends_user_sent_at_idx').on(t.userId, t.sentAt.desc(), t.id),
    index('outreach_sends_user_contact_idx').on(t.userId, sql`lower(${t.contactEmail})`, t.sentAt),
    index('outreach_sends_user_startup_idx').on(t.userId, t.startupId, t.sentAt),
    // the admin dashboard's sends, replies and bounces per day
    index('outreach_sends_mailbox_sent_at_idx')
      .on(t.sentAt)
      .where(sql`${t.channel} = 'mailbox' and ${t.delivery} = 'sent'`),
    index('outreach_sends_replied_at_idx')
      .on(t.repliedAt)
      .where(sql`${t.repliedAt} is not null and ${t.threadSendId} is null`),
    index('outreach_sends_bounced_at_idx')
      .on(t.statusUpdatedAt)
      .where(sql`${t.status} = 'bounced'`),
  ],
)

// Per-student outreach settings: days without a reply before a send is nudged on the follow-ups page.
export const outreachSettings = pgTable(
  'outreach_settings',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    followUpAfterDays: integer('follow_up_after_days').notNull().default(7),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('outreach_settings_follow_up_after_days_check', sql`${t.followUpAfterDays} between 1 and 60`),
  ],
)

// Startup pages each account opened per day (India's day), for the daily limit (STARTUP_READS_PER_DAY): one
// row per account and day, counted by one upsert so every instance and restart shares the count. A startup
// opened again the same day is not counted again (startup_views holds who saw what that day).
export const startupReads = pgTable(
  'startup_reads',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    count: integer('count').notNull(),
    /** the first page refused that day (the admin dashboard lists accounts that hit the limit) */
    limitedAt: timestamp('limited_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.day] }),
    index('startup_reads_limited_at_idx')
      .on(t.limitedAt.desc())
      .where(sql`${t.limitedAt} is not null`),
  ],
)

export type Bookmark = typeof bookmarks.$inferSelect
export type NewBookmark = typeof bookmarks.$inferInsert
export type OutreachSend = typeof outreachSends.$inferSelect
export type NewOutreachSend = typeof outreachSends.$inferInsert
