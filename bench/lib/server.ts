// Starts the production server (built SPA + API) on a throwaway embedded database for a benchmark.
import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs/promises'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { MALLOC_SETTINGS } from '../../apps/server/src/malloc-arenas.ts'

export const repoRoot = path.resolve(import.meta.dirname, '../..')

export interface BenchServer {
  origin: string
  dataDir: string
  process: ChildProcess
  /** ms from spawn until /api/health answered 200 */
  readyMs: number
  stop(): Promise<void>
}

/** A port nothing listens on right now (the OS picks it). */
export async function freePort(): Promise<number> {
  const server = net.createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as net.AddressInfo
  await new Promise((resolve) => server.close(resolve))
  return port
}

export async function waitForHealth(
  origin: string,
  timeoutMs = 120_000,
  child?: ChildProcess,
): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`)
    try {
      const res = await fetch(`${origin}/api/health`)
      if (res.ok) return
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 25))
  }
  throw new Error(`${origin} did not become healthy within ${timeoutMs} ms`)
}

export async function startServer(
  options: {
    dataDir?: string
    script?: string
    env?: Record<string, string>
    nodeArgs?: string[]
    /** another checkout of the repository (with its node_modules) to run instead of this one */
    root?: string
  } = {},
): Promise<BenchServer> {
  const dataDir = options.dataDir ?? (await fs.mkdtemp(path.join(os.tmpdir(), 'coldstart-bench-srv-')))
  const port = await freePort()
  const origin = `http://127.0.0.1:${port}`
  const script = options.script ?? 'apps/server/src/main.ts'
  const started = performance.now()
  const child = spawn(process.execPath, [...(options.nodeArgs ?? []), script], {
    cwd: options.root ?? repoRoot,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: origin,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      AUTH_RATE_LIMIT_FACTOR: '100',
      // main.ts started directly runs with the allocator settings npm start gives itself (scripts/start.ts)
      ...(script.endsWith('main.ts') ? MALLOC_SETTINGS : {}),
      ...options.env,
    },
  })
  // a server that never answers must not outlive the benchmark that started it
  await waitForHealth(origin, 120_000, child).catch((err: unknown) => {
    child.kill('SIGKILL')
    throw err
  })
  const readyMs = performance.now() - started
  return {
    origin,
    dataDir,
    process: child,
    readyMs,
    async stop() {
      const exited = new Promise((r) => child.once('exit', r))
      child.kill('SIGTERM')
      await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))])
      if (child.exitCode === null) child.kill('SIGKILL')
    },
  }
}

/** Signs a fresh password account up and returns the cookies a browser would hold afterwards. */
export async function signUpCookies(origin: string): Promise<string> {
  const email = `bench-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@coldstart.test`
  const res = await fetch(`${origin}/api/auth/sign-up`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ email, password: 'bench-password-1234', fullName: 'Bench Student' }),
  })
  if (!res.ok) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`)
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ')
}

/** Prints a Markdown table (what bench/run-all.ts collects into RESULTS.md). */
export function printTable(headers: string[], rows: (string | number)[][]): void {
  console.info(`| ${headers.join(' | ')} |`)
  console.info(`| ${headers.map(() => '---').join(' | ')} |`)
  for (const row of rows) console.info(`| ${row.join(' | ')} |`)
}
