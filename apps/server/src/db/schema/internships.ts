import { pgTable, text, uuid } from 'drizzle-orm/pg-core'
import { createdAt, id, updatedAt } from './columns.ts'
import { startups } from './startups.ts'

export const internships = pgTable('internships', {
  id: id(),
  title: text('title').notNull(),
  company: text('company').notNull(),
  location: text('location'),
  stipend: text('stipend'),
  duration: text('duration'),
  description: text('description'),
  applyUrl: text('apply_url'),
  status: text('status').notNull().default('active'),
  // kept when the startup goes: the posting still names its company in text
  startupId: uuid('startup_id').references(() => startups.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
})

export type Internship = typeof internships.$inferSelect
export type NewInternship = typeof internships.$inferInsert
