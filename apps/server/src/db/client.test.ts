import { sql } from 'drizzle-orm'
import pg from 'pg'
import { describe, expect, it, vi } from 'vitest'
import { PG_URL, postgresAnswers } from '../testing/scratch-postgres.ts'
import { openDatabase } from './client.ts'

// A pooled PostgreSQL connection dropped while idle is reported through the database's log (the server's
// logger once serve.ts hands it over), and the process carries on. Skipped when no PostgreSQL answers
// (testing/scratch-postgres.ts: the maintenance database of the tests' server).
const url = new URL(PG_URL)

describe.skipIf(!(await postgresAnswers()))('openDatabase on PostgreSQL', () => {
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
