import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { z } from 'zod'
import type { Database } from '../../db/client.ts'
import { jobGroups, jobs } from '../../db/schema/index.ts'
import { createTestDatabase } from '../../testing/test-database.ts'
import {
  createJobQueue,
  PauseGroupError,
  PermanentJobError,
  RetryJobError,
  type Clock,
  type JobKind,
  type RunningJob,
} from './index.ts'

const MINUTE = 60_000

/** A clock that only moves when told. */
function fakeClock(start = new Date('2026-11-27T09:00:00Z')) {
  let now = start.getTime()
  const clock: Clock & { advance(ms: number): void } = {
    now: () => new Date(now),
    advance: (ms) => {
      now += ms
    },
  }
  return clock
}

const note = z.object({ note: z.string() })
type Note = z.infer<typeof note>

/** A kind whose handler records each run and does what `behave` says. */
function recordingKind(
  name: string,
  behave: (job: RunningJob<Note>) => Promise<void> | void = () => {},
  extra: Partial<JobKind<Note>> = {},
) {
  const runs: RunningJob<Note>[] = []
  const kind: JobKind<Note> = {
    kind: name,
    payload: note,
    run: async (job) => {
      runs.push(job)
      await behave(job)
    },
    ...extra,
  }
  return { kind, runs }
}

let database: Database

beforeAll(async () => {
  database = await createTestDatabase()
})
afterAll(async () => {
  await database.close()
})
beforeEach(async () => {
  await database.db.delete(jobs)
  await database.db.delete(jobGroups)
})

