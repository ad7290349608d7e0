export interface Backoff {
  /** the delay before the second attempt */
  baseMs: number
  /** no delay grows past this */
  maxMs: number
}

export const DEFAULT_BACKOFF: Backoff = { baseMs: 30_000, maxMs: 3_600_000 }

/**
 * The wait before attempt `attempt + 1`: doubling from `baseMs` up to `maxMs`, of which a random half is
 * dropped (equal jitter), so jobs that failed together do not all come back at the same moment.
 */
export function retryDelayMs(attempt: number, backoff: Backoff, random: () => number): number {
  const ceiling = Math.min(backoff.maxMs, backoff.baseMs * 2 ** Math.min(Math.max(attempt - 1, 0), 30))
  return Math.round(ceiling / 2 + (random() * ceiling) / 2)
}
