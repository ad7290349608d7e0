import { setImmediate as yieldToEventLoop } from 'node:timers/promises'
import type { Db } from '../../db/client.ts'
import { DEFAULT_BACKOFF, retryDelayMs } from './backoff.ts'
import { PauseGroupError, PermanentJobError, RetryJobError } from './job-errors.ts'
import { systemClock, type Clock, type JobKind, type RunningJob } from './job-kind.ts'
import * as repo from './jobs.repository.ts'

export interface JobQueueLog {
  info(msg: string): void
  warn(msg: string): void
  error(msg: string): void
}

export interface JobQueueOptions {
  db: Db
  clock?: Clock
  /** in [0, 1): spacing gaps and backoff jitter */
  random?: () => number
  /** jobs run at once by this process */
  slots?: number
  /** how often an idle worker looks for due jobs (with ±20% jitter) */
  pollMs?: number
  /** how long a claim holds without renewal; renewed every third of it while the handler runs */
  leaseMs?: number
  /** how long stop() waits for running jobs before aborting them */
  graceMs?: number
  log?: JobQueueLog
}

export interface EnqueueOptions {
  /** jobs of one group run one at a time, and can be paused and spaced together (e.g. `mailbox:<id>`) */
  group: string
  /** when it is due (UTC); default now */
  runAt?: Date
  /** at most one pending or running job of this kind holds the key: a second enqueue returns the first job */
  uniqueKey?: string
  maxAttempts?: number
}

export interface JobQueue {
  /** Registers a kind this process works; before start(). */
  register<P>(kind: JobKind<P>): void
  /** Adds a job (inside the caller's transaction when `db` is one); `created` false when the unique key was held. */
  enqueue<P>(
    kind: JobKind<P>,
    payload: P,
    options: EnqueueOptions,
    db?: Db,
  ): Promise<{ id: string; created: boolean }>
  /** Cancels a job that has not started; false when it is running, finished or unknown. */
  cancel(id: string): Promise<boolean>
  /** Moves a job that has not started (now: "send now"); false when it is running, finished or unknown. */
  reschedule(id: string, runAt: Date): Promise<boolean>
  find(id: string): Promise<repo.JobStatus | null>
  /** The id of the pending or running job of a kind holding `uniqueKey` (e.g. the send it works), or null. */
  findActive(kind: JobKind<unknown>, uniqueKey: string): Promise<string | null>
  pauseGroup(group: string, reason: string): Promise<void>
  resumeGroup(group: string): Promise<void>
  groupStatus(group: string): Promise<repo.GroupStatus>
  /** Jobs of a kind in a group started at or after `since` (for a daily cap in `deferUntil`). */
  countStartedSince(kind: JobKind<unknown>, group: string, since: Date): Promise<number>
  /** Starts polling; with no kind registered there is nothing to poll for. */
  start(): void
  /** Stops claiming, waits up to graceMs for running jobs, then aborts them; their leases end at once. */
  stop(): Promise<void>
  /** Runs every job due now until none is left, and resolves with how many runs ended (tests drive time). */
  workDue(): Promise<number>
  readonly running: number
}

const UUID = /^[\da-f]{8}-[\da-f]{4}-[\da-f]{4}-[\da-f]{4}-[\da-f]{12}$/i
const MAX_ERROR_CHARS = 500
const DEFAULT_MAX_ATTEMPTS = 10

const errorText = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).slice(0, MAX_ERROR_CHARS) || 'unknown error'

/**
 * A durable queue in the `jobs` table, worked inside this process. Each claim takes a lease: a worker that
 * dies leaves the job `running` until its lease ends, then any worker claims it again and tells the handler
 * the earlier outcome is unknown. Finishing checks the lease token, so a worker that lost its lease never
 * overwrites the outcome of the one that took over.
 */
