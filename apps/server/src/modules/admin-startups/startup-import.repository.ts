import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { startups } from '../../db/schema/index.ts'
import { normalisedWebsite } from './admin-startups.repository.ts'
import { FORMAT_CHARACTERS_PG, WHITE_SPACE_PG } from './startup-name-key.ts'

/** startupNameKey in SQL, so names already in the directory compare as the file's do. */
const nameKey = sql`lower(btrim(regexp_replace(regexp_replace(normalize(${startups.name}, NFKC), ${FORMAT_CHARACTERS_PG}, '', 'g'), ${WHITE_SPACE_PG}, ' ', 'g')))`

/**
 * The startups whose name key (startupNameKey) or normalised website is among the file's. Each list goes as
 * one array parameter: thousands of separate parameters cost the database (in process with PGlite) more to
 * plan than to run.
 */
export async function findExistingByKeys(db: Db, nameKeys: string[], websites: string[]) {
  if (!nameKeys.length && !websites.length) return []
  return db
    .select({ name: startups.name, website: startups.website })
    .from(startups)
    .where(
      // IN (select unnest(...)): a hashed look-up per startup. `= any(array)` compared each startup with
      // every key of the file in turn: 5,000 keys against a seeded directory held the database seconds.
      sql`${nameKey} in (select unnest(${sql.param(nameKeys)}::text[])) or ${normalisedWebsite} in (select unnest(${sql.param(websites)}::text[]))`,
    )
}
