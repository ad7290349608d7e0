import { randomBytes } from 'node:crypto'
import pg from 'pg'

/**
 * A PostgreSQL server for tests that need processes of their own on one database: TWO_INSTANCES_PG_URL, else
 * TEST_DATABASE_URL's server (CI's), else postgres://postgres@127.0.0.1:5432. Always reached through the
 * maintenance database "postgres": never the tests' template, which must stay unconnected to be copied.
 */
export const PG_URL = withDatabase(
  process.env.TWO_INSTANCES_PG_URL ??
    process.env.TEST_DATABASE_URL ??
    'postgres://postgres@127.0.0.1:5432/postgres',
  'postgres',
)

export function withDatabase(url: string, name: string) {
  const u = new URL(url)
  u.pathname = `/${name}`
  return u.toString()
}

/** Runs one statement; false when the server does not answer within 2 s or refuses it. */
async function runOn(url: string, text: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 })
  try {
    await client.connect()
    await client.query(text)
    return true
  } catch {
    return false
  } finally {
    await client.end().catch(() => {})
  }
}

/** Runs one statement on the maintenance database; false when the server does not answer or refuses. */
export const adminQuery = (text: string) => runOn(PG_URL, text)

/** Whether a PostgreSQL server answers at `url` (the tests that need one are skipped when none does). */
export const postgresAnswers = (url = PG_URL) => runOn(url, 'select 1')

/** A new empty database named `<prefix>_<random>`; `drop` removes it, connections and all. */
export async function scratchDatabase(prefix: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${randomBytes(5).toString('hex')}`
  if (!(await adminQuery(`create database "${name}"`))) throw new Error(`could not create database ${name}`)
  return {
    url: withDatabase(PG_URL, name),
    drop: async () => void (await adminQuery(`drop database if exists "${name}" with (force)`)),
  }
}
