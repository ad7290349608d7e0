import type { Db } from '../../db/client.ts'
import type { JobQueue } from '../jobs/index.ts'
import { cancelFollowUps, pendingSendJobs, postponeNextFollowUp } from './mail-sync.repository.ts'

/** How far an out-of-office pushes the next follow-up. */
export const AUTO_REPLY_POSTPONE_DAYS = 3

/** The thread is answered (or bounced): its follow-ups not sent yet are cancelled, rows and jobs. */
export async function stopFollowUps(db: Db, jobs: JobQueue, rootId: string): Promise<number> {
  const cancelled = await cancelFollowUps(db, rootId)
  for (const jobId of await pendingSendJobs(db, cancelled)) await jobs.cancel(jobId)
  return cancelled.length
}

/** An out-of-office: the next follow-up, and its job, move by AUTO_REPLY_POSTPONE_DAYS. */
export async function postponeFollowUp(db: Db, jobs: JobQueue, rootId: string, when: Date) {
  const moved = await postponeNextFollowUp(db, rootId, when, AUTO_REPLY_POSTPONE_DAYS)
  if (!moved) return null
  for (const jobId of await pendingSendJobs(db, [moved.id])) {
    await jobs.reschedule(jobId, moved.scheduledFor)
  }
  return moved
}
