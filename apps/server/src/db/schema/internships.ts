import { sql } from 'drizzle-orm'
import { boolean, check, date, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core'
import { createdAt, id, updatedAt } from './columns.ts'
import { startups } from './startups.ts'

// Stipend, duration and deadline are numbers and a date (not display text) so the student board can filter
// on ranges: stipend in ₹ per month (min = max for a fixed amount, both null when unpaid or undisclosed).
export const internships = pgTable(
  'internships',
  {
    id: id(),
    title: text('title').notNull(),
    company: text('company').notNull(),
    location: text('location'),
    remote: boolean('remote').notNull().default(false),
    stipendMin: integer('stipend_min'),
    stipendMax: integer('stipend_max'),
    durationMonths: integer('duration_months'),
    deadline: date('deadline', { mode: 'string' }),
    description: text('description'),
    applyUrl: text('apply_url'),
    applyEmail: text('apply_email'),
    status: text('status').notNull().default('active'),
    savesCount: integer('saves_count').notNull().default(0),
    // kept when the startup goes: the posting still names its company in text
    startupId: uuid('startup_id').references(() => startups.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check(
      'internships_stipend_check',
      sql`(${t.stipendMin} is null) = (${t.stipendMax} is null) and ${t.stipendMin} >= 0 and ${t.stipendMax} >= ${t.stipendMin}`,
    ),
    check('internships_duration_check', sql`${t.durationMonths} between 1 and 24`),
    check('internships_saves_count_check', sql`${t.savesCount} >= 0`),
    check('internships_status_check', sql`${t.status} in ('active', 'closed', 'draft')`),
    index('internships_status_deadline_idx').on(t.status, t.deadline),
    index('internships_updated_at_idx').on(t.updatedAt.desc()),
  ],
)

export type Internship = typeof internships.$inferSelect
export type NewInternship = typeof internships.$inferInsert
