import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { DATA_DIR_LOCK_FILE, DataDirInUseError, lockDataDir } from './data-dir-lock.ts'
import { freePort } from '../testing/free-port.ts'

const repoRoot = path.resolve(import.meta.dirname, '../../../..')
const running = new Set<ChildProcess>()
afterEach(() => {
  for (const child of running) child.kill('SIGKILL')
  running.clear()
})

const tempDir = () => fs.mkdtemp(path.join(os.tmpdir(), 'coldstart-lock-'))

/** A Node process that lives until killed. */
function idleProcess(): ChildProcess {
  const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' })
  running.add(child)
  return child
}

/** The pid of a process that has exited (nothing answers to it any more). */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', ''], { stdio: 'ignore' })
  await new Promise((resolve) => child.once('exit', resolve))
  return child.pid!
}

/** Runs a repo script with Node on `dataDir`, to its end or until `until` is printed; its output. */
function run(script: string, args: string[], env: Record<string, string>, until?: RegExp) {
  const child = spawn(process.execPath, [script, ...args], {
    cwd: repoRoot,
    env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'info', SEED_DEMO_DATA: 'false', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  running.add(child)
  let output = ''
  return {
    child,
    done: new Promise<{ code: number | null; output: string }>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`${script} timed out: ${output}`)), 90_000)
      const take = (chunk: Buffer) => {
        output += chunk.toString()
        if (until?.test(output)) {
          clearTimeout(timer)
          resolve({ code: null, output })
        }
      }
      child.stdout!.on('data', take)
      child.stderr!.on('data', take)
      child.once('exit', (code) => {
        clearTimeout(timer)
        resolve({ code, output })
      })
    }),
  }
}

describe('lockDataDir', () => {
  it('claims the folder with this process id and gives it back on release', async () => {
    const dir = await tempDir()
    const release = lockDataDir(dir)
    expect(await fs.readFile(path.join(dir, DATA_DIR_LOCK_FILE), 'utf8')).toBe(String(process.pid))
    release()
    await expect(fs.access(path.join(dir, DATA_DIR_LOCK_FILE))).rejects.toThrow()
    lockDataDir(dir)() // free again
  })

  it('refuses a folder another live process holds, naming it', async () => {
    const dir = await tempDir()
    const holder = idleProcess()
    await fs.writeFile(path.join(dir, DATA_DIR_LOCK_FILE), String(holder.pid))
    expect(() => lockDataDir(dir)).toThrow(DataDirInUseError)
    expect(() => lockDataDir(dir)).toThrow(`in use by another ColdStart process (pid ${holder.pid})`)
    // still theirs
    expect(await fs.readFile(path.join(dir, DATA_DIR_LOCK_FILE), 'utf8')).toBe(String(holder.pid))
  })

  it('takes over a claim left by a process that is gone, or that holds no process id', async () => {
    const dir = await tempDir()
    for (const left of [String(await deadPid()), '', 'not a pid\n']) {
      await fs.writeFile(path.join(dir, DATA_DIR_LOCK_FILE), left)
      const release = lockDataDir(dir)
      expect(await fs.readFile(path.join(dir, DATA_DIR_LOCK_FILE), 'utf8')).toBe(String(process.pid))
      release()
    }
  })
})

describe('a second process on a running server’s data folder', () => {
  it('stops with the reason, and the server keeps serving', { timeout: 120_000 }, async () => {
    const dataDir = await tempDir()
    const port = await freePort()
    const env = { DATA_DIR: dataDir, HOST: '127.0.0.1', PUBLIC_URL: `http://127.0.0.1:${port}` }
    const server = run('apps/server/src/main.ts', [], { ...env, PORT: String(port) }, /ColdStart ready/)
    expect((await server.done).output).toContain('ColdStart ready')

    const second = await run('apps/server/src/main.ts', [], { ...env, PORT: String(await freePort()) }).done
    expect(second.code).toBe(1)
    expect(second.output).toContain(
      `The embedded database in ${dataDir} is in use by another ColdStart process`,
    )
    const admin = await run('apps/server/src/cli/admin.ts', ['list'], env).done
    expect(admin.code).toBe(1)
    expect(admin.output).toContain('is in use by another ColdStart process')

    expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200)
    // a clean stop gives the folder back
    const exited = new Promise((resolve) => server.child.once('exit', resolve))
    server.child.kill('SIGTERM')
    await exited
    await expect(fs.access(path.join(dataDir, DATA_DIR_LOCK_FILE))).rejects.toThrow()
  })
})
