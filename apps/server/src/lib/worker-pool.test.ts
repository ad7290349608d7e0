import { afterAll, describe, expect, it } from 'vitest'
import {
  createWorkerPool,
  WorkerTimeoutError,
  WorkersBusyError,
  type WorkerPoolOptions,
} from './worker-pool.ts'

const options = (timeoutMs: number): WorkerPoolOptions => ({
  filename: new URL('../testing/sleep.worker.ts', import.meta.url).href,
  threads: 1,
  maxWaiting: 1,
  timeoutMs,
  idleTimeoutMs: 10_000,
  resourceLimits: { maxOldGenerationSizeMb: 64, maxYoungGenerationSizeMb: 16 },
  busy: { message: 'busy reading others', retryAfterSeconds: 7 },
})
// generous for a busy machine: a task runs well within it, two in a row do not
const pool = createWorkerPool(options(6000))
const quick = createWorkerPool(options(500))
afterAll(() => Promise.all([pool.close(), quick.close()]))

describe('a worker pool', () => {
  it("refuses at once with 503 and Retry-After when the line is full, and starts a task's clock when it runs", async () => {
    await pool.run(0) // the thread is up
    const first = pool.run<number>(3500)
    // waits 3.5 s, then runs 3.5 s: 7 s from the call, within the 6 s limit because waiting is not counted
    const second = pool.run<number>(3500)
    const refused = await pool.run(0).catch((err: unknown) => err)
    expect(refused).toBeInstanceOf(WorkersBusyError)
    expect(refused).toMatchObject({ statusCode: 503, message: 'busy reading others', retryAfterSeconds: 7 })
    expect(await Promise.all([first, second])).toEqual([3500, 3500])
  })

  it('stops a task past its time limit', async () => {
    await expect(quick.run(60_000)).rejects.toBeInstanceOf(WorkerTimeoutError)
  })
})
