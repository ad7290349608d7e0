import { sql, type SQL } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { readJson } from '../../db/json.ts'
import { directoryVersion, startups } from '../../db/schema/index.ts'
import type { SearchTerms } from './search-terms.ts'
import { searchTests } from './startup-search-tests.ts'

/** A row of a search's typo tier, as the in-memory snapshot keys its rows. */
export interface TypoRow {
  /** created_at in microseconds since the epoch, as text (exact) */
  micros: string
  id: string
}

/**
 * A search's typo tier: the rows whose name only a typo matches (neither the name test nor the words test,
 * as the tier CASE puts them), at most `max` + 1 of them, beside the directory's version read in the same
 * statement. Only the database's trigram test says which names are within typo distance: memory asks once
 * per loaded directory and search, then lists and counts the tier itself.
 */
export async function typoOnlyRows(
  db: Db,
  search: SearchTerms,
  max: number,
): Promise<{ version: number | null; rows: TypoRow[] }> {
  const { nameHit, fullText, typo } = searchTests(search)
  // a test that is null for a row (no name, no vector) sends the CASE to its next branch, as false does
  const andNot = (test: SQL | null) => (test ? sql` and not coalesce(${test}, false)` : sql``)
  const only = typo ? sql`${typo}${andNot(nameHit)}${andNot(fullText)}` : sql`false`
  const { rows } = await db.execute<{ version: number | null; rows: unknown }>(sql`
    select
      (select ${directoryVersion.version} from ${directoryVersion} where ${directoryVersion.id} = 1)::float8
        as version,
      coalesce(
        (select json_agg(typo.pair) from (
          select json_build_array(
            (extract(epoch from ${startups.createdAt}) * 1000000)::bigint::text,
            ${startups.id}::text
          ) as pair
          from ${startups} where ${only} limit ${max + 1}
        ) as typo),
        '[]'
      ) as rows`)
  const [row] = rows
  return {
    version: row!.version === null ? null : Number(row!.version),
    rows: readJson<[string, string][]>(row!.rows).map(([micros, id]) => ({ micros, id })),
  }
}
