/** How long a health check waits for the embedded database before answering from what it last heard. */
export const PING_WAIT_MS = 100
/** Past this with no answer to a ping, the embedded database counts as down, however busy it may be. */
export const PING_STUCK_MS = 60_000

export class DatabaseNotAnsweringError extends Error {
  constructor(ms: number) {
    super(`the database has not answered a ping for ${Math.round(ms / 1000)} s`)
    this.name = 'DatabaseNotAnsweringError'
  }
}

/**
 * PGlite is one session: a transaction (a 5,000-row import's insert) holds it for seconds, and a ping would
 * wait behind all of it. So at most one ping is in flight; a health check waits up to PING_WAIT_MS for it,
 * then answers with the last ping's outcome (the session is busy with this process's own work, so it is up)
 * unless the ping has gone unanswered for PING_STUCK_MS. A failed ping is reported as soon as it fails.
 */
export function singleSessionPing(
  query: () => Promise<unknown>,
  options: { waitMs?: number; stuckMs?: number } = {},
): () => Promise<void> {
  const waitMs = options.waitMs ?? PING_WAIT_MS
  const stuckMs = options.stuckMs ?? PING_STUCK_MS
  let pending: Promise<void> | null = null
  let pendingSince = 0
  let lastError: unknown = null
  return async () => {
    if (!pending) {
      pendingSince = Date.now()
      pending = query().then(
        () => {
          lastError = null
        },
        (err: unknown) => {
          lastError = err
        },
      )
      void pending.finally(() => (pending = null))
    }
    let timer: NodeJS.Timeout | undefined
    const answered = await Promise.race([
      pending.then(() => true),
      new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), waitMs))),
    ])
    clearTimeout(timer)
    if (lastError) throw lastError
    const waiting = Date.now() - pendingSince
    if (!answered && waiting > stuckMs) throw new DatabaseNotAnsweringError(waiting)
  }
}
