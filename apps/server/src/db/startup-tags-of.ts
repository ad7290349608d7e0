import { sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import { startups, startupTags } from './schema/index.ts'
import { fromAs, qualified } from './sql-names.ts'

const t = alias(startupTags, 't')

/** The startup row's tags, sorted, in a select list over `startups` ('{}' for none). */
export const startupTagsOf = sql<string[]>`coalesce(${qualified(
  sql`select array_agg(${t.tag} order by ${t.tag}) from ${fromAs(t)} where ${t.startupId} = ${startups.id}`,
)}, '{}')`
