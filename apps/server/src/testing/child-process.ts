import { spawn, type ChildProcess } from 'node:child_process'

/** A Node script in a process of its own, its stdout collected line by line, for tests that kill one. */
export interface Child {
  process: ChildProcess
  lines: string[]
  output: string[]
  /** settles once the process has exited and its output is all read */
  closed: Promise<void>
}

// the hook the server's own entry point registers first: the children load the whole app, as a start does
const FAST_RESOLVE = new URL('../register-fast-resolve.ts', import.meta.url).href

export function startChild(script: string, env: Record<string, string>): Child {
  const child = spawn(process.execPath, ['--import', FAST_RESOLVE, script], {
    env: { PATH: process.env.PATH, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const closed = new Promise<void>((resolve) => child.once('close', () => resolve()))
  const started: Child = { process: child, lines: [], output: [], closed }
  let partial = ''
  child.stdout!.on('data', (d: Buffer) => {
    const text = partial + d.toString()
    const lines = text.split('\n')
    partial = lines.pop()!
    started.lines.push(...lines)
  })
  child.stderr!.on('data', (d: Buffer) => started.output.push(d.toString()))
  return started
}

const exited = (child: Child) => child.process.exitCode !== null || child.process.signalCode !== null

/**
 * How long a test waits for a child process to be ready or for work it hands to children to finish. A bound
 * on a wait, never a figure under test: on a machine busy with other work a server start takes many times its
 * quiet few seconds, and only a child that never gets there (or exits) fails the test.
 */
export const CHILD_WAIT_MS = 10 * 60_000

/** A test's own time limit when it waits on children: a few of those waits in a row. */
export const CHILD_TEST_TIMEOUT_MS = 3 * CHILD_WAIT_MS

/** The first line starting with `prefix`; fails at once if the child exits first, with its last error output. */
export async function waitForLine(child: Child, prefix: string, timeoutMs = CHILD_WAIT_MS): Promise<string> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    const line = child.lines.find((l) => l.startsWith(prefix))
    if (line) return line
    if (exited(child)) break
    await new Promise((r) => setTimeout(r, 50))
  }
  throw new Error(`no "${prefix}" from the child process:\n${child.output.join('').slice(-3000)}`)
}

/**
 * SIGTERM, then SIGKILL if it has not exited within 15 s; resolves once its output is all read, so whatever it
 * did is in `lines` and nothing more will be.
 */
export async function stopChild(child: Child) {
  if (!exited(child)) {
    child.process.kill('SIGTERM')
    const timer = new Promise<false>((r) => setTimeout(() => r(false), 15_000).unref())
    if (!(await Promise.race([child.closed.then(() => true), timer]))) child.process.kill('SIGKILL')
  }
  await child.closed
}

/** kill -9: no handler runs, nothing is flushed. */
export async function kill9(child: Child) {
  if (exited(child)) return
  const gone = new Promise((r) => child.process.once('exit', r))
  child.process.kill('SIGKILL')
  await gone
}
