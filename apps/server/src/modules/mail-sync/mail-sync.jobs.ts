import { z } from 'zod'
import type { JobKind, JobQueue } from '../jobs/index.ts'
import { RetryJobError } from '../jobs/index.ts'
import { MailboxAwayError, type SyncOutcome } from './mailbox-sync.ts'

/** How often every connected, unpaused mailbox is read. */
export const SYNC_EVERY_MS = 5 * 60_000

const syncPayload = z.object({ userId: z.uuid() })
const tickPayload = z.object({})

/** A mailbox's syncs share a group of their own: a sync never waits behind the mailbox's spaced sends. */
export const syncGroup = (userId: string) => `mail-sync:${userId}`

/**
 * `mail.sync`: one mailbox read once. Its unique key is the mailbox, so at most one is queued per mailbox
 * however many instances or clicks ask. A server away is retried with backoff; the cursor stays put.
 */
export function syncJobKind(sync: (userId: string) => Promise<SyncOutcome>): JobKind<{ userId: string }> {
  return {
    kind: 'mail.sync',
    payload: syncPayload,
    maxAttempts: 8,
    backoff: { baseMs: 60_000, maxMs: 30 * 60_000 },
    async run(job) {
      try {
        await sync(job.payload.userId)
      } catch (error) {
        if (error instanceof MailboxAwayError) throw new RetryJobError(error.message)
        throw error
      }
    },
  }
}

export function enqueueSync(
  jobs: JobQueue,
  kind: JobKind<{ userId: string }>,
  userId: string,
): Promise<{ id: string; created: boolean }> {
  return jobs.enqueue(kind, { userId }, { group: syncGroup(userId), uniqueKey: userId })
}

/**
 * `mail.sync.tick`: every SYNC_EVERY_MS, queues a sync of each mailbox to read, then queues the next tick.
 * Each tick's unique key is its slot, so instances starting or ticking together add one tick per slot.
 */
export function tickJobKind(opts: {
  jobs: JobQueue
  sync: JobKind<{ userId: string }>
  mailboxes: () => Promise<string[]>
  now: () => Date
}): JobKind<Record<string, never>> {
  const kind: JobKind<Record<string, never>> = {
    kind: 'mail.sync.tick',
    payload: tickPayload,
    async run(job) {
      for (const userId of await opts.mailboxes()) await enqueueSync(opts.jobs, opts.sync, userId)
      const next = Math.max(job.runAt.getTime() + SYNC_EVERY_MS, opts.now().getTime())
      await enqueueTick(opts.jobs, kind, new Date(next))
    },
  }
  return kind
}

export function enqueueTick(jobs: JobQueue, kind: JobKind<Record<string, never>>, runAt?: Date) {
  const slot = Math.floor((runAt?.getTime() ?? Date.now()) / SYNC_EVERY_MS)
  return jobs.enqueue(kind, {}, { group: 'mail-sync:tick', uniqueKey: `slot:${slot}`, runAt })
}
