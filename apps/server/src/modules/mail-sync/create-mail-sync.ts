import type { Db } from '../../db/client.ts'
import { systemClock, type Clock, type JobQueue } from '../jobs/index.ts'
import type { MailboxService } from '../mailbox/index.ts'
import { stopFollowUps } from './follow-ups.ts'
import { enqueueSync, enqueueTick, syncJobKind, tickJobKind } from './mail-sync.jobs.ts'
import { mailboxesToSync } from './mail-sync.repository.ts'
import { syncMailbox, type SyncOutcome } from './mailbox-sync.ts'
import { threadRootOf } from './replies.repository.ts'

export interface MailSync {
  /**
   * Reads the mailbox now (the sending side calls it right before a follow-up goes). Calls for one mailbox
   * while one runs in this process share it. Throws MailboxAwayError when the server could not be read.
   */
  syncMailboxNow(userId: string): Promise<SyncOutcome>
  /** "Check now": queues a sync unless one is queued already */
  queueCheck(userId: string): Promise<void>
  /** queues the first five-minute tick (once per instance start; the slot's key keeps it to one) */
  scheduleChecks(): Promise<void>
  /** the student marked a send replied (or it bounced) by hand: its thread's pending follow-ups stop */
  stopFollowUpsOf(userId: string, sendId: string): Promise<void>
}

/** The mailbox sync: registers its job kinds with the queue. */
export function createMailSync(opts: {
  db: Db
  mailbox: MailboxService
  jobs: JobQueue
  clock?: Clock
}): MailSync {
  const { db, jobs } = opts
  const clock = opts.clock ?? systemClock
  const running = new Map<string, Promise<SyncOutcome>>()

  function syncMailboxNow(userId: string): Promise<SyncOutcome> {
    const current = running.get(userId)
    if (current) return current
    const run = syncMailbox({ db, mailbox: opts.mailbox, jobs, clock }, userId).finally(() =>
      running.delete(userId),
    )
    running.set(userId, run)
    return run
  }

  const sync = syncJobKind(syncMailboxNow)
  const tick = tickJobKind({ jobs, sync, mailboxes: () => mailboxesToSync(db), now: () => clock.now() })
  jobs.register(sync)
  jobs.register(tick)

  return {
    syncMailboxNow,
    async queueCheck(userId) {
      await enqueueSync(jobs, sync, userId)
    },
    async scheduleChecks() {
      await enqueueTick(jobs, tick)
    },
    async stopFollowUpsOf(userId, sendId) {
      const root = await threadRootOf(db, userId, sendId)
      if (root) await stopFollowUps(db, jobs, root)
    },
  }
}
