import { eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { jobGroups, jobs, type JobRow } from '../../db/schema/index.ts'
import { timeOrderedId } from '../../lib/time-ordered-id.ts'

// Every time comes from the queue's clock as a parameter, never the database's now(): tests move the clock.
const at = (date: Date) => sql`${date.toISOString()}::timestamptz`

export interface NewJob {
  kind: string
  groupKey: string
  payload: unknown
  runAt: Date
  uniqueKey: string | null
  maxAttempts: number
}

/**
 * The job's id; `created` is false when a pending or running job of this kind already holds the unique key.
 * Ids are time-ordered, so jobs due at the same time run in the order they were queued (the embedded
 * database may stamp two inserts with the same created_at).
 */
export async function insertJob(db: Db, job: NewJob): Promise<{ id: string; created: boolean }> {
  await db.execute(sql`insert into job_groups (group_key) values (${job.groupKey}) on conflict do nothing`)
  const { rows } = await db.execute<{ id: string }>(sql`
    insert into jobs (id, kind, group_key, unique_key, payload, run_at, max_attempts)
    values (${timeOrderedId()}, ${job.kind}, ${job.groupKey}, ${job.uniqueKey}, ${JSON.stringify(job.payload)}::jsonb,
      ${at(job.runAt)}, ${job.maxAttempts})
    on conflict (kind, unique_key) where unique_key is not null and state in ('pending', 'running')
    do nothing
    returning id`)
  if (rows[0]) return { id: rows[0].id, created: true }
  const existing = await db.execute<{ id: string }>(sql`
    select id from jobs
    where kind = ${job.kind} and unique_key = ${job.uniqueKey} and state in ('pending', 'running')`)
  // the holder finished between the two statements: try once more
  if (!existing.rows[0]) return insertJob(db, job)
  return { id: existing.rows[0].id, created: false }
}

/** What this worker can run: a kind, and for a spaced kind the gap its group waits after this claim. */
export interface ClaimableKind {
  kind: string
  spaced: boolean
  gapMs: number
}

export interface ClaimedJob {
  id: string
  kind: string
  groupKey: string
  payload: unknown
  runAt: Date
  attempts: number
  maxAttempts: number
  leaseToken: string
  /** the job was `running` under a lease that ended: its worker died mid-run */
  leaseExpired: boolean
  /** this or an earlier claim found the lease of a run ended without an outcome */
  outcomeUnknown: boolean
  /** the group's next_at before this claim, put back when the claim is handed back unrun */
  previousNextAt: Date | null
}

type ClaimRow = {
  id: string
  kind: string
  group_key: string
  payload: unknown
  run_at: Date | string
  attempts: number
  max_attempts: number
  lease_token: string
  outcome_unknown: boolean
  previous_state: string
  previous_next_at: Date | string | null
}

const toDate = (value: Date | string) => (value instanceof Date ? value : new Date(value))

/**
 * Claims the earliest due job of the given kinds whose group is free: not paused, no other job of it under a
 * live lease, and for a spaced kind past the group's next_at. The job row and its group row are locked with
 * SKIP LOCKED, so workers on other connections pass over both instead of claiming the same job or a second
 * job of the group; the group's busy_until (rechecked on the locked row) keeps the group taken afterwards.
 */
export async function claimJob(
  db: Db,
  kinds: ClaimableKind[],
  now: Date,
  leaseMs: number,
): Promise<ClaimedJob | null> {
  const leaseUntil = new Date(now.getTime() + leaseMs)
  const { rows } = await db.execute<ClaimRow>(sql`
    with kinds as (
      select * from jsonb_to_recordset(${JSON.stringify(kinds)}::jsonb) as k(kind text, spaced boolean, "gapMs" bigint)
    ), candidate as (
      select j.id, j.group_key, j.state as previous_state, g.next_at as previous_next_at, k.spaced, k."gapMs"
      from jobs j
      join kinds k on k.kind = j.kind
      join job_groups g on g.group_key = j.group_key
      where ((j.state = 'pending' and j.run_at <= ${at(now)}) or (j.state = 'running' and j.lease_until <= ${at(now)}))
        and g.paused_at is null
        and (g.busy_until is null or g.busy_until <= ${at(now)})
        and (not k.spaced or g.next_at is null or g.next_at <= ${at(now)})
      order by j.run_at, j.created_at, j.id
      limit 1
      for update of j, g skip locked
    ), grouped as (
      update job_groups g
      set busy_job_id = c.id, busy_until = ${at(leaseUntil)},
        next_at = case when c.spaced then ${at(now)} + c."gapMs" * interval '1 millisecond' else g.next_at end
      from candidate c
      where g.group_key = c.group_key
    )
    update jobs j
    set state = 'running', attempts = j.attempts + 1, lease_until = ${at(leaseUntil)},
      lease_token = gen_random_uuid(), first_started_at = coalesce(j.first_started_at, ${at(now)}),
      outcome_unknown = j.outcome_unknown or c.previous_state = 'running'
    from candidate c
    where j.id = c.id
    returning j.id, j.kind, j.group_key, j.payload, j.run_at, j.attempts, j.max_attempts, j.lease_token,
      j.outcome_unknown, c.previous_state, c.previous_next_at`)
  const row = rows[0]
  if (!row) return null
  return {
    id: row.id,
    kind: row.kind,
    groupKey: row.group_key,
    payload: row.payload,
    runAt: toDate(row.run_at),
    attempts: row.attempts,
    maxAttempts: row.max_attempts,
    leaseToken: row.lease_token,
    leaseExpired: row.previous_state === 'running',
    outcomeUnknown: row.outcome_unknown,
    previousNextAt: row.previous_next_at === null ? null : toDate(row.previous_next_at),
  }
}

/** The claim a worker holds: every change below applies only while its lease token is still the job's. */
export interface Lease {
  id: string
  groupKey: string
  leaseToken: string
}

// Frees the group when this job was the one holding it.
const freeGroup = (lease: Lease) => sql`
  update job_groups set busy_job_id = null, busy_until = null
  where group_key = ${lease.groupKey} and busy_job_id = ${lease.id}`

async function settle(db: Db, lease: Lease, set: ReturnType<typeof sql>): Promise<boolean> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.execute<{ id: string }>(sql`
      update jobs set ${set}, lease_until = null, lease_token = null
      where id = ${lease.id} and lease_token = ${lease.leaseToken} and state = 'running'
      returning id`)
    if (!rows[0]) return false
    await tx.execute(freeGroup(lease))
    return true
  })
}

