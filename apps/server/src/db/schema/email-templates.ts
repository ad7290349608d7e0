import { sql } from 'drizzle-orm'
import type { TemplateNoReplyUse } from '@coldstart/contract'
import { check, date, integer, numeric, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core'
import { createdAt, id, updatedAt } from './columns.ts'
import { users } from './users.ts'

export const emailTemplates = pgTable(
  'email_templates',
  {
    id: id(),
    title: text('title').notNull(),
    description: text('description'),
    category: text('category').notNull(),
    templateContent: text('template_content').notNull(),
    status: text('status').notNull().default('active'),
    usageCount: integer('usage_count').notNull().default(0),
    // Which no-reply follow-up a follow-up template suits (TEMPLATE_NO_REPLY_USES): the composer's default
    // for follow-up 1 and for the last one; 'never' for a follow-up that is not a nudge (a thank-you).
    // Internship templates keep 'any'.
    noReplyUse: text('no_reply_use').$type<TemplateNoReplyUse>().notNull().default('any'),
    // First emails sent from students' connected mailboxes with this template, and how many of them were
    // answered: kept by triggers on outreach_sends (migration 0026), never written by the app.
    mailboxSends: integer('mailbox_sends').notNull().default(0),
    mailboxReplies: integer('mailbox_replies').notNull().default(0),
    // The measured reply rate in percent, null below TEMPLATE_RATE_MIN_SENDS (20) sends: derived by the
    // database from the two counters, so it can never disagree with them. mode 'number' gives a JS number.
    successRate: numeric('success_rate', { precision: 5, scale: 2, mode: 'number' }).generatedAlwaysAs(
      sql`case when mailbox_sends >= 20 then round(mailbox_replies * 100.0 / mailbox_sends, 2) end`,
    ),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('email_templates_category_check', sql`${t.category} in ('internship', 'follow-up')`),
    check('email_templates_usage_count_check', sql`${t.usageCount} >= 0`),
    check('email_templates_no_reply_use_check', sql`${t.noReplyUse} in ('any', 'first', 'last', 'never')`),
    check('email_templates_success_rate_check', sql`${t.successRate} between 0 and 100`),
    check(
      'email_templates_mailbox_counts_check',
      sql`${t.mailboxReplies} >= 0 and ${t.mailboxReplies} <= ${t.mailboxSends}`,
    ),
  ],
)

// Who used which template on which day: a use counts (usage_count + 1, one activity row) only when its row is
// new, so one user adds at most one use of a template a day however often they ask.
export const templateUses = pgTable(
  'template_uses',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    templateId: uuid('template_id')
      .notNull()
      .references(() => emailTemplates.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
  },
  // user first: deleting an account finds its rows by the key (templates are archived, not deleted)
  (t) => [primaryKey({ columns: [t.userId, t.templateId, t.day] })],
)

export type EmailTemplate = typeof emailTemplates.$inferSelect
export type NewEmailTemplate = typeof emailTemplates.$inferInsert