export function createJobQueue(options: JobQueueOptions): JobQueue {
  const { db } = options
  const clock = options.clock ?? systemClock
  const random = options.random ?? Math.random
  const slots = options.slots ?? 4
  const pollMs = options.pollMs ?? 2000
  const leaseMs = options.leaseMs ?? 60_000
  const graceMs = options.graceMs ?? 10_000
  const log = options.log ?? { info: () => {}, warn: () => {}, error: () => {} }

  const kinds = new Map<string, JobKind<unknown>>()
  const runs = new Map<string, { done: Promise<void>; abort: AbortController; lease: repo.Lease }>()
  let started = false
  let stopping = false
  let timer: NodeJS.Timeout | undefined
  let filling: Promise<void> | null = null
  let fillAgain = false
  let finishedRuns = 0

  const claimable = (): repo.ClaimableKind[] =>
    [...kinds.values()].map((k) => ({
      kind: k.kind,
      spaced: Boolean(k.spacing),
      gapMs: k.spacing ? Math.round(k.spacing.minMs + random() * (k.spacing.maxMs - k.spacing.minMs)) : 0,
    }))

  /** Claims due jobs while slots are free; one fill at a time, repeated when asked meanwhile. */
  function fill(): Promise<void> {
    if (filling) {
      fillAgain = true
      return filling
    }
    filling = (async () => {
      do {
        fillAgain = false
        while (!stopping && kinds.size > 0 && runs.size < slots) {
          const job = await repo.claimJob(db, claimable(), clock.now(), leaseMs)
          if (!job) break
          launch(job)
          await yieldToEventLoop()
        }
      } while (fillAgain && !stopping)
    })()
      .catch((error: unknown) => log.warn(`jobs: could not claim (${errorText(error)}); trying again`))
      .finally(() => {
        filling = null
      })
    return filling
  }

  function schedulePoll() {
    if (stopping || !started || kinds.size === 0) return
    timer = setTimeout(
      () => {
        void fill().finally(schedulePoll)
      },
      Math.round(pollMs * (0.8 + 0.4 * random())),
    )
    timer.unref()
  }

  function launch(job: repo.ClaimedJob) {
    const lease: repo.Lease = { id: job.id, groupKey: job.groupKey, leaseToken: job.leaseToken }
    const abort = new AbortController()
    const done = work(job, lease, abort)
      // not recorded (the database away): the lease ends and the job runs again with its outcome unknown
      .catch((error: unknown) =>
        log.error(`jobs: could not record ${job.kind} ${job.id}: ${errorText(error)}`),
      )
      .finally(() => {
        runs.delete(job.id)
        finishedRuns++
        if (started && !stopping) void fill()
      })
    runs.set(job.id, { done, abort, lease })
  }

  async function work(job: repo.ClaimedJob, lease: repo.Lease, abort: AbortController) {
    const kind = kinds.get(job.kind)!
    const now = () => clock.now()
    if (job.attempts > job.maxAttempts) {
      await repo.markFailed(
        db,
        lease,
        now(),
        `Gave up after ${job.maxAttempts} attempts: the last one stopped without finishing`,
      )
      return
    }
    const parsed = kind.payload.safeParse(job.payload)
    if (!parsed.success) {
      await repo.markFailed(
        db,
        lease,
        now(),
        `The job's payload is not valid: ${parsed.error.message}`.slice(0, MAX_ERROR_CHARS),
      )
      return
    }
    const running: RunningJob<unknown> = {
      id: job.id,
      kind: job.kind,
      groupKey: job.groupKey,
      payload: parsed.data,
      attempt: job.attempts,
      previousOutcomeUnknown: job.outcomeUnknown,
      runAt: job.runAt,
      signal: abort.signal,
    }
    const renewal = setInterval(() => {
      repo
        .extendLease(db, lease, new Date(now().getTime() + leaseMs))
        .then((held) => {
          if (!held) abort.abort(new Error('the job’s lease was lost'))
        })
        .catch((error: unknown) =>
          log.warn(`jobs: could not renew the lease of ${job.id}: ${errorText(error)}`),
        )
    }, leaseMs / 3)
    renewal.unref()
    // the handler's outcome first, then recorded: a failure to record is never taken for the handler's
    let outcome: { ok: true } | { ok: false; error: unknown } | { deferTo: Date }
    try {
      const later = kind.deferUntil ? await kind.deferUntil(running) : null
      if (later) outcome = { deferTo: later }
      else {
        await kind.run(running)
        outcome = { ok: true }
      }
    } catch (error) {
      outcome = { ok: false, error }
    } finally {
      clearInterval(renewal)
    }
    if ('deferTo' in outcome) await repo.handBack(db, lease, outcome.deferTo, job.previousNextAt)
    else if (outcome.ok) {
      if (!(await repo.markDone(db, lease, now())))
        log.warn(`jobs: ${job.kind} ${job.id} finished after its lease was lost`)
    } else await settleFailure(job, lease, kind, abort, outcome.error)
  }

  async function settleFailure(
    job: repo.ClaimedJob,
    lease: repo.Lease,
    kind: JobKind<unknown>,
    abort: AbortController,
    error: unknown,
  ) {
    const now = clock.now()
    if (abort.signal.aborted && stopping) {
      // stopped mid-run: whether it took effect is unknown, so the next claim (at once) is told so
      await repo.extendLease(db, lease, now)
      return
    }
    if (error instanceof PermanentJobError) {
      await repo.markFailed(db, lease, now, errorText(error))
      return
    }
    if (error instanceof PauseGroupError) {
      await repo.pauseGroup(db, job.groupKey, errorText(error), now)
      await repo.handBack(db, lease, now, job.previousNextAt)
      log.info(`jobs: group ${job.groupKey} paused: ${errorText(error)}`)
      return
    }
    if (job.attempts >= job.maxAttempts) {
      await repo.markFailed(db, lease, now, `Gave up after ${job.attempts} attempts: ${errorText(error)}`)
      return
    }
    const delay =
      error instanceof RetryJobError && error.retryAfterMs !== undefined
        ? error.retryAfterMs
        : retryDelayMs(job.attempts, kind.backoff ?? DEFAULT_BACKOFF, random)
    await repo.markRetry(db, lease, new Date(now.getTime() + delay), errorText(error))
  }

  return {
    register(kind) {
      if (kinds.has(kind.kind)) throw new Error(`job kind ${kind.kind} is registered twice`)
      kinds.set(kind.kind, kind as JobKind<unknown>)
    },
    async enqueue(kind, payload, opts, on = db) {
      const checked = kind.payload.parse(payload)
      const runAt = opts.runAt ?? clock.now()
      const result = await repo.insertJob(on, {
        kind: kind.kind,
        groupKey: opts.group,
        payload: checked,
        runAt,
        uniqueKey: opts.uniqueKey ?? null,
        maxAttempts: opts.maxAttempts ?? kind.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
      })
      // due now and worked here: no need to wait for the next poll (a transaction commits first)
      if (started && on === db && runAt <= clock.now()) void fill()
      return result
    },
    cancel: async (id) => UUID.test(id) && repo.cancelJob(db, id, clock.now()),
    reschedule: async (id, runAt) => {
      const moved = UUID.test(id) && (await repo.rescheduleJob(db, id, runAt))
      if (moved && started && runAt <= clock.now()) void fill()
      return moved
    },
    find: async (id) => (UUID.test(id) ? repo.findJob(db, id) : null),
    findActive: (kind, uniqueKey) => repo.findActiveByKey(db, kind.kind, uniqueKey),
    pauseGroup: (group, reason) => repo.pauseGroup(db, group, reason, clock.now()),
    async resumeGroup(group) {
      await repo.resumeGroup(db, group)
      if (started) void fill()
    },
    groupStatus: (group) => repo.groupStatus(db, group),
    countStartedSince: (kind, group, since) => repo.countStartedSince(db, kind.kind, group, since),
    start() {
      if (started) return
      started = true
      stopping = false
      void fill().finally(schedulePoll)
    },
    async stop() {
      stopping = true
      started = false
      clearTimeout(timer)
      await filling
      const all = () => Promise.allSettled([...runs.values()].map((r) => r.done))
      const waited = await Promise.race([all().then(() => true), sleep(graceMs).then(() => false)])
      if (waited) return
      log.warn(`jobs: ${runs.size} job(s) still running at shutdown: stopping them`)
      for (const run of runs.values()) run.abort.abort(new Error('the server is stopping'))
      const ended = await Promise.race([all().then(() => true), sleep(2000).then(() => false)])
      if (ended) return
      // a handler that ignores its signal: end its lease so another worker takes the job at once
      const now = clock.now()
      await Promise.allSettled([...runs.values()].map((r) => repo.extendLease(db, r.lease, now)))
    },
    async workDue() {
      const before = finishedRuns
      for (;;) {
        await fill()
        if (runs.size === 0) return finishedRuns - before
        await Promise.allSettled([...runs.values()].map((r) => r.done))
      }
    },
    get running() {
      return runs.size
    },
  }
}

const sleep = (ms: number) =>
  new Promise<void>((resolve) => {
    setTimeout(resolve, ms).unref()
  })
