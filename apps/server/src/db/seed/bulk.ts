import { randomUUID } from 'node:crypto'
import { getTableColumns, sql } from 'drizzle-orm'
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core'
import type { Db } from '../client.ts'
import { startupEmployees, startups, startupTags } from '../schema/index.ts'
import { bareList } from '../sql-names.ts'
import { buildStartup, buildTags, createFaker, slugify, tagListOf } from './factories.ts'
import { EMPLOYEE_ROLES } from './sectors.ts'

export interface BulkSeedResult {
  startups: number
  tags: number
  employees: number
  ms: number
}

const BATCH = 5_000
const CONCURRENCY = 3

/**
 * Adds `count` generated startups with tags and contacts, for load tests and the 100k-row benchmarks.
 * One `insert … select from unnest(…)` per table per batch: a handful of array parameters instead of one
 * bind parameter per value, which is what makes 100,000 rows take seconds rather than minutes.
 */
export async function seedBulkStartups(
  db: Db,
  count: number,
  log: (msg: string) => void = () => {},
): Promise<BulkSeedResult> {
  const started = performance.now()
  // seeded from the clock: runs can be repeated, and ids are random, so they never collide
  const f = createFaker(Date.now() % 1_000_000)
  const totals = { startups: 0, tags: 0, employees: 0 }

  // A few batches in flight: PostgreSQL inserts them on separate pool connections (and cores) while the next
  // batch is generated here. PGlite runs one connection, so there they simply queue.
  let planned = 0
  const worker = async () => {
    while (planned < count) {
      const batch = buildBatch(Math.min(BATCH, count - planned), f)
      planned += batch.startups.id.length
      try {
        await db.transaction(async (tx) => {
          await tx.execute(insertStartups(batch.startups))
          await tx.execute(insertTags(batch.tags))
          await tx.execute(insertEmployees(batch.employees))
        })
      } catch (err) {
        planned = count // stop the other workers too; each finished batch is already committed whole
        throw err
      }
      totals.startups += batch.startups.id.length
      totals.tags += batch.tags.startupId.length
      totals.employees += batch.employees.startupId.length
      log(`bulk: ${totals.startups} / ${count} startups`)
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, worker))

  // PGlite has no autovacuum, and PostgreSQL's would only catch up later: plan with fresh statistics now.
  await db.execute(sql`vacuum analyze ${startups}, ${startupTags}, ${startupEmployees}`)
  return { ...totals, ms: Math.round(performance.now() - started) }
}

type Columns<K extends string> = Record<K, unknown[]>

function columns<K extends string>(keys: readonly K[]): Columns<K> {
  return Object.fromEntries(keys.map((k) => [k, []])) as unknown as Columns<K>
}

const STARTUP_COLUMNS = [
  'id',
  'name',
  'description',
  'website',
  'sector',
  'location',
  'fundingRound',
  'fundingAmount',
  'fundingDate',
  'teamSize',
  'logoUrl',
  'isHiring',
  'isTrending',
  'status',
  'createdAt',
  'viewsCount',
  'savesCount',
  'tagList',
] as const

function buildBatch(size: number, f: ReturnType<typeof createFaker>) {
  const s = columns(STARTUP_COLUMNS)
  const tags = columns(['startupId', 'tag'])
  const employees = columns(['startupId', 'name', 'role', 'email', 'linkedinUrl', 'createdAt'])

  for (let i = 0; i < size; i++) {
    const id = randomUUID()
    const startup = buildStartup({ id }, { faker: f })
    const tagNames = buildTags({ faker: f, sector: startup.sector ?? undefined })
    const createdAt = (startup.createdAt as Date).toISOString()
    const row = { ...startup, createdAt, tagList: tagListOf(tagNames) }
    for (const key of STARTUP_COLUMNS) s[key].push(row[key] ?? null)
    for (const tag of tagNames) {
      tags.startupId.push(id)
      tags.tag.push(tag)
    }
    const domain = new URL(startup.website ?? 'https://startup.example.com').host
    const contacts = f.number.int({ min: 1, max: 5 })
    for (let c = 0; c < contacts; c++) {
      const first = f.person.firstName()
      const last = f.person.lastName()
      employees.startupId.push(id)
      employees.name.push(`${first} ${last}`)
      employees.role.push(c === 0 ? 'Founder & CEO' : f.helpers.arrayElement(EMPLOYEE_ROLES))
      employees.email.push(`${slugify(first).replace(/-/g, '')}@${domain}`)
      employees.linkedinUrl.push(`https://www.linkedin.com/in/${slugify(`${first} ${last}`)}`)
      employees.createdAt.push(createdAt)
    }
  }
  return { startups: s, tags, employees }
}

// sql.param keeps each JS array one bind parameter (a bare array would expand into a list).
const arr = (values: unknown[], column: AnyPgColumn) =>
  sql`${sql.param(values)}::${sql.raw(column.getSQLType())}[]`

/**
 * `insert into <table> (<columns>) select * from unnest(<one array per column>)`, the columns named by the
 * schema's keys and each array cast to its column's type. Columns left out take their defaults.
 */
function insertUnnest<T extends PgTable>(
  table: T,
  values: Partial<Record<keyof T['_']['columns'], unknown[]>>,
) {
  const columnsOf = getTableColumns(table) as Record<string, AnyPgColumn>
  const given = Object.entries(values as Record<string, unknown[]>).map(([key, list]) => ({
    column: columnsOf[key]!,
    list,
  }))
  return sql`
    insert into ${table} (${bareList(...given.map((g) => g.column))})
    select * from unnest(${sql.join(
      given.map((g) => arr(g.list, g.column)),
      sql`, `,
    )})`
}

const insertStartups = (c: Columns<(typeof STARTUP_COLUMNS)[number]>) =>
  insertUnnest(startups, { ...c, updatedAt: c.createdAt })

const insertTags = (c: Columns<'startupId' | 'tag'>) => insertUnnest(startupTags, c)

// status is left to its default, 'pending'
const insertEmployees = (c: Columns<'startupId' | 'name' | 'role' | 'email' | 'linkedinUrl' | 'createdAt'>) =>
  insertUnnest(startupEmployees, c)
