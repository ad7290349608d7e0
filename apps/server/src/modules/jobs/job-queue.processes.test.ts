import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { openDatabase, type Database } from '../../db/client.ts'
import { jobs } from '../../db/schema/index.ts'
import {
  CHILD_TEST_TIMEOUT_MS,
  CHILD_WAIT_MS,
  kill9,
  startChild,
  stopChild,
  waitForLine,
  type Child,
} from '../../testing/child-process.ts'
import { postgresAnswers, scratchDatabase } from '../../testing/scratch-postgres.ts'
import { createJobQueue, type JobKind, type RunningJob } from './index.ts'

/**
 * Workers in processes of their own (src/testing/job-worker-process.ts): two on one PostgreSQL, and one
 * killed with SIGKILL mid-job, on PostgreSQL and on the embedded database. The PostgreSQL cases are skipped
 * when no server answers (testing/scratch-postgres.ts).
 */
const WORKER = path.resolve(import.meta.dirname, '../../testing/job-worker-process.ts')
const pgUp = await postgresAnswers()
const startWorker = (env: Record<string, string>) => startChild(WORKER, env)
const stopWorker = stopChild

const empty = z.object({})

/** After a worker died holding test.hang: a new worker, its clock at the lease's end, finishes the job. */
async function takeOverAfterKill(database: Database, jobId: string) {
  const [job] = await database.db.select({ leaseUntil: jobs.leaseUntil }).from(jobs).where(eq(jobs.id, jobId))
  const leaseEnds = job!.leaseUntil!.getTime()
  const runs: RunningJob<object>[] = []
  const hang: JobKind<object> = { kind: 'test.hang', payload: empty, run: async (job) => void runs.push(job) }
  const justBefore = createJobQueue({ db: database.db, clock: { now: () => new Date(leaseEnds - 1000) } })
  justBefore.register(hang)
  // the dead worker's lease still holds: nobody may take the job yet
  expect(await justBefore.workDue()).toBe(0)
  const after = createJobQueue({ db: database.db, clock: { now: () => new Date(leaseEnds) } })
  after.register(hang)
  expect(await after.workDue()).toBe(1)
  expect(runs).toHaveLength(1)
  expect(runs[0]).toMatchObject({ id: jobId, attempt: 2, previousOutcomeUnknown: true })
  expect(await after.find(jobId)).toMatchObject({ state: 'done', attempts: 2 })
}

describe.skipIf(!pgUp)('job workers in separate processes on one PostgreSQL', () => {
  let scratch: Awaited<ReturnType<typeof scratchDatabase>> | undefined
  const workers: Child[] = []
  let database: Database | undefined

  afterAll(async () => {
    await Promise.all(workers.map(stopWorker))
    await database?.close()
    await scratch?.drop()
  }, CHILD_WAIT_MS)

  it(
    'two workers run each of 300 jobs exactly once',
    async () => {
      scratch = await scratchDatabase('h32q_jobs')
      const databaseUrl = scratch.url
      // started together on an empty database: they take turns to migrate
      const [a, b] = [0, 1].map(() => startWorker({ DATABASE_URL: databaseUrl, JOB_RUN_MS: '5' }))
      workers.push(a!, b!)
      await Promise.all([waitForLine(a!, 'ready'), waitForLine(b!, 'ready')])

      database = await openDatabase({ databaseUrl })
      const queue = createJobQueue({ db: database.db })
      const record: JobKind<object> = { kind: 'test.record', payload: empty, run: async () => {} }
      const ids = new Set<string>()
      for (let i = 0; i < 300; i++)
        ids.add((await queue.enqueue(record, {}, { group: `mailbox:${i % 30}` })).id)

      const ran = () => [...a!.lines, ...b!.lines].filter((l) => l.startsWith('ran '))
      await expect
        .poll(() => ran().length, { timeout: CHILD_WAIT_MS, interval: 200 })
        .toBeGreaterThanOrEqual(300)
      // Both stopped, with their output all read: a second run of any job, however late, is in the lines now.
      // (Both work test.hang too: left running, either could take the next test's job from its own worker.)
      await Promise.all([a!, b!].map(stopWorker))
      const runIds = ran().map((l) => l.split(' ')[1]!)
      expect(runIds).toHaveLength(300)
      expect(new Set(runIds)).toEqual(ids)
      expect(a!.lines.filter((l) => l.startsWith('ran ')).length).toBeGreaterThan(0)
      expect(b!.lines.filter((l) => l.startsWith('ran ')).length).toBeGreaterThan(0)
    },
    CHILD_TEST_TIMEOUT_MS,
  )

  it(
    'kill -9 mid-job: after the lease ends the job runs again, told its outcome is unknown',
    async () => {
      const databaseUrl = scratch!.url
      const worker = startWorker({ DATABASE_URL: databaseUrl, HANG_JOB: '1' })
      workers.push(worker)
      const started = await waitForLine(worker, 'started ')
      const [, jobId, attempt] = started.split(' ')
      expect(attempt).toBe('1')
      await kill9(worker)
      database ??= await openDatabase({ databaseUrl })
      await takeOverAfterKill(database, jobId!)
    },
    CHILD_TEST_TIMEOUT_MS,
  )
})

describe('a job worker on the embedded database', () => {
  it(
    'kill -9 mid-job: reopened, the job runs again after its lease, told its outcome is unknown',
    async () => {
      const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'h32q-jobs-'))
      const worker = startWorker({ DATA_DIR: dataDir, HANG_JOB: '1' })
      let database: Database | undefined
      try {
        const [, jobId] = (await waitForLine(worker, 'started ')).split(' ')
        await kill9(worker)
        database = await openDatabase({ dataDir })
        await takeOverAfterKill(database, jobId!)
      } finally {
        await stopWorker(worker)
        await database?.close()
        await fs.rm(dataDir, { recursive: true, force: true })
      }
    },
    CHILD_TEST_TIMEOUT_MS,
  )
})
