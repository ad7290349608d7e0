import { describe, expect, it } from 'vitest'
import { createWorkQueue, type JobOwner, QueueFullError } from './work-queue.ts'

// The parser's line: a fixed number of slots, a bounded line, one waiting job per account and a small share
// per address, and a free slot handed to the address with the fewest jobs running.

/** A job that runs until `finish()`; `started` says whether it got a slot yet. */
function job() {
  let finish!: () => void
  const done = new Promise<void>((resolve) => (finish = resolve))
  const state = { started: false, finish: () => finish() }
  return { state, work: () => ((state.started = true), done) }
}

const owner = (account: string, address: string): JobOwner => ({ account, address })
const tick = () => new Promise((resolve) => setImmediate(resolve))

describe('createWorkQueue', () => {
  it('lets one account have a single job waiting', async () => {
    const queue = createWorkQueue({ slots: 1, maxWaiting: 8 })
    const running = job()
    void queue.run(running.work, owner('a', '10.0.0.1'))
    void queue.run(job().work, owner('b', '10.0.0.2'))
    await expect(queue.run(job().work, owner('b', '10.0.0.3'))).rejects.toBeInstanceOf(QueueFullError)
    expect(queue.waiting).toBe(1)
    running.state.finish()
  })

  it('lets one address have two jobs waiting, however many accounts it holds', async () => {
    const queue = createWorkQueue({ slots: 1, maxWaiting: 8 })
    void queue.run(job().work, owner('a', '10.0.0.1'))
    const results = await Promise.allSettled(
      ['b', 'c', 'd', 'e'].map((account) =>
        Promise.race([queue.run(job().work, owner(account, '203.0.113.9')), tick().then(() => 'waiting')]),
      ),
    )
    expect(results.map((r) => (r.status === 'rejected' ? 'full' : r.value))).toEqual([
      'waiting',
      'waiting',
      'full',
      'full',
    ])
    // another address still gets in line
    expect(queue.waiting).toBe(2)
    void queue.run(job().work, owner('f', '198.51.100.1'))
    expect(queue.waiting).toBe(3)
  })

  it("hands a free slot to the address with the fewest jobs running, ahead of a busier address's earlier jobs", async () => {
    const queue = createWorkQueue({ slots: 2, maxWaiting: 8 })
    const first = job()
    const second = job()
    void queue.run(first.work, owner('a1', '203.0.113.9'))
    void queue.run(second.work, owner('a2', '203.0.113.9'))
    const third = job()
    const bystander = job()
    void queue.run(third.work, owner('a3', '203.0.113.9'))
    void queue.run(bystander.work, owner('b', '198.51.100.1'))
    first.state.finish()
    await tick()
    expect(bystander.state.started).toBe(true)
    expect(third.state.started).toBe(false)
    second.state.finish()
    await tick()
    expect(third.state.started).toBe(true)
  })

  it('with one slot, hands it to another address before the jobs the address just served has waiting', async () => {
    const queue = createWorkQueue({ slots: 1, maxWaiting: 8 })
    const first = job()
    const [second, third] = [job(), job()]
    void queue.run(first.work, owner('a1', '203.0.113.9'))
    void queue.run(second.work, owner('a2', '203.0.113.9'))
    void queue.run(third.work, owner('a3', '203.0.113.9'))
    const bystander = job()
    void queue.run(bystander.work, owner('b', '198.51.100.1'))
    first.state.finish()
    await tick()
    expect(bystander.state.started).toBe(true)
    expect(second.state.started).toBe(false)
    // then the address's own jobs, in the order they came
    bystander.state.finish()
    await tick()
    expect(second.state.started).toBe(true)
    expect(third.state.started).toBe(false)
  })

  it('keeps the old limits for jobs with no owner', async () => {
    const queue = createWorkQueue({ slots: 1, maxWaiting: 2 })
    void queue.run(job().work)
    void queue.run(job().work)
    void queue.run(job().work)
    await expect(queue.run(job().work)).rejects.toBeInstanceOf(QueueFullError)
  })
})