/** false when the lease was lost (it ended and another worker claimed the job): nothing is changed. */
export function markDone(db: Db, lease: Lease, now: Date): Promise<boolean> {
  return settle(db, lease, sql`state = 'done', finished_at = ${at(now)}`)
}

export function markFailed(db: Db, lease: Lease, now: Date, reason: string): Promise<boolean> {
  return settle(db, lease, sql`state = 'failed', finished_at = ${at(now)}, last_error = ${reason}`)
}

export function markRetry(db: Db, lease: Lease, runAt: Date, error: string): Promise<boolean> {
  return settle(db, lease, sql`state = 'pending', run_at = ${at(runAt)}, last_error = ${error}`)
}

/**
 * Hands an unrun claim back: pending again at `runAt`, the attempt not counted (nor the start, for a daily
 * cap), and the group's next_at as it was before the claim (the gap was never used).
 */
export async function handBack(
  db: Db,
  lease: Lease,
  runAt: Date,
  previousNextAt: Date | null,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.execute<{ id: string }>(sql`
      update jobs set state = 'pending', run_at = ${at(runAt)}, attempts = attempts - 1,
        first_started_at = case when attempts = 1 then null else first_started_at end,
        lease_until = null, lease_token = null
      where id = ${lease.id} and lease_token = ${lease.leaseToken} and state = 'running'
      returning id`)
    if (!rows[0]) return false
    await tx.execute(sql`
      update job_groups set busy_job_id = null, busy_until = null,
        next_at = ${previousNextAt ? at(previousNextAt) : null}
      where group_key = ${lease.groupKey} and busy_job_id = ${lease.id}`)
    return true
  })
}

/** Moves the lease (and the group's hold) to `until`; false when the lease was lost. */
export async function extendLease(db: Db, lease: Lease, until: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.execute<{ id: string }>(sql`
      update jobs set lease_until = ${at(until)}
      where id = ${lease.id} and lease_token = ${lease.leaseToken} and state = 'running'
      returning id`)
    if (!rows[0]) return false
    await tx.execute(sql`
      update job_groups set busy_until = ${at(until)}
      where group_key = ${lease.groupKey} and busy_job_id = ${lease.id}`)
    return true
  })
}

