import { sql, type SQL } from 'drizzle-orm'
import { drizzle } from 'drizzle-orm/node-postgres'
import { alias, PgDialect } from 'drizzle-orm/pg-core'
import { describe, expect, it } from 'vitest'
import { readJson } from './json.ts'
import { bookmarks, startups } from './schema/index.ts'
import { bare, bareList, fromAs, qualified } from './sql-names.ts'

// Raw SQL names the schema's objects: each helper writes the name SQL wants in its place.

const text = (fragment: SQL) => new PgDialect().sqlToQuery(fragment).sql

describe('sql names', () => {
  it('writes bare names where SQL wants them and an alias with its table where it is declared', () => {
    const s = alias(startups, 's')
    expect(text(sql`insert into ${bookmarks} (${bareList(bookmarks.userId, bookmarks.note)}) select 1`)).toBe(
      'insert into "bookmarks" ("user_id", "note") select 1',
    )
    expect(text(sql`update ${startups} set ${bare(startups.savesCount)} = 0`)).toBe(
      'update "startups" set "saves_count" = 0',
    )
    expect(text(sql`select ${s.id} from ${fromAs(s)}`)).toBe('select "s"."id" from "startups" "s"')
  })

  it('keeps a nested fragment qualified in a single-table select list, where drizzle drops the table', () => {
    const db = drizzle.mock()
    const outerRow = sql`select 1 where ${startups.id} is not null`
    const select = (x: SQL) => db.select({ x }).from(bookmarks).toSQL().sql
    expect(select(outerRow)).toBe('select select 1 where "id" is not null from "bookmarks"')
    expect(select(qualified(outerRow))).toBe(
      'select (select 1 where "startups"."id" is not null) from "bookmarks"',
    )
  })
})

describe('readJson', () => {
  it('reads json the driver parsed and json it handed back as text alike', () => {
    expect(readJson<{ a: number }>({ a: 1 })).toEqual({ a: 1 })
    expect(readJson<{ a: number }>('{"a":1}')).toEqual({ a: 1 })
    expect(readJson<number[]>('[1,2]')).toEqual([1, 2])
    expect(readJson<null>(null)).toBeNull()
  })
})
