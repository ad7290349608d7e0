import { sql } from 'drizzle-orm'
import pg from 'pg'
import { describe, expect, it, vi } from 'vitest'
import { postgresAnswers } from '../testing/postgres-answers.ts'
import { openDatabase } from './client.ts'

// A pooled PostgreSQL connection dropped while idle is reported through the database's log (the server's
// logger once serve.ts hands it over), and the process carries on. Skipped when no PostgreSQL answers at
// TEST_DATABASE_URL's server, else postgres://postgres@127.0.0.1:5432 (the maintenance database "postgres").
const url = new URL(process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres')
url.pathname = '/postgres'

describe.skipIf(!(await postgresAnswers(url.toString())))('openDatabase on PostgreSQL', () => {
  it('reports a dropped idle connection through database.log and answers the next query', async () => {
    const database = await openDatabase({ databaseUrl: url.toString() })
    const warnings: string[] = []
    database.log = { warn: (message) => warnings.push(message) }
    try {
      const { rows } = await database.db.execute<{ pid: number }>(sql`select pg_backend_pid() as pid`)
      const admin = new pg.Client({ connectionString: url.toString() })
      await admin.connect()
      await admin.query('select pg_terminate_backend($1)', [rows[0]!.pid])
      await admin.end()
      await vi.waitFor(() =>
        expect(warnings).toEqual([expect.stringMatching(/^PostgreSQL connection lost: /)]),
      )
      await expect(database.db.execute(sql`select 1`)).resolves.toBeDefined()
    } finally {
      await database.close()
    }
  })
})