export async function pauseGroup(db: Db, groupKey: string, reason: string, now: Date): Promise<void> {
  await db.execute(sql`
    insert into job_groups (group_key, paused_at, paused_reason) values (${groupKey}, ${at(now)}, ${reason})
    on conflict (group_key) do update set paused_at = excluded.paused_at, paused_reason = excluded.paused_reason`)
}

export async function resumeGroup(db: Db, groupKey: string): Promise<void> {
  await db.execute(sql`
    update job_groups set paused_at = null, paused_reason = null where group_key = ${groupKey}`)
}

export interface GroupStatus {
  paused: boolean
  pausedReason: string | null
  pausedAt: Date | null
  /** when the next job of a spaced kind may start */
  nextAt: Date | null
}

export async function groupStatus(db: Db, groupKey: string): Promise<GroupStatus> {
  const [row] = await db
    .select({ pausedAt: jobGroups.pausedAt, pausedReason: jobGroups.pausedReason, nextAt: jobGroups.nextAt })
    .from(jobGroups)
    .where(eq(jobGroups.groupKey, groupKey))
  return {
    paused: Boolean(row?.pausedAt),
    pausedReason: row?.pausedReason ?? null,
    pausedAt: row?.pausedAt ?? null,
    nextAt: row?.nextAt ?? null,
  }
}

/** Cancels a job that has not started; false when it is running, finished or unknown. */
export async function cancelJob(db: Db, id: string, now: Date): Promise<boolean> {
  const { rows } = await db.execute<{ id: string }>(sql`
    update jobs set state = 'cancelled', finished_at = ${at(now)}
    where id = ${id} and state = 'pending' returning id`)
  return rows.length > 0
}

/** Moves a job that has not started to `runAt`; false when it is running, finished or unknown. */
export async function rescheduleJob(db: Db, id: string, runAt: Date): Promise<boolean> {
  const { rows } = await db.execute<{ id: string }>(sql`
    update jobs set run_at = ${at(runAt)} where id = ${id} and state = 'pending' returning id`)
  return rows.length > 0
}

/** The pending or running job of `kind` holding `uniqueKey` (at most one does), or null. */
export async function findActiveByKey(db: Db, kind: string, uniqueKey: string): Promise<string | null> {
  const { rows } = await db.execute<{ id: string }>(sql`
    select id from jobs
    where kind = ${kind} and unique_key = ${uniqueKey} and state in ('pending', 'running')`)
  return rows[0]?.id ?? null
}

export type JobStatus = Pick<
  JobRow,
  'id' | 'kind' | 'groupKey' | 'state' | 'runAt' | 'attempts' | 'lastError' | 'finishedAt'
>

export async function findJob(db: Db, id: string): Promise<JobStatus | null> {
  const [row] = await db
    .select({
      id: jobs.id,
      kind: jobs.kind,
      groupKey: jobs.groupKey,
      state: jobs.state,
      runAt: jobs.runAt,
      attempts: jobs.attempts,
      lastError: jobs.lastError,
      finishedAt: jobs.finishedAt,
    })
    .from(jobs)
    .where(eq(jobs.id, id))
  return row ?? null
}

/** Jobs of a kind in a group that started at or after `since` (a daily cap counts these). */
export async function countStartedSince(
  db: Db,
  kind: string,
  groupKey: string,
  since: Date,
): Promise<number> {
  const { rows } = await db.execute<{ n: number | string }>(sql`
    select count(*)::int as n from jobs
    where kind = ${kind} and group_key = ${groupKey} and first_started_at >= ${at(since)}`)
  return Number(rows[0]?.n ?? 0)
}

/**
 * Deletes at most `limit` jobs that finished (done, failed or cancelled) before `before`, oldest first, in one
 * statement (the partial index jobs_finished_idx finds them); answers how many went.
 */
export async function deleteFinishedBefore(db: Db, before: Date, limit: number): Promise<number> {
  const { rows } = await db.execute<{ n: number }>(sql`
    with gone as (
      delete from jobs where id in (
        select id from jobs
        where state in ('done', 'failed', 'cancelled') and finished_at < ${at(before)}
        order by finished_at limit ${limit}
      )
      returning 1
    )
    select count(*)::int as n from gone`)
  return Number(rows[0]?.n ?? 0)
}
