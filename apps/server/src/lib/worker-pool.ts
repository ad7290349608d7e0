import type { Piscina } from 'piscina'
import { HttpError } from './http-error.ts'
import { createWorkQueue, QueueFullError, type JobOwner } from './work-queue.ts'

/**
 * 503 with Retry-After: every worker is busy and the line is full. The error handler sends the header, so
 * every pool answers "busy" with the same words.
 */
export class WorkersBusyError extends HttpError {
  readonly retryAfterSeconds: number
  constructor(message: string, retryAfterSeconds: number) {
    super(503, message)
    this.retryAfterSeconds = retryAfterSeconds
  }
}

/** A task ran past its time limit and was stopped (its thread ends). */
export class WorkerTimeoutError extends Error {
  constructor() {
    super('the task passed its time limit')
    this.name = 'WorkerTimeoutError'
  }
}

export interface WorkerPoolOptions {
  /** the worker module's URL (`new URL('./x.worker.ts', import.meta.url).href`) */
  filename: string
  threads: number
  /** tasks that may wait for a thread; past that a task is refused at once */
  maxWaiting: number
  maxWaitingPerAddress?: number
  /** per task, from when it starts running, never while it waits */
  timeoutMs: number
  idleTimeoutMs: number
  resourceLimits: { maxOldGenerationSizeMb: number; maxYoungGenerationSizeMb: number }
  /** what a refused request is told, and when to try again */
  busy: { message: string; retryAfterSeconds: number }
}

export interface RunOptions {
  /** the worker module's export to run ('default' unless named) */
  name?: string
  transferList?: ArrayBuffer[]
  owner?: JobOwner
}

export interface WorkerPool {
  /** Runs a task in a worker: WorkersBusyError when the line is full, WorkerTimeoutError past the limit. */
  run<T>(task: unknown, options?: RunOptions): Promise<T>
  /** tasks waiting in the line for a thread */
  readonly waiting: number
  close(): Promise<void>
}

/**
 * Worker threads behind our own line (work-queue.ts), not piscina's: one rule for busy (a full line answers
 * 503 with Retry-After at once) and a time limit whose clock starts when the task starts. Threads start on
 * first use and end when idle. piscina itself loads on first use too: most starts never need a thread.
 */
export function createWorkerPool(options: WorkerPoolOptions): WorkerPool {
  let pool: Promise<Piscina> | undefined
  const poolNow = () =>
    (pool ??= import('piscina').then(
      ({ Piscina }) =>
        new Piscina({
          filename: options.filename,
          minThreads: 0,
          maxThreads: options.threads,
          idleTimeout: options.idleTimeoutMs,
          resourceLimits: options.resourceLimits,
        }),
    ))
  const queue = createWorkQueue({
    slots: options.threads,
    maxWaiting: options.maxWaiting,
    maxWaitingPerAddress: options.maxWaitingPerAddress,
  })
  return {
    async run<T>(task: unknown, { name = 'default', transferList = [], owner }: RunOptions = {}) {
      try {
        return await queue.run(async () => {
          const threads = await poolNow()
          // the time limit starts with the task, not with loading piscina
          return (await threads.run(task, {
            name,
            transferList,
            signal: AbortSignal.timeout(options.timeoutMs),
          })) as T
        }, owner)
      } catch (err) {
        if (err instanceof QueueFullError)
          throw new WorkersBusyError(options.busy.message, options.busy.retryAfterSeconds)
        const errorName = (err as Error).name
        if (errorName === 'AbortError' || errorName === 'TimeoutError') throw new WorkerTimeoutError()
        throw err
      }
    },
    get waiting() {
      return queue.waiting
    },
    close: async () => {
      if (pool) await (await pool).close()
    },
  }
}