describe('job queue', () => {
  it('runs a due job once, and a second workDue finds nothing', async () => {
    const clock = fakeClock()
    const queue = createJobQueue({ db: database.db, clock })
    const { kind, runs } = recordingKind('test.once')
    queue.register(kind)
    const { id } = await queue.enqueue(kind, { note: 'hello' }, { group: 'g1' })

    expect(await queue.workDue()).toBe(1)
    expect(await queue.workDue()).toBe(0)
    expect(runs).toHaveLength(1)
    expect(runs[0]).toMatchObject({
      id,
      payload: { note: 'hello' },
      attempt: 1,
      previousOutcomeUnknown: false,
    })
    expect(await queue.find(id)).toMatchObject({ state: 'done', attempts: 1, lastError: null })
  })

  it('a scheduled job waits for its time on the queue’s clock', async () => {
    const clock = fakeClock()
    const queue = createJobQueue({ db: database.db, clock })
    const { kind, runs } = recordingKind('test.scheduled')
    queue.register(kind)
    const runAt = new Date(clock.now().getTime() + 60 * MINUTE)
    await queue.enqueue(kind, { note: 'later' }, { group: 'g1', runAt })

    expect(await queue.workDue()).toBe(0)
    clock.advance(60 * MINUTE - 1000)
    expect(await queue.workDue()).toBe(0)
    clock.advance(1000)
    expect(await queue.workDue()).toBe(1)
    expect(runs[0]!.runAt.toISOString()).toBe(runAt.toISOString())
  })

  it('a unique key holds one pending job: a second enqueue returns the first', async () => {
    const queue = createJobQueue({ db: database.db, clock: fakeClock() })
    const { kind } = recordingKind('test.unique')
    queue.register(kind)
    const first = await queue.enqueue(kind, { note: 'a' }, { group: 'g1', uniqueKey: 'sync:1' })
    const second = await queue.enqueue(kind, { note: 'b' }, { group: 'g1', uniqueKey: 'sync:1' })
    expect(first.created).toBe(true)
    expect(second).toEqual({ id: first.id, created: false })
    await queue.workDue()
    // done: the key is free again
    const third = await queue.enqueue(kind, { note: 'c' }, { group: 'g1', uniqueKey: 'sync:1' })
    expect(third.created).toBe(true)
  })

  it('a temporary failure retries with growing, jittered backoff; the attempt number counts up', async () => {
    const clock = fakeClock()
    const queue = createJobQueue({ db: database.db, clock, random: () => 0.5 })
    const { kind, runs } = recordingKind(
      'test.flaky',
      (job) => {
        if (job.attempt < 3) throw new Error(`timed out (attempt ${job.attempt})`)
      },
      { backoff: { baseMs: 10_000, maxMs: 60_000 } },
    )
    queue.register(kind)
    const { id } = await queue.enqueue(kind, { note: 'x' }, { group: 'g1' })

    expect(await queue.workDue()).toBe(1)
    // attempt 1 failed: ceiling 10 s, half of it fixed plus half of the other half (random 0.5): 7.5 s
    expect(await queue.find(id)).toMatchObject({ state: 'pending', lastError: 'timed out (attempt 1)' })
    expect((await queue.find(id))!.runAt.getTime() - clock.now().getTime()).toBe(7500)
    clock.advance(7499)
    expect(await queue.workDue()).toBe(0)
    clock.advance(1)
    expect(await queue.workDue()).toBe(1)
    // attempt 2 failed: ceiling 20 s → 15 s
    expect((await queue.find(id))!.runAt.getTime() - clock.now().getTime()).toBe(15_000)
    clock.advance(15_000)
    expect(await queue.workDue()).toBe(1)
    expect(runs.map((r) => r.attempt)).toEqual([1, 2, 3])
    expect(runs.every((r) => !r.previousOutcomeUnknown)).toBe(true)
    expect(await queue.find(id)).toMatchObject({ state: 'done', attempts: 3 })
  })

  it('RetryJobError names its own wait; attempts running out fail the job with the last reason', async () => {
    const clock = fakeClock()
    const queue = createJobQueue({ db: database.db, clock })
    const { kind } = recordingKind('test.always-busy', () => {
      throw new RetryJobError('421 mailbox busy', { retryAfterMs: 5 * MINUTE })
    })
    queue.register(kind)
    const { id } = await queue.enqueue(kind, { note: 'x' }, { group: 'g1', maxAttempts: 2 })
    await queue.workDue()
    expect((await queue.find(id))!.runAt.getTime() - clock.now().getTime()).toBe(5 * MINUTE)
    clock.advance(5 * MINUTE)
    await queue.workDue()
    expect(await queue.find(id)).toMatchObject({
      state: 'failed',
      attempts: 2,
      lastError: 'Gave up after 2 attempts: 421 mailbox busy',
    })
  })

  it('a permanent failure stops at once with its reason', async () => {
    const clock = fakeClock()
    const queue = createJobQueue({ db: database.db, clock })
    const { kind, runs } = recordingKind('test.refused', () => {
      throw new PermanentJobError('550 recipient refused')
    })
    queue.register(kind)
    const { id } = await queue.enqueue(kind, { note: 'x' }, { group: 'g1' })
    await queue.workDue()
    clock.advance(24 * 60 * MINUTE)
    await queue.workDue()
    expect(runs).toHaveLength(1)
    expect(await queue.find(id)).toMatchObject({ state: 'failed', lastError: '550 recipient refused' })
  })

  it('a payload that no longer fits its schema fails instead of reaching the handler', async () => {
    const queue = createJobQueue({ db: database.db, clock: fakeClock() })
    const { kind, runs } = recordingKind('test.payload')
    queue.register(kind)
    await queue.enqueue(kind, { note: 'x' }, { group: 'g1' })
    await database.db.update(jobs).set({ payload: { note: 5 } })
    await queue.workDue()
    expect(runs).toHaveLength(0)
    const [job] = await database.db.select({ state: jobs.state, lastError: jobs.lastError }).from(jobs)
    expect(job!.state).toBe('failed')
    expect(job!.lastError).toMatch(/^The job's payload is not valid/)
  })

  it('PauseGroupError pauses the whole group, loses nothing, and resume runs it all', async () => {
    const clock = fakeClock()
    const queue = createJobQueue({ db: database.db, clock })
    let passwordWorks = false
    const { kind, runs } = recordingKind('test.mailbox', () => {
      if (!passwordWorks) throw new PauseGroupError('Reconnect your mailbox: the password was refused')
    })
    queue.register(kind)
    const a = await queue.enqueue(kind, { note: 'a' }, { group: 'mailbox:1' })
    const b = await queue.enqueue(kind, { note: 'b' }, { group: 'mailbox:1' })
    const other = await queue.enqueue(kind, { note: 'c' }, { group: 'mailbox:2' })

    await queue.workDue()
    // each group paused on its first job
    expect(await queue.groupStatus('mailbox:1')).toMatchObject({
      paused: true,
      pausedReason: 'Reconnect your mailbox: the password was refused',
    })
    expect(await queue.find(a.id)).toMatchObject({ state: 'pending', attempts: 0 })
    expect(await queue.find(b.id)).toMatchObject({ state: 'pending', attempts: 0 })
    clock.advance(24 * 60 * MINUTE)
    expect(await queue.workDue()).toBe(0)

    passwordWorks = true
    await queue.resumeGroup('mailbox:1')
    expect(await queue.workDue()).toBe(2)
    expect(await queue.find(a.id)).toMatchObject({ state: 'done', attempts: 1 })
    expect(await queue.find(b.id)).toMatchObject({ state: 'done' })
    expect(await queue.find(other.id)).toMatchObject({ state: 'pending' })
    expect(runs.filter((r) => r.payload.note !== 'c').map((r) => r.attempt)).toEqual([1, 1, 1])
  })

  it('pauseGroup from outside holds a group until resumed', async () => {
    const queue = createJobQueue({ db: database.db, clock: fakeClock() })
    const { kind } = recordingKind('test.paused')
    queue.register(kind)
    await queue.pauseGroup('mailbox:9', 'disconnected')
    await queue.enqueue(kind, { note: 'x' }, { group: 'mailbox:9' })
    expect(await queue.workDue()).toBe(0)
    await queue.resumeGroup('mailbox:9')
    expect(await queue.workDue()).toBe(1)
  })

  it('cancel and reschedule touch only a job that has not started', async () => {
    const clock = fakeClock()
    const queue = createJobQueue({ db: database.db, clock })
    const { kind, runs } = recordingKind('test.cancel')
    queue.register(kind)
    const hour = new Date(clock.now().getTime() + 60 * MINUTE)
    const cancelled = await queue.enqueue(kind, { note: 'cancel me' }, { group: 'g1', runAt: hour })
    const moved = await queue.enqueue(kind, { note: 'send now' }, { group: 'g2', runAt: hour })

    expect(await queue.cancel(cancelled.id)).toBe(true)
    expect(await queue.reschedule(moved.id, clock.now())).toBe(true)
    expect(await queue.workDue()).toBe(1)
    expect(runs.map((r) => r.payload.note)).toEqual(['send now'])
    clock.advance(2 * 60 * MINUTE)
    expect(await queue.workDue()).toBe(0)
    expect(await queue.find(cancelled.id)).toMatchObject({ state: 'cancelled' })
    // finished or unknown: nothing to change
    expect(await queue.cancel(moved.id)).toBe(false)
    expect(await queue.reschedule(moved.id, clock.now())).toBe(false)
    expect(await queue.cancel('not-a-job')).toBe(false)
    expect(await queue.find('00000000-0000-4000-8000-000000000000')).toBeNull()
  })

  it('jobs of one group run one at a time; different groups share the slots', async () => {
    const queue = createJobQueue({ db: database.db, clock: fakeClock(), slots: 4 })
    let now = 0
    let most = 0
    let overlapped = false
    const perGroup = new Map<string, number>()
    const { kind } = recordingKind('test.serial', async (job) => {
      now++
      most = Math.max(most, now)
      perGroup.set(job.groupKey, (perGroup.get(job.groupKey) ?? 0) + 1)
      if (perGroup.get(job.groupKey) !== 1) overlapped = true
      // held until three run at once (or 3 s): claims on a loaded machine can take longer than a short sleep
      const until = Date.now() + 3000
      while (most < 3 && Date.now() < until) await new Promise((r) => setTimeout(r, 5))
      perGroup.set(job.groupKey, perGroup.get(job.groupKey)! - 1)
      now--
    })
    queue.register(kind)
    for (let i = 0; i < 12; i++) await queue.enqueue(kind, { note: `${i}` }, { group: `g${i % 3}` })
    expect(await queue.workDue()).toBe(12)
    expect(most).toBe(3)
    expect(overlapped).toBe(false)
  })

  it('spacing: a random gap within the range between two jobs of a kind in one group', async () => {
    const clock = fakeClock()
    const queue = createJobQueue({ db: database.db, clock, random: () => 0.25 })
    const { kind, runs } = recordingKind('test.spaced', () => {}, {
      spacing: { minMs: 60_000, maxMs: 180_000 },
    })
    const { kind: sync, runs: syncs } = recordingKind('test.unspaced')
    queue.register(kind)
    queue.register(sync)
    for (const n of ['1', '2']) await queue.enqueue(kind, { note: n }, { group: 'mailbox:1' })
    await queue.enqueue(kind, { note: 'other mailbox' }, { group: 'mailbox:2' })
    await queue.enqueue(sync, { note: 'sync' }, { group: 'mailbox:1' })

    expect(await queue.workDue()).toBe(3)
    expect(runs.map((r) => r.payload.note).sort()).toEqual(['1', 'other mailbox'])
    expect(syncs).toHaveLength(1)
    // 60 s + 0.25 × 120 s
    expect((await queue.groupStatus('mailbox:1')).nextAt!.getTime() - clock.now().getTime()).toBe(90_000)
    clock.advance(89_999)
    expect(await queue.workDue()).toBe(0)
    clock.advance(1)
    expect(await queue.workDue()).toBe(1)
    expect(runs.at(-1)!.payload.note).toBe('2')
  })

  it('deferUntil puts a job back without counting the attempt or using the gap (a daily cap)', async () => {
    const clock = fakeClock()
    const queue = createJobQueue({ db: database.db, clock })
    const dayStart = new Date('2026-11-27T00:00:00Z')
    const tomorrow = new Date('2026-11-28T08:00:00Z')
    const cap = 2
    const kind: JobKind<Note> = {
      kind: 'test.capped',
      payload: note,
      spacing: { minMs: 1000, maxMs: 1000 },
      run: async () => {},
      deferUntil: async (job) =>
        (await queue.countStartedSince(kind as JobKind<unknown>, job.groupKey, dayStart)) > cap
          ? tomorrow
          : null,
    }
    queue.register(kind)
    const ids: string[] = []
    for (let i = 0; i < 3; i++) ids.push((await queue.enqueue(kind, { note: `${i}` }, { group: 'm' })).id)
    for (let i = 0; i < 3; i++) {
      await queue.workDue()
      clock.advance(1000)
    }
    const third = await queue.find(ids[2]!)
    expect(third).toMatchObject({ state: 'pending', attempts: 0 })
    expect(third!.runAt.toISOString()).toBe(tomorrow.toISOString())
    // the gap after the second send still stands: the deferred claim handed it back
    expect((await queue.groupStatus('m')).nextAt!.getTime()).toBeLessThan(clock.now().getTime())
  })

  it('a job whose lease ended mid-run runs again, told its earlier outcome is unknown; the old worker cannot overwrite it', async () => {
    const clock = fakeClock()
    let release!: () => void
    const hung = new Promise<void>((r) => {
      release = r
    })
    const first = createJobQueue({ db: database.db, clock, leaseMs: 30_000 })
    const { kind: hangs, runs: firstRuns } = recordingKind('test.lease', () => hung)
    first.register(hangs)
    const { id } = await first.enqueue(hangs, { note: 'send' }, { group: 'mailbox:1' })
    const stuck = first.workDue()
    await expect.poll(() => firstRuns.length).toBe(1)

    // a second worker: nothing to take while the lease holds
    const second = createJobQueue({ db: database.db, clock, leaseMs: 30_000 })
    const { kind: finishes, runs: secondRuns } = recordingKind('test.lease')
    second.register(finishes)
    expect(await second.workDue()).toBe(0)
    clock.advance(30_000)
    expect(await second.workDue()).toBe(1)
    expect(secondRuns[0]).toMatchObject({ attempt: 2, previousOutcomeUnknown: true })
    expect(await second.find(id)).toMatchObject({ state: 'done', attempts: 2 })

    // the first worker wakes up and finishes: its lease is gone, so it changes nothing
    release()
    await stuck
    expect(await first.find(id)).toMatchObject({ state: 'done', attempts: 2 })
  })

  it('stop() waits for running jobs, then aborts them and ends their lease for the next worker', async () => {
    const clock = fakeClock()
    const queue = createJobQueue({ db: database.db, clock, graceMs: 50, pollMs: 10 })
    const { kind, runs } = recordingKind(
      'test.stop',
      (job) =>
        new Promise<void>((_, reject) => {
          job.signal.addEventListener('abort', () => reject(job.signal.reason as Error))
        }),
    )
    queue.register(kind)
    const { id } = await queue.enqueue(kind, { note: 'x' }, { group: 'g1' })
    queue.start()
    await expect.poll(() => runs.length).toBe(1)
    await queue.stop()
    expect(queue.running).toBe(0)
    expect(await queue.find(id)).toMatchObject({ state: 'running' })

    const next = createJobQueue({ db: database.db, clock })
    const { kind: again, runs: nextRuns } = recordingKind('test.stop')
    next.register(again)
    expect(await next.workDue()).toBe(1)
    expect(nextRuns[0]).toMatchObject({ attempt: 2, previousOutcomeUnknown: true })
  })

  it('start() picks up due jobs by polling and at once on enqueue', async () => {
    const queue = createJobQueue({ db: database.db, pollMs: 50 })
    const { kind, runs } = recordingKind('test.live')
    queue.register(kind)
    queue.start()
    try {
      await queue.enqueue(kind, { note: 'now' }, { group: 'g1' })
      await expect.poll(() => runs.length, { timeout: 2000 }).toBe(1)
      await database.db
        .insert(jobs)
        .values({ kind: 'test.live', groupKey: 'g1', payload: { note: 'raw' }, runAt: sql`now()` })
      await expect.poll(() => runs.length, { timeout: 2000 }).toBe(2)
    } finally {
      await queue.stop()
    }
  })
})
