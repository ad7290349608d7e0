import type { z } from 'zod'
import type { Backoff } from './backoff.ts'

/** The queue's time: every due time, lease and backoff is counted from `now()` (tests pass their own). */
export interface Clock {
  now(): Date
}

export const systemClock: Clock = { now: () => new Date() }

/** One run of a job, as its handler sees it. */
export interface RunningJob<P> {
  id: string
  kind: string
  groupKey: string
  payload: P
  /** 1 on the first run; a run handed back (deferred, group paused) does not count */
  attempt: number
  /**
   * An earlier attempt ended without an outcome (its worker died or was stopped mid-run), so its effect may
   * or may not have happened: an idempotent handler checks first (a send looks for its Message-ID in Sent).
   * Stays true on every later attempt of the job.
   */
  previousOutcomeUnknown: boolean
  /** when the job was due */
  runAt: Date
  /** aborted when the lease is lost or the server stops past its grace period: stop and throw */
  signal: AbortSignal
}

/** A kind of job: its payload's shape, its handler and how it is retried and spaced. */
export interface JobKind<P> {
  /** stored with each job; a worker claims only the kinds registered with it */
  kind: string
  payload: z.ZodType<P>
  /** resolves: done. Throws RetryJobError / any error: retried; PermanentJobError: failed; PauseGroupError. */
  run(job: RunningJob<P>): Promise<void>
  /** attempts before a temporary failure becomes the final one (default 10; enqueue may override) */
  maxAttempts?: number
  backoff?: Backoff
  /** a random gap between the starts of two jobs of this kind in one group (e.g. sends of one mailbox) */
  spacing?: { minMs: number; maxMs: number }
  /**
   * Asked before each run: a date puts the job back until then without counting the attempt (a daily cap
   * reached, outside sending hours); null runs it now.
   */
  deferUntil?(job: RunningJob<P>): Promise<Date | null>
}
