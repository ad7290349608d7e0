import { monitorEventLoopDelay } from 'node:perf_hooks'
import { setTimeout as sleep } from 'node:timers/promises'
import type { Database } from '../db/client.ts'

/** The probe's tick: a stall shows as one tick arriving late by about the stall's length. */
export const PROBE_RESOLUTION_MS = 10

export interface Probe {
  /** runs `work` and answers the longest event-loop stall it caused, in ms (idle reads about 0-5) */
  measure<T>(work: () => Promise<T>): Promise<{ result: T; stallMs: number; sqlMs: number | null }>
  close(): void
}

/**
 * An event-loop probe (`monitorEventLoopDelay`), plus, on PGlite, the longest single synchronous SQL call
 * (PGlite runs PostgreSQL as WASM on this thread, so one slow query stalls the loop the same way): a stall
 * mostly made of SQL is a query to fix, not JavaScript.
 */
export function createProbe(database: Database): Probe {
  const histogram = monitorEventLoopDelay({ resolution: PROBE_RESOLUTION_MS })
  histogram.enable()
  const sql = timeSyncSql(database)
  return {
    async measure(work) {
      histogram.reset()
      // after a reset the first tick only sets the baseline: let it pass before the work starts
      await sleep(PROBE_RESOLUTION_MS * 1.5)
      sql?.reset()
      const cpuBefore = process.threadCpuUsage()
      const result = await work()
      // the tick that ends a stall may still be pending when the work resolves
      await sleep(PROBE_RESOLUTION_MS * 2)
      const late = Math.max(0, histogram.max / 1e6 - PROBE_RESOLUTION_MS)
      // A late tick on a busy machine may only mean the OS ran something else: a stall of this thread's own
      // making cannot be longer than the CPU time this thread spent meanwhile.
      const cpu = process.threadCpuUsage(cpuBefore)
      const stallMs = Math.min(late, (cpu.user + cpu.system) / 1000)
      return { result, stallMs, sqlMs: sql ? sql.longest() : null }
    },
    close() {
      histogram.disable()
      sql?.restore()
    },
  }
}

interface SyncSqlClient {
  execProtocolRawSync(message: Uint8Array): Uint8Array
}

function timeSyncSql(database: Database) {
  if (database.kind !== 'pglite') return null
  const client = (database.db as unknown as { $client?: SyncSqlClient }).$client
  if (!client || typeof client.execProtocolRawSync !== 'function') return null
  const original = client.execProtocolRawSync
  let longest = 0
  // an own property shadows the prototype's method: PGlite calls this.execProtocolRawSync for every query
  client.execProtocolRawSync = function timed(this: SyncSqlClient, message: Uint8Array) {
    const start = performance.now()
    try {
      return original.call(this, message)
    } finally {
      longest = Math.max(longest, performance.now() - start)
    }
  }
  return {
    reset: () => {
      longest = 0
    },
    longest: () => longest,
    restore: () => {
      delete (client as Partial<SyncSqlClient>).execProtocolRawSync
    },
  }
}
