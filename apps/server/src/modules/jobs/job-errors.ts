/**
 * How a job handler says what went wrong. Any other error counts as temporary: the job is retried with
 * backoff until its attempts run out.
 */

/** Temporary (a 4xx reply, a timeout, a server away): retry, after `retryAfterMs` when given, else backoff. */
export class RetryJobError extends Error {
  readonly retryAfterMs: number | undefined
  constructor(reason: string, options: { retryAfterMs?: number } = {}) {
    super(reason)
    this.name = 'RetryJobError'
    this.retryAfterMs = options.retryAfterMs
  }
}

/** Permanent (a 5xx reply, a refused recipient): the job stops as failed with this reason. */
export class PermanentJobError extends Error {
  constructor(reason: string) {
    super(reason)
    this.name = 'PermanentJobError'
  }
}

/**
 * The whole group must wait (e.g. the mailbox's password stopped working): the group is paused with this
 * reason, and this job goes back to waiting without counting the attempt. Nothing in the group runs until
 * `resumeGroup`.
 */
export class PauseGroupError extends Error {
  constructor(reason: string) {
    super(reason)
    this.name = 'PauseGroupError'
  }
}
