import { sql } from 'drizzle-orm'
import { check, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import type { ResumeFacts } from '@coldstart/contract'
import { createdAt, id, updatedAt } from './columns.ts'
import { users } from './users.ts'

export interface CustomLink {
  id: string
  label: string
  url: string
}

export const userProfiles = pgTable(
  'user_profiles',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    resumeText: text('resume_text'),
    skills: text('skills')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    customLinks: jsonb('custom_links').$type<CustomLink[]>().notNull().default([]),
    linkedin: text('linkedin'),
    github: text('github'),
    portfolio: text('portfolio'),
    experienceYears: integer('experience_years').notNull().default(0),
    education: text('education'),
    lastUpdated: timestamp('last_updated', { withTimezone: true }),
    // resume_text is the summary the AI writes from; these keep the resume file it was written from
    resumeSourceText: text('resume_source_text'),
    resumeFileName: text('resume_file_name'),
    resumeFacts: jsonb('resume_facts').$type<ResumeFacts>(),
    // the project and the result the student picked for their emails; null: the first of each
    emailPicks: jsonb('email_picks').$type<{ project: string | null; achievement: string | null }>(),
  },
  (t) => [check('user_profiles_experience_years_check', sql`${t.experienceYears} >= 0`)],
)

export const userPreferences = pgTable('user_preferences', {
  id: id(),
  userId: uuid('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  preferredDomains: text('preferred_domains')
    .array()
    .default(sql`'{}'::text[]`),
  preferredLocations: text('preferred_locations')
    .array()
    .default(sql`'{}'::text[]`),
  preferredCompanyStages: text('preferred_company_stages')
    .array()
    .default(sql`'{}'::text[]`),
  updatedAt: updatedAt(),
})

// unique user_id: exactly one note per user
export const userNotes = pgTable('user_notes', {
  id: id(),
  userId: uuid('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  content: text('content').notNull().default(''),
  // bumped by every save: a save based on an older version is refused (409), not silently overwritten
  version: integer('version').notNull().default(0),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
})

export type UserProfile = typeof userProfiles.$inferSelect
export type NewUserProfile = typeof userProfiles.$inferInsert
export type UserPreferences = typeof userPreferences.$inferSelect
export type NewUserPreferences = typeof userPreferences.$inferInsert
export type UserNote = typeof userNotes.$inferSelect
export type NewUserNote = typeof userNotes.$inferInsert
