import { relations } from 'drizzle-orm'
import { activityLogs, pageViews } from './activity.ts'
import { internships } from './internships.ts'
import { startupEmployees, startups, startupTags, startupViews } from './startups.ts'
import { userNotes, userPreferences, userProfiles } from './user-data.ts'
import { admins, passwordResetTokens, sessions, users } from './users.ts'

export const usersRelations = relations(users, ({ one, many }) => ({
  sessions: many(sessions),
  passwordResetTokens: many(passwordResetTokens),
  admin: one(admins, { fields: [users.id], references: [admins.userId] }),
  profile: one(userProfiles, { fields: [users.id], references: [userProfiles.userId] }),
  preferences: one(userPreferences, { fields: [users.id], references: [userPreferences.userId] }),
  note: one(userNotes, { fields: [users.id], references: [userNotes.userId] }),
  activityLogs: many(activityLogs),
  pageViews: many(pageViews),
}))

export const sessionsRelations = relations(sessions, ({ one }) => ({
  user: one(users, { fields: [sessions.userId], references: [users.id] }),
}))

export const passwordResetTokensRelations = relations(passwordResetTokens, ({ one }) => ({
  user: one(users, { fields: [passwordResetTokens.userId], references: [users.id] }),
}))

export const adminsRelations = relations(admins, ({ one }) => ({
  user: one(users, { fields: [admins.userId], references: [users.id] }),
}))

export const startupsRelations = relations(startups, ({ many }) => ({
  tags: many(startupTags),
  employees: many(startupEmployees),
  views: many(startupViews),
  internships: many(internships),
}))

export const startupTagsRelations = relations(startupTags, ({ one }) => ({
  startup: one(startups, { fields: [startupTags.startupId], references: [startups.id] }),
}))

export const startupEmployeesRelations = relations(startupEmployees, ({ one }) => ({
  startup: one(startups, { fields: [startupEmployees.startupId], references: [startups.id] }),
}))

export const startupViewsRelations = relations(startupViews, ({ one }) => ({
  startup: one(startups, { fields: [startupViews.startupId], references: [startups.id] }),
}))

export const userProfilesRelations = relations(userProfiles, ({ one }) => ({
  user: one(users, { fields: [userProfiles.userId], references: [users.id] }),
}))

export const userPreferencesRelations = relations(userPreferences, ({ one }) => ({
  user: one(users, { fields: [userPreferences.userId], references: [users.id] }),
}))

export const userNotesRelations = relations(userNotes, ({ one }) => ({
  user: one(users, { fields: [userNotes.userId], references: [users.id] }),
}))

export const internshipsRelations = relations(internships, ({ one }) => ({
  startup: one(startups, { fields: [internships.startupId], references: [startups.id] }),
}))

export const activityLogsRelations = relations(activityLogs, ({ one }) => ({
  user: one(users, { fields: [activityLogs.userId], references: [users.id] }),
}))

export const pageViewsRelations = relations(pageViews, ({ one }) => ({
  user: one(users, { fields: [pageViews.userId], references: [users.id] }),
}))
