import { setImmediate as nextTurn } from 'node:timers/promises'
import { z } from 'zod'
import type { Db } from '../../db/client.ts'
import type { Clock, JobKind } from './job-kind.ts'
import type { JobQueue } from './job-queue.ts'
import { deleteFinishedBefore } from './jobs.repository.ts'

/** A finished job (done, failed, cancelled) is kept this long as the record of what happened, then deleted. */
export const JOB_RETENTION_DAYS = 7
/** Rows one statement deletes: a short statement, so other work on the table never waits long behind it. */
export const JOB_CLEANUP_BATCH = 500
/** Statements one run may make; what is left waits for the next run. */
export const JOB_CLEANUP_MAX_BATCHES = 20
/** How often the clean-up runs. */
export const JOB_CLEANUP_EVERY_MS = 60 * 60_000

const DAY_MS = 24 * 60 * 60_000
const GROUP = 'jobs:cleanup'

export interface JobCleanup {
  /** queues the first run (once per instance start; the hour's unique key keeps it to one) */
  schedule(): Promise<void>
}

/**
 * `jobs.cleanup`: deletes jobs finished more than JOB_RETENTION_DAYS ago in batches of JOB_CLEANUP_BATCH,
 * a turn of the event loop between statements, then queues the next run an hour later.
 */
export function createJobCleanup(opts: { db: Db; jobs: JobQueue; clock: Clock }): JobCleanup {
  const { db, jobs, clock } = opts
  const enqueueAt = (runAt: Date) =>
    jobs.enqueue(
      kind,
      {},
      {
        group: GROUP,
        uniqueKey: `slot:${Math.floor(runAt.getTime() / JOB_CLEANUP_EVERY_MS)}`,
        runAt,
      },
    )
  const kind: JobKind<Record<string, never>> = {
    kind: 'jobs.cleanup',
    payload: z.object({}),
    async run(job) {
      const before = new Date(clock.now().getTime() - JOB_RETENTION_DAYS * DAY_MS)
      for (let batch = 0; batch < JOB_CLEANUP_MAX_BATCHES && !job.signal.aborted; batch++) {
        if ((await deleteFinishedBefore(db, before, JOB_CLEANUP_BATCH)) < JOB_CLEANUP_BATCH) break
        await nextTurn()
      }
      // an hour after this run ended (a server that was down runs once on waking, not once per missed hour)
      await enqueueAt(new Date(clock.now().getTime() + JOB_CLEANUP_EVERY_MS))
    },
  }
  jobs.register(kind)
  return { schedule: async () => void (await enqueueAt(clock.now())) }
}
