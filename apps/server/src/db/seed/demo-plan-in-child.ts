import { fork } from 'node:child_process'
import type { DemoRows } from './demo-plan.ts'

/**
 * The demo rows, built in a child process (demo-plan.child.ts) that ends once it has handed them over. A child
 * rather than a worker thread: what a thread allocates can stay resident in this process's allocator after it
 * ends.
 */
export async function buildDemoRowsInChild(extraStartups: number, now = Date.now()): Promise<DemoRows> {
  const child = fork(
    new URL('./demo-plan.child.ts', import.meta.url),
    [String(extraStartups), String(now)],
    // structured clone keeps the rows' dates; no inspector or other flags of this process
    { serialization: 'advanced', execArgv: [], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] },
  )
  try {
    return await new Promise<DemoRows>((resolve, reject) => {
      child.once('message', (rows) => resolve(rows as DemoRows))
      child.once('error', reject)
      // after the message this changes nothing (a settled promise stays settled)
      child.once('exit', (code) => reject(new Error(`building the demo rows failed (exit ${code})`)))
    })
  } finally {
    child.kill()
  }
}
