import { eq, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { Db } from '../../db/client.ts'
import { jobGroups as groups, jobs, type JobRow } from '../../db/schema/index.ts'
import { bare, bareList, fromAs } from '../../db/sql-names.ts'
import { timeOrderedId } from '../../lib/time-ordered-id.ts'

// Every time comes from the queue's clock as a parameter, never the database's now(): tests move the clock.
const at = (date: Date) => sql`${date.toISOString()}::timestamptz`

const j = alias(jobs, 'j')
const g = alias(groups, 'g')

// the one pending or running job a (kind, unique key) may have
const holdsKey = (kind: string, uniqueKey: string | null) =>
  sql`${jobs.kind} = ${kind} and ${jobs.uniqueKey} = ${uniqueKey} and ${jobs.state} in ('pending', 'running')`

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
  await db.execute(
    sql`insert into ${groups} (${bare(groups.groupKey)}) values (${job.groupKey}) on conflict do nothing`,
  )
  const { rows } = await db.execute<{ id: string }>(sql`
    insert into ${jobs}
      (${bareList(jobs.id, jobs.kind, jobs.groupKey, jobs.uniqueKey, jobs.payload, jobs.runAt, jobs.maxAttempts)})
    values (${timeOrderedId()}, ${job.kind}, ${job.groupKey}, ${job.uniqueKey}, ${JSON.stringify(job.payload)}::jsonb,
      ${at(job.runAt)}, ${job.maxAttempts})
    on conflict (${bareList(jobs.kind, jobs.uniqueKey)})
      where ${bare(jobs.uniqueKey)} is not null and ${bare(jobs.state)} in ('pending', 'running')
    do nothing
    returning ${jobs.id} as id`)
  if (rows[0]) return { id: rows[0].id, created: true }
  const existing = await db.execute<{ id: string }>(
    sql`select ${jobs.id} as id from ${jobs} where ${holdsKey(job.kind, job.uniqueKey)}`,
  )
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
  const claimable = kinds.map((k) => ({ claim_kind: k.kind, spaced: k.spaced, gap_ms: k.gapMs }))
  const { rows } = await db.execute<ClaimRow>(sql`
    with kinds as (
      select * from jsonb_to_recordset(${JSON.stringify(claimable)}::jsonb)
        as k(claim_kind text, spaced boolean, gap_ms bigint)
    ), candidate as (
      select ${j.id} as job, ${j.groupKey} as job_group, ${j.state} as previous_state,
        ${g.nextAt} as previous_next_at, k.spaced, k.gap_ms
      from ${fromAs(j)}
      join kinds k on k.claim_kind = ${j.kind}
      join ${fromAs(g)} on ${g.groupKey} = ${j.groupKey}
      where ((${j.state} = 'pending' and ${j.runAt} <= ${at(now)})
          or (${j.state} = 'running' and ${j.leaseUntil} <= ${at(now)}))
        and ${g.pausedAt} is null
        and (${g.busyUntil} is null or ${g.busyUntil} <= ${at(now)})
        and (not k.spaced or ${g.nextAt} is null or ${g.nextAt} <= ${at(now)})
      order by ${j.runAt}, ${j.createdAt}, ${j.id}
      limit 1
      for update of ${j}, ${g} skip locked
    ), grouped as (
      update ${fromAs(g)}
      set ${bare(g.busyJobId)} = c.job, ${bare(g.busyUntil)} = ${at(leaseUntil)},
        ${bare(g.nextAt)} = case when c.spaced then ${at(now)} + c.gap_ms * interval '1 millisecond' else ${g.nextAt} end
      from candidate c
      where ${g.groupKey} = c.job_group
    )
    update ${fromAs(j)}
    set ${bare(j.state)} = 'running', ${bare(j.attempts)} = ${j.attempts} + 1, ${bare(j.leaseUntil)} = ${at(leaseUntil)},
      ${bare(j.leaseToken)} = gen_random_uuid(),
      ${bare(j.firstStartedAt)} = coalesce(${j.firstStartedAt}, ${at(now)}),
      ${bare(j.outcomeUnknown)} = ${j.outcomeUnknown} or c.previous_state = 'running'
    from candidate c
    where ${j.id} = c.job
    returning ${j.id} as id, ${j.kind} as kind, ${j.groupKey} as group_key, ${j.payload} as payload,
      ${j.runAt} as run_at, ${j.attempts} as attempts, ${j.maxAttempts} as max_attempts,
      ${j.leaseToken} as lease_token, ${j.outcomeUnknown} as outcome_unknown, c.previous_state,
      c.previous_next_at`)
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
  update ${groups} set ${bare(groups.busyJobId)} = null, ${bare(groups.busyUntil)} = null
  where ${heldBy(lease)}`

// the group row this lease's job holds
const heldBy = (lease: Lease) =>
  sql`${groups.groupKey} = ${lease.groupKey} and ${groups.busyJobId} = ${lease.id}`

// the job while this lease is still its own
const leased = (lease: Lease) =>
  sql`${jobs.id} = ${lease.id} and ${jobs.leaseToken} = ${lease.leaseToken} and ${jobs.state} = 'running'`

async function settle(db: Db, lease: Lease, set: ReturnType<typeof sql>): Promise<boolean> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.execute<{ id: string }>(sql`
      update ${jobs} set ${set}, ${bare(jobs.leaseUntil)} = null, ${bare(jobs.leaseToken)} = null
      where ${leased(lease)}
      returning ${jobs.id} as id`)
    if (!rows[0]) return false
    await tx.execute(freeGroup(lease))
    return true
  })
}

/** false when the lease was lost (it ended and another worker claimed the job): nothing is changed. */
export function markDone(db: Db, lease: Lease, now: Date): Promise<boolean> {
  return settle(db, lease, sql`${bare(jobs.state)} = 'done', ${bare(jobs.finishedAt)} = ${at(now)}`)
}

export function markFailed(db: Db, lease: Lease, now: Date, reason: string): Promise<boolean> {
  return settle(
    db,
    lease,
    sql`${bare(jobs.state)} = 'failed', ${bare(jobs.finishedAt)} = ${at(now)}, ${bare(jobs.lastError)} = ${reason}`,
  )
}

export function markRetry(db: Db, lease: Lease, runAt: Date, error: string): Promise<boolean> {
  return settle(
    db,
    lease,
    sql`${bare(jobs.state)} = 'pending', ${bare(jobs.runAt)} = ${at(runAt)}, ${bare(jobs.lastError)} = ${error}`,
  )
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
      update ${jobs} set ${bare(jobs.state)} = 'pending', ${bare(jobs.runAt)} = ${at(runAt)},
        ${bare(jobs.attempts)} = ${jobs.attempts} - 1,
        ${bare(jobs.firstStartedAt)} = case when ${jobs.attempts} = 1 then null else ${jobs.firstStartedAt} end,
        ${bare(jobs.leaseUntil)} = null, ${bare(jobs.leaseToken)} = null
      where ${leased(lease)}
      returning ${jobs.id} as id`)
    if (!rows[0]) return false
    await tx.execute(sql`
      update ${groups} set ${bare(groups.busyJobId)} = null, ${bare(groups.busyUntil)} = null,
        ${bare(groups.nextAt)} = ${previousNextAt ? at(previousNextAt) : null}
      where ${heldBy(lease)}`)
    return true
  })
}

