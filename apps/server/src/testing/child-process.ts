import { spawn, type ChildProcess } from 'node:child_process'

/** A Node script in a process of its own, its stdout collected line by line, for tests that kill one. */
export interface Child {
  process: ChildProcess
  lines: string[]
  output: string[]
}

export function startChild(script: string, env: Record<string, string>): Child {
  const child = spawn(process.execPath, [script], {
    env: { PATH: process.env.PATH, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const started: Child = { process: child, lines: [], output: [] }
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

/** The first line starting with `prefix`; fails with the child's last error output if it never comes. */
export async function waitForLine(child: Child, prefix: string, timeoutMs = 90_000): Promise<string> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    const line = child.lines.find((l) => l.startsWith(prefix))
    if (line) return line
    if (exited(child)) break
    await new Promise((r) => setTimeout(r, 50))
  }
  throw new Error(`no "${prefix}" from the child process:\n${child.output.join('').slice(-3000)}`)
}

/** SIGTERM, then SIGKILL if it has not exited within 15 s. */
export async function stopChild(child: Child) {
  if (exited(child)) return
  const gone = new Promise((r) => child.process.once('exit', r))
  child.process.kill('SIGTERM')
  await Promise.race([gone, new Promise((r) => setTimeout(r, 15_000))])
  if (child.process.exitCode === null) child.process.kill('SIGKILL')
}

/** kill -9: no handler runs, nothing is flushed. */
export async function kill9(child: Child) {
  if (exited(child)) return
  const gone = new Promise((r) => child.process.once('exit', r))
  child.process.kill('SIGKILL')
  await gone
}
