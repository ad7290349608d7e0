import { and, asc, eq, inArray, lt, ne, sql, type SQL } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { Database } from '../../db/client.ts'
import { jobs as jobRows } from '../../db/schema/index.ts'
import { bareList } from '../../db/sql-names.ts'
import { createTestDatabase } from '../../testing/test-database.ts'
import {
  createJobCleanup,
  createJobQueue,
  JOB_CLEANUP_BATCH,
  JOB_CLEANUP_MAX_BATCHES,
  JOB_RETENTION_DAYS,
  type Clock,
} from './index.ts'

const HOUR = 60 * 60_000
const DAY = 24 * HOUR

let database: Database
let now: number
const clock: Clock = { now: () => new Date(now) }

beforeAll(async () => {
  database = await createTestDatabase()
})
afterAll(async () => {
  await database.close()
})
beforeEach(async () => {
  now = Date.parse('2026-11-27T09:00:00Z')
  await database.db.delete(jobRows)
})

/** `count` jobs of a state, finished `ageMs` before now (null: not finished). */
async function insertJobs(count: number, state: string, ageMs: number | null, kind = 'test.old') {
  const finishedAt = ageMs === null ? null : new Date(now - ageMs).toISOString()
  const j = jobRows
  await database.db.execute(sql`
    insert into ${j} (${bareList(j.kind, j.groupKey, j.state, j.runAt, j.finishedAt)})
    select ${kind}, 'g', ${state}, ${new Date(now - 30 * DAY).toISOString()}::timestamptz,
      ${finishedAt}::timestamptz
    from generate_series(1, ${count})`)
}

const countOf = (where: SQL = sql`true`) =>
  database.db.$count(jobRows, and(ne(jobRows.kind, 'jobs.cleanup'), where))

function startCleanup() {
  const jobs = createJobQueue({ db: database.db, clock })
  const cleanup = createJobCleanup({ db: database.db, jobs, clock })
  return { jobs, cleanup }
}

describe('jobs.cleanup', () => {
  it(`deletes jobs finished more than ${JOB_RETENTION_DAYS} days ago, and nothing else`, async () => {
    const past = JOB_RETENTION_DAYS * DAY + HOUR
    await insertJobs(3, 'done', past)
    await insertJobs(2, 'failed', past)
    await insertJobs(1, 'cancelled', past)
    await insertJobs(4, 'done', JOB_RETENTION_DAYS * DAY - HOUR)
    await insertJobs(2, 'failed', DAY)
    await insertJobs(2, 'pending', null)
    await insertJobs(1, 'running', null)
    const { jobs, cleanup } = startCleanup()

    await cleanup.schedule()
    expect(await jobs.workDue()).toBe(1)

    expect(await countOf()).toBe(9)
    expect(await countOf(inArray(jobRows.state, ['pending', 'running']))).toBe(3)
    expect(await countOf(lt(jobRows.finishedAt, new Date(now - JOB_RETENTION_DAYS * DAY)))).toBe(0)
  })

  it('deletes in bounded batches: what one run leaves, the next hour takes', async () => {
    const perRun = JOB_CLEANUP_BATCH * JOB_CLEANUP_MAX_BATCHES
    await insertJobs(perRun + 30, 'done', 10 * DAY)
    await insertJobs(5, 'done', HOUR)
    const { jobs, cleanup } = startCleanup()
    await cleanup.schedule()

    await jobs.workDue()
    expect(await countOf()).toBe(30 + 5)

    // the next run is queued an hour later, and is not due before
    const rows = await database.db
      .select({ runAt: jobRows.runAt })
      .from(jobRows)
      .where(and(eq(jobRows.kind, 'jobs.cleanup'), eq(jobRows.state, 'pending')))
    expect(rows.map((r) => r.runAt.getTime())).toEqual([now + HOUR])
    expect(await jobs.workDue()).toBe(0)

    now += HOUR
    expect(await jobs.workDue()).toBe(1)
    expect(await countOf()).toBe(5)
  })

  it('queues one run per hour however many instances start', async () => {
    const a = startCleanup()
    const b = startCleanup()
    await Promise.all([a.cleanup.schedule(), b.cleanup.schedule(), a.cleanup.schedule()])
    expect(await database.db.$count(jobRows, eq(jobRows.kind, 'jobs.cleanup'))).toBe(1)
  })

  it('deletes its own finished runs too, once they are old enough', async () => {
    const { jobs, cleanup } = startCleanup()
    await cleanup.schedule()
    await jobs.workDue()
    const runs = async () => {
      const rows = await database.db
        .select({ id: jobRows.id })
        .from(jobRows)
        .where(and(eq(jobRows.kind, 'jobs.cleanup'), eq(jobRows.state, 'done')))
        .orderBy(asc(jobRows.finishedAt))
      return rows.map((r) => r.id)
    }
    const [first] = await runs()
    now += DAY
    await jobs.workDue()
    expect(await runs()).toHaveLength(2)
    now += JOB_RETENTION_DAYS * DAY
    await jobs.workDue()
    const left = await runs()
    expect(left).not.toContain(first)
    expect(left).toHaveLength(2)
  })
})
