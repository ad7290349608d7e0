export { DEFAULT_BACKOFF, type Backoff } from './backoff.ts'
export { PauseGroupError, PermanentJobError, RetryJobError } from './job-errors.ts'
export { systemClock, type Clock, type JobKind, type RunningJob } from './job-kind.ts'
export { createJobQueue, type EnqueueOptions, type JobQueue, type JobQueueOptions } from './job-queue.ts'
export type { GroupStatus, JobStatus } from './jobs.repository.ts'
export {
  createJobCleanup,
  JOB_CLEANUP_BATCH,
  JOB_CLEANUP_MAX_BATCHES,
  JOB_RETENTION_DAYS,
  type JobCleanup,
} from './job-cleanup.ts'
