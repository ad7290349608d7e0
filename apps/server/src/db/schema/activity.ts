import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core'
import { createdAt, id } from './columns.ts'
import { users } from './users.ts'

// Audit trail for the admin dashboard; rows outlive their user (set null) so history is not rewritten.
export const activityLogs = pgTable(
  'activity_logs',
  {
    id: id(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    actionType: text('action_type').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id'),
    details: jsonb('details').$type<Record<string, unknown>>(),
    ip: text('ip'),
    createdAt: createdAt(),
  },
  // NULLS FIRST matches a plain `order by created_at desc` (recent activity)
  (t) => [index('activity_logs_created_at_idx').on(t.createdAt.desc().nullsFirst())],
)

export const pageViews = pgTable(
  'page_views',
  {
    id: id(),
    path: text('path').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    referrer: text('referrer'),
    createdAt: createdAt(),
  },
  (t) => [index('page_views_created_at_idx').on(t.createdAt)],
)

export type ActivityLog = typeof activityLogs.$inferSelect
export type NewActivityLog = typeof activityLogs.$inferInsert
export type PageView = typeof pageViews.$inferSelect
export type NewPageView = typeof pageViews.$inferInsert
