import { fork } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import type { DemoRows } from './demo-plan.ts'
import type { DemoCounts } from './demo-rows-insert.ts'

// the server's own resolve hook: a child that inserts loads drizzle and pg, 0.5 s quicker with it
const FAST_RESOLVE = new URL('../../register-fast-resolve.ts', import.meta.url)

/**
 * What the child process (demo-plan.child.ts) answers, once it has ended. A child rather than a worker
 * thread: what a thread allocates can stay resident in this process's allocator after it ends.
 */
async function askChild<T>(extraStartups: number, now: number, databaseUrl?: string): Promise<T> {
  const child = fork(
    new URL('./demo-plan.child.ts', import.meta.url),
    [String(extraStartups), String(now)],
    // structured clone keeps the rows' dates; no inspector or other flags of this process but the hook
    {
      serialization: 'advanced',
      execArgv: ['--import', fileURLToPath(FAST_RESOLVE)],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    },
  )
  try {
    return await new Promise<T>((resolve, reject) => {
      child.once('message', (answer) => resolve(answer as T))
      child.once('error', reject)
      // after the message this changes nothing (a settled promise stays settled)
      child.once('exit', (code) => reject(new Error(`seeding the demo data failed (exit ${code})`)))
      // the address goes over the channel, not the command line, which any local user can read
      child.send({ databaseUrl: databaseUrl ?? null })
    })
  } finally {
    child.kill()
  }
}

/** The demo rows, built in a child process that ends once it has handed them over. */
export function buildDemoRowsInChild(extraStartups: number, now = Date.now()): Promise<DemoRows> {
  return askChild<DemoRows>(extraStartups, now)
}

/**
 * The demo rows built and inserted by a child process over its own connection to the PostgreSQL server at
 * `databaseUrl`: this process never holds them, nor the inserts' buffers. Null when a startup was there first.
 */
export function seedDemoRowsInChild(
  databaseUrl: string,
  extraStartups: number,
  now = Date.now(),
): Promise<DemoCounts | null> {
  return askChild<DemoCounts | null>(extraStartups, now, databaseUrl)
}
