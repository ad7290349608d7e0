import os from 'node:os'
import {
  RESUME_BUSY_RETRY_AFTER_SECONDS,
  RESUME_MESSAGES,
  type ResumeFacts,
  type ResumeFormat,
} from '@coldstart/contract'
import { HttpError } from '../../lib/http-error.ts'
import type { JobOwner } from '../../lib/work-queue.ts'
import { createWorkerPool, WorkerTimeoutError, WorkersBusyError } from '../../lib/worker-pool.ts'
import { checkRealType, formatFromName } from './resume-file-type.ts'
import { checkStructure } from './resume-structure.ts'
import type { FactsTask, ParseResult, ParseTask } from './resume-parse.types.ts'
import { ARRAY_BUFFER_CAP_MESSAGE } from './worker-memory-cap.ts'

export interface ParsedResume {
  format: ResumeFormat
  text: string
  pages: number | null
  facts: ResumeFacts
}

export interface ResumeParser {
  /**
   * Checks the file's real type, then parses it and reads its facts in a worker; HttpError 4xx on a bad file.
   * `owner`: whose share of the worker line the job takes (see work-queue.ts).
   */
  parse(fileName: string, bytes: Uint8Array, owner?: JobOwner): Promise<ParsedResume>
  /** The facts of a resume's text, read in a worker; HttpError 422 past the time limit. */
  facts(text: string, owner?: JobOwner): Promise<ResumeFacts>
  /** tasks waiting for a worker (who goes next is the line's rule, work-queue.ts) */
  readonly waiting: number
  close(): Promise<void>
}

export interface ResumeParserOptions {
  /** Per task, from when it starts running: a task stuck on a hostile input is stopped (its thread ends). */
  timeoutMs?: number
  maxThreads?: number
  /** Tasks that may wait for a thread; past that a request is answered 503 at once. */
  maxQueue?: number
  /** Tasks one client address may have waiting; past that its next request is answered 503 at once. */
  maxQueuePerAddress?: number
}

export const RESUME_PARSE_TIMEOUT_MS = 15_000
// Parsing is CPU work: a thread past the cores the event loop leaves free only takes turns with it, and each
// thread holds ~30 MB while it lives (pdf.js and mammoth in an isolate of its own). So one thread on a machine
// of one or two cores, two from three. Who goes next is the line's rule, whatever the count.
export const RESUME_PARSE_THREADS = Math.min(2, Math.max(1, os.availableParallelism() - 1))
export const RESUME_PARSE_QUEUE = 8
// A thread holds its own V8 heap with the PDF and Word readers loaded: kept for a burst of
// uploads, not for a minute after one.
export const RESUME_PARSE_IDLE_MS = 10_000
// Per worker: a parse may not take more than this much heap. Array buffers live outside it: the .docx and PDF
// decode budgets bound what a file may inflate to, and worker-memory-cap.ts ends a worker holding more.
// A small young generation: at 64 MB a thread kept ~7 MB more resident while it lived, and a 2-page PDF or
// .docx read no faster (bench:resume: 22 / 20 ms against 24 / 15 ms at 8 MB, in one run).
const WORKER_LIMITS = { maxOldGenerationSizeMb: 384, maxYoungGenerationSizeMb: 8 }
const BUSY = { message: RESUME_MESSAGES.serverBusy, retryAfterSeconds: RESUME_BUSY_RETRY_AFTER_SECONDS }

/** 503 with Retry-After: the resume readers are all busy (lib/worker-pool.ts). */
export const resumeReadersBusy = () => new WorkersBusyError(BUSY.message, BUSY.retryAfterSeconds)

const unprocessable = (message: string, field: string) => new HttpError(422, message, field)

export function createResumeParser(options: ResumeParserOptions = {}): ResumeParser {
  const pool = createWorkerPool({
    filename: new URL('./resume-parse.worker.ts', import.meta.url).href,
    threads: options.maxThreads ?? RESUME_PARSE_THREADS,
    maxWaiting: options.maxQueue ?? RESUME_PARSE_QUEUE,
    maxWaitingPerAddress: options.maxQueuePerAddress,
    timeoutMs: options.timeoutMs ?? RESUME_PARSE_TIMEOUT_MS,
    idleTimeoutMs: RESUME_PARSE_IDLE_MS,
    resourceLimits: WORKER_LIMITS,
    busy: BUSY,
  })

  async function runParse(format: ResumeFormat, bytes: Uint8Array, owner?: JobOwner): Promise<ParseResult> {
    const copy = bytes.slice()
    try {
      return await pool.run<ParseResult>({ format, bytes: copy } satisfies ParseTask, {
        owner,
        transferList: [copy.buffer],
      })
    } catch (err) {
      if (err instanceof WorkersBusyError) throw err
      if (err instanceof WorkerTimeoutError) throw unprocessable(RESUME_MESSAGES.timeout, 'file')
      if (format === 'docx') return { ok: false, code: 'zipBomb' }
      // The worker passed its array-buffer cap (what pdf.js decoded), or ran out of heap or crashed on it.
      const overCap = (err as Error).message === ARRAY_BUFFER_CAP_MESSAGE
      return { ok: false, code: overCap && format === 'pdf' ? 'pdfBomb' : 'broken' }
    }
  }

  return {
    async parse(fileName, bytes, owner) {
      const format = formatFromName(fileName)
      if (bytes.length === 0) throw unprocessable(RESUME_MESSAGES.empty, 'file')
      await checkRealType(format, bytes)
      checkStructure(format, bytes)
      const result = await runParse(format, bytes, owner)
      if (!result.ok) throw unprocessable(RESUME_MESSAGES[result.code], 'file')
      return { format, text: result.text, pages: result.pages, facts: result.facts }
    },
    async facts(text, owner) {
      try {
        return await pool.run<ResumeFacts>({ text } satisfies FactsTask, { name: 'readFacts', owner })
      } catch (err) {
        if (err instanceof WorkersBusyError) throw err
        // past the time limit, or the worker ran out of memory on it
        throw unprocessable(RESUME_MESSAGES.textTimeout, 'text')
      }
    },
    get waiting() {
      return pool.waiting
    },
    close: () => pool.close(),
  }
}
