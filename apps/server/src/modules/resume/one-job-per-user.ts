import { RESUME_MESSAGES } from '@coldstart/contract'
import { HttpError } from '../../lib/http-error.ts'

export interface OneJobPerUser {
  /** Runs `job` for the user, or answers 429 at once while their previous one is still running. */
  run<T>(userId: string, job: () => Promise<T>): Promise<T>
}

/** One resume job in flight per user: a second upload or save waits for nothing and takes no worker. */
export function createOneJobPerUser(): OneJobPerUser {
  const busy = new Set<string>()
  return {
    async run(userId, job) {
      if (busy.has(userId)) throw new HttpError(429, RESUME_MESSAGES.stillReading)
      busy.add(userId)
      try {
        return await job()
      } finally {
        busy.delete(userId)
      }
    },
  }
}
