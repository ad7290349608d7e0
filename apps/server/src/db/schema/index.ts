// Every table and relation, so `drizzle(client, { schema })` knows them all and drizzle-kit sees one entry point.
export * from './activity.ts'
export * from './email-templates.ts'
export * from './internships.ts'
export * from './signing-keys.ts'
export * from './startups.ts'
export * from './student-tracking.ts'
export * from './user-data.ts'
export * from './users.ts'