/** Moves the lease (and the group's hold) to `until`; false when the lease was lost. */
export async function extendLease(db: Db, lease: Lease, until: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.execute<{ id: string }>(sql`
      update ${jobs} set ${bare(jobs.leaseUntil)} = ${at(until)}
      where ${leased(lease)}
      returning ${jobs.id} as id`)
    if (!rows[0]) return false
    await tx.execute(sql`
      update ${groups} set ${bare(groups.busyUntil)} = ${at(until)}
      where ${heldBy(lease)}`)
    return true
  })
}

export async function pauseGroup(db: Db, groupKey: string, reason: string, now: Date): Promise<void> {
  await db
    .insert(groups)
    .values({ groupKey, pausedAt: now, pausedReason: reason })
    .onConflictDoUpdate({ target: groups.groupKey, set: { pausedAt: now, pausedReason: reason } })
}

export async function resumeGroup(db: Db, groupKey: string): Promise<void> {
  await db.update(groups).set({ pausedAt: null, pausedReason: null }).where(eq(groups.groupKey, groupKey))
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
    .select({ pausedAt: groups.pausedAt, pausedReason: groups.pausedReason, nextAt: groups.nextAt })
    .from(groups)
    .where(eq(groups.groupKey, groupKey))
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
    update ${jobs} set ${bare(jobs.state)} = 'cancelled', ${bare(jobs.finishedAt)} = ${at(now)}
    where ${jobs.id} = ${id} and ${jobs.state} = 'pending' returning ${jobs.id} as id`)
  return rows.length > 0
}

/** Moves a job that has not started to `runAt`; false when it is running, finished or unknown. */
export async function rescheduleJob(db: Db, id: string, runAt: Date): Promise<boolean> {
  const { rows } = await db.execute<{ id: string }>(sql`
    update ${jobs} set ${bare(jobs.runAt)} = ${at(runAt)}
    where ${jobs.id} = ${id} and ${jobs.state} = 'pending' returning ${jobs.id} as id`)
  return rows.length > 0
}

/** The pending or running job of `kind` holding `uniqueKey` (at most one does), or null. */
export async function findActiveByKey(db: Db, kind: string, uniqueKey: string): Promise<string | null> {
  const { rows } = await db.execute<{ id: string }>(
    sql`select ${jobs.id} as id from ${jobs} where ${holdsKey(kind, uniqueKey)}`,
  )
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
    select count(*)::int as n from ${jobs}
    where ${jobs.kind} = ${kind} and ${jobs.groupKey} = ${groupKey} and ${jobs.firstStartedAt} >= ${at(since)}`)
  return Number(rows[0]?.n ?? 0)
}

/**
 * Deletes at most `limit` jobs that finished (done, failed or cancelled) before `before`, oldest first, in one
 * statement (the partial index jobs_finished_idx finds them); answers how many went.
 */
export async function deleteFinishedBefore(db: Db, before: Date, limit: number): Promise<number> {
  const { rows } = await db.execute<{ n: number }>(sql`
    with gone as (
      delete from ${jobs} where ${jobs.id} in (
        select ${j.id} from ${fromAs(j)}
        where ${j.state} in ('done', 'failed', 'cancelled') and ${j.finishedAt} < ${at(before)}
        order by ${j.finishedAt} limit ${limit}
      )
      returning 1
    )
    select count(*)::int as n from gone`)
  return Number(rows[0]?.n ?? 0)
}
