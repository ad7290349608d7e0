import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { createdAt, id } from './columns.ts'

// Work done later inside the server (scheduled sends, follow-ups, mailbox syncs). A worker claims a due job by
// taking a lease (lease_until, lease_token); a job still `running` after its lease ended belonged to a worker
// that died, and is claimed again with its outcome unknown. Finished jobs stay as the record of what happened
// for JOB_RETENTION_DAYS, then the clean-up job deletes them.
export const jobs = pgTable(
  'jobs',
  {
    id: id(),
    kind: text('kind').notNull(),
    // jobs of one group run one at a time; a group can be paused and spaced (e.g. one mailbox)
    groupKey: text('group_key').notNull(),
    // at most one pending or running job per (kind, unique_key)
    uniqueKey: text('unique_key'),
    payload: jsonb('payload').notNull().default({}),
    state: text('state', { enum: ['pending', 'running', 'done', 'failed', 'cancelled'] })
      .notNull()
      .default('pending'),
    runAt: timestamp('run_at', { withTimezone: true }).notNull(),
    // claims so far (the attempt number of the current or last run)
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(10),
    // an earlier attempt ended without an outcome (its worker died or stopped mid-run); stays set
    outcomeUnknown: boolean('outcome_unknown').notNull().default(false),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    leaseToken: uuid('lease_token'),
    // the last temporary failure, or why the job stopped for good
    lastError: text('last_error'),
    createdAt: createdAt(),
    firstStartedAt: timestamp('first_started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    // the claim: due pending jobs and running ones whose lease ended, earliest first
    index('jobs_due_idx')
      .on(t.runAt, t.createdAt, t.id)
      .where(sql`${t.state} in ('pending', 'running')`),
    index('jobs_group_idx').on(t.groupKey, t.createdAt),
    // the clean-up: finished jobs, oldest first
    index('jobs_finished_idx')
      .on(t.finishedAt)
      .where(sql`${t.state} in ('done', 'failed', 'cancelled')`),
    uniqueIndex('jobs_unique_key_idx')
      .on(t.kind, t.uniqueKey)
      .where(sql`${t.uniqueKey} is not null and ${t.state} in ('pending', 'running')`),
    check('jobs_attempts_check', sql`${t.attempts} >= 0 and ${t.maxAttempts} >= 1`),
  ],
)

// One row per group that has had a job: whether it is paused, when its next spaced job may start, and which
// job holds it (busy_until follows that job's lease, so a dead worker frees the group when its lease ends).
export const jobGroups = pgTable('job_groups', {
  groupKey: text('group_key').primaryKey(),
  pausedAt: timestamp('paused_at', { withTimezone: true }),
  pausedReason: text('paused_reason'),
  nextAt: timestamp('next_at', { withTimezone: true }),
  busyJobId: uuid('busy_job_id'),
  busyUntil: timestamp('busy_until', { withTimezone: true }),
})

export type JobRow = typeof jobs.$inferSelect
export type JobState = JobRow['state']
