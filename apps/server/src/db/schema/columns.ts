import { customType, timestamp, uuid } from 'drizzle-orm/pg-core'

// drizzle has no built-in tsvector; the value is only read through SQL functions, so a string is enough.
export const tsvector = customType<{ data: string }>({
  dataType: () => 'tsvector',
})

export const id = () => uuid('id').primaryKey().defaultRandom()

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow()

export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date())
