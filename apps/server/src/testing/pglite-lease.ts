import type { PGlite } from '@electric-sql/pglite'
import { openDatabase, type Database } from '../db/client.ts'
import { restoreBaseline, type Baseline } from './pglite-reuse.ts'

/** Databases put back to their baseline and waiting for the worker's next file, a few of each kind. */
export class IdleDatabases {
  private readonly waiting: PGlite[] = []
  private readonly baseline: Baseline
  private readonly max: number

  constructor(baseline: Baseline, max = 2) {
    this.baseline = baseline
    this.max = max
  }

  take(): PGlite | undefined {
    return this.waiting.pop()
  }

  /** Restores a database a file closed and keeps it, or closes it when it cannot be restored or kept. */
  async giveBack(pglite: PGlite): Promise<void> {
    // counted again once restored: files closing several databases at once restore them side by side
    const keep = this.waiting.length < this.max && (await restoreBaseline(pglite, this.baseline))
    if (keep && this.waiting.length < this.max) this.waiting.push(pglite)
    else await pglite.close()
  }
}

/**
 * A file's use of a PGlite, as a Database whose close() hands the PGlite back instead of closing it. From
 * close() on, the file's handle answers as a closed PGlite does (`closed`, and "PGlite is closed" for every
 * call), so a timer the file left running cannot reach the next file's data. The LISTENs it made end.
 */
export function leaseDatabase(pglite: PGlite, idle: IdleDatabases): Promise<Database> {
  let open = true
  const unlistens = new Set<() => Promise<void>>()
  // a test may shadow a method with its own (the event-loop probe times every query that way)
  const ownKeys = new Set(Reflect.ownKeys(pglite))

  async function release() {
    if (!open) return
    open = false
    for (const unlisten of [...unlistens]) await unlisten().catch(() => {})
    for (const key of Reflect.ownKeys(pglite)) if (!ownKeys.has(key)) Reflect.deleteProperty(pglite, key)
    await idle.giveBack(pglite)
  }

  async function listen(...args: Parameters<PGlite['listen']>) {
    const unlisten = await pglite.listen(...args)
    const tracked = async () => {
      unlistens.delete(tracked)
      await unlisten()
    }
    unlistens.add(tracked)
    return tracked
  }

  const handle = new Proxy(pglite, {
    get(target, prop) {
      if (prop === 'closed') return !open || target.closed
      if (prop === 'close') return release
      const value: unknown = Reflect.get(target, prop, target)
      if (typeof value !== 'function') return value
      if (!open) return () => Promise.reject(new Error('PGlite is closed'))
      if (prop === 'listen') return listen
      // PGlite's methods use its private fields: they must run on the PGlite, not on this handle
      return (value as (...args: unknown[]) => unknown).bind(target)
    },
  })
  return openDatabase({ pglite: handle })
}
