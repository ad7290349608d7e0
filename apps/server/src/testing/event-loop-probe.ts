import { setTimeout as sleep } from 'node:timers/promises'
import type { Database } from '../db/client.ts'
import { threadCpuMs } from '@coldstart/contract/testing/thread-cpu'

/** The probe's tick: a stall shows as one tick arriving late by about the stall's length. */
export const PROBE_RESOLUTION_MS = 10

export interface Probe {
  /** runs `work` and answers the longest event-loop stall it caused, in ms (idle reads about 0-5) */
  measure<T>(work: () => Promise<T>): Promise<{ result: T; stallMs: number; sqlMs: number | null }>
  close(): void
}

const cpuMs = threadCpuMs

/**
 * An event-loop probe: a timer ticks every PROBE_RESOLUTION_MS, and a gap between two ticks counts as a stall
 * only up to the CPU time this thread spent in it. A late tick on a busy machine may only mean the OS ran
 * another process meanwhile; a stall of this thread's own making is CPU time on this thread. On PGlite it
 * also reports the longest single synchronous SQL call (PGlite runs PostgreSQL as WASM on this thread, so one
 * slow query stalls the loop the same way): a stall mostly made of SQL is a query to fix, not JavaScript.
 */
export function createProbe(database: Database): Probe {
  let last = { at: performance.now(), cpu: cpuMs() }
  let worst = 0
  const timer = setInterval(() => {
    const now = { at: performance.now(), cpu: cpuMs() }
    const late = now.at - last.at - PROBE_RESOLUTION_MS
    worst = Math.max(worst, Math.min(late, now.cpu - last.cpu))
    last = now
  }, PROBE_RESOLUTION_MS)
  const sql = timeSyncSql(database)
  return {
    async measure(work) {
      // let a tick pass so the window starts clean
      await sleep(PROBE_RESOLUTION_MS * 1.5)
      worst = 0
      sql?.reset()
      const result = await work()
      // the tick that ends a stall may still be pending when the work resolves
      await sleep(PROBE_RESOLUTION_MS * 2)
      return { result, stallMs: Math.max(0, worst), sqlMs: sql ? sql.longest() : null }
    },
    close() {
      clearInterval(timer)
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
