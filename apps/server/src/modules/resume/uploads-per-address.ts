import { resumeReadersBusy, RESUME_PARSE_THREADS } from './resume-parser.ts'
import { QUEUE_MAX_WAITING_PER_ADDRESS } from '../../lib/work-queue.ts'

/**
 * Uploads one client address may have in progress, from the first byte received to the answer: as many as
 * the parser line could hold for it (every worker, and its share of the waiting line). Past that the next
 * upload is refused before its body is read, so ten accounts at one address cannot have 50 MB received,
 * parsed and copied on the main thread only to be told the line is full.
 */
export const UPLOADS_IN_PROGRESS_PER_ADDRESS = RESUME_PARSE_THREADS + QUEUE_MAX_WAITING_PER_ADDRESS

export interface UploadsPerAddress {
  /** Runs `upload` for the address, or throws the readers' 503 (Retry-After) at once while it has too many. */
  run<T>(address: string, upload: () => Promise<T>): Promise<T>
}

export function createUploadsPerAddress(limit = UPLOADS_IN_PROGRESS_PER_ADDRESS): UploadsPerAddress {
  const inProgress = new Map<string, number>()
  return {
    async run(address, upload) {
      const now = inProgress.get(address) ?? 0
      if (now >= limit) throw resumeReadersBusy()
      inProgress.set(address, now + 1)
      try {
        return await upload()
      } finally {
        const left = (inProgress.get(address) ?? 1) - 1
        if (left > 0) inProgress.set(address, left)
        else inProgress.delete(address)
      }
    },
  }
}
