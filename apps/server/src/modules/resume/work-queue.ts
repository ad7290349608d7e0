/** Thrown at once when every slot is taken and the waiting line is full. */
export class QueueFullError extends Error {
  constructor() {
    super('the work queue is full')
    this.name = 'QueueFullError'
  }
}

export interface WorkQueue {
  /** Runs `work` when a slot is free; throws QueueFullError rather than wait behind a full line. */
  run<T>(work: () => Promise<T>): Promise<T>
  readonly running: number
  readonly waiting: number
}

/** At most `slots` jobs at once, and at most `maxWaiting` waiting for a slot (first come, first served). */
export function createWorkQueue(slots: number, maxWaiting: number): WorkQueue {
  let running = 0
  const line: (() => void)[] = []

  async function take(): Promise<void> {
    if (running < slots) {
      running++
      return
    }
    if (line.length >= maxWaiting) throw new QueueFullError()
    // the slot is handed over by release(), so `running` stays counted
    await new Promise<void>((resolve) => line.push(resolve))
  }

  function release() {
    const next = line.shift()
    if (next) next()
    else running--
  }

  return {
    async run(work) {
      await take()
      try {
        return await work()
      } finally {
        release()
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
