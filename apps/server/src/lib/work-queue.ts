/** Thrown at once when every slot is taken and the waiting line (or this owner's share of it) is full. */
export class QueueFullError extends Error {
  constructor() {
    super('the work queue is full')
    this.name = 'QueueFullError'
  }
}

/** Who a job is for: shares of the line are counted per account and per client address. */
export interface JobOwner {
  account: string
  address: string
}

export interface WorkQueueOptions {
  slots: number
  /** jobs waiting for a slot, from everyone together */
  maxWaiting: number
  /** jobs one account may have waiting */
  maxWaitingPerAccount?: number
  /** jobs one client address may have waiting (a campus shares one, so more than one) */
  maxWaitingPerAddress?: number
}

export interface WorkQueue {
  /** Runs `work` when a slot is free; throws QueueFullError rather than wait behind a full line. */
  run<T>(work: () => Promise<T>, owner?: JobOwner): Promise<T>
  readonly running: number
  readonly waiting: number
}

export const QUEUE_MAX_WAITING_PER_ACCOUNT = 1
export const QUEUE_MAX_WAITING_PER_ADDRESS = 2

interface Waiter {
  owner: JobOwner | undefined
  start: () => void
}

const count = (counts: Map<string, number>, key: string, by: number) => {
  const next = (counts.get(key) ?? 0) + by
  if (next > 0) counts.set(key, next)
  else counts.delete(key)
}

/**
 * At most `slots` jobs at once and `maxWaiting` waiting, of which one account may hold
 * `maxWaitingPerAccount` and one address `maxWaitingPerAddress`. A free slot goes to the waiting job whose
 * address has the fewest jobs running; among equals, to the address whose last job started longest ago (one
 * not served yet first), then the earliest. So ten accounts at one address cannot keep a student elsewhere
 * waiting behind all of their jobs, with one slot too: there the address whose job just ended has none
 * running either, and only when it was served last does it wait its turn.
 */
export function createWorkQueue(options: WorkQueueOptions): WorkQueue {
  const { slots, maxWaiting } = options
  const perAccount = options.maxWaitingPerAccount ?? QUEUE_MAX_WAITING_PER_ACCOUNT
  const perAddress = options.maxWaitingPerAddress ?? QUEUE_MAX_WAITING_PER_ADDRESS
  let running = 0
  const line: Waiter[] = []
  const runningAt = new Map<string, number>()
  const waitingFor = new Map<string, number>()
  const waitingAt = new Map<string, number>()
  // for the addresses with a job running or waiting: when their last job started (a count of starts)
  const lastStartAt = new Map<string, number>()
  let starts = 0

  function start(owner: JobOwner | undefined) {
    running++
    if (!owner) return
    count(runningAt, owner.address, 1)
    lastStartAt.set(owner.address, ++starts)
  }

  async function take(owner: JobOwner | undefined): Promise<void> {
    if (running < slots) return start(owner)
    if (line.length >= maxWaiting) throw new QueueFullError()
    if (owner) {
      if ((waitingFor.get(owner.account) ?? 0) >= perAccount) throw new QueueFullError()
      if ((waitingAt.get(owner.address) ?? 0) >= perAddress) throw new QueueFullError()
      count(waitingFor, owner.account, 1)
      count(waitingAt, owner.address, 1)
    }
    await new Promise<void>((resolve) => line.push({ owner, start: resolve }))
  }

  function release(owner: JobOwner | undefined) {
    running--
    if (owner) {
      count(runningAt, owner.address, -1)
      if (!runningAt.has(owner.address) && !waitingAt.has(owner.address)) lastStartAt.delete(owner.address)
    }
    if (line.length === 0) return
    let pick = 0
    const busy = (waiter: Waiter) => (waiter.owner ? (runningAt.get(waiter.owner.address) ?? 0) : 0)
    const served = (waiter: Waiter) => (waiter.owner ? (lastStartAt.get(waiter.owner.address) ?? 0) : 0)
    for (let i = 1; i < line.length; i++) {
      const [candidate, best] = [line[i]!, line[pick]!]
      const fewer = busy(candidate) - busy(best)
      if (fewer < 0 || (fewer === 0 && served(candidate) < served(best))) pick = i
    }
    const [next] = line.splice(pick, 1)
    if (next!.owner) {
      count(waitingFor, next!.owner.account, -1)
      count(waitingAt, next!.owner.address, -1)
    }
    start(next!.owner)
    next!.start()
  }

  return {
    async run(work, owner) {
      await take(owner)
      try {
        return await work()
      } finally {
        release(owner)
      }
    },
    get running() {
      return running
    },
    get waiting() {
      return line.length
    },
  }
}
