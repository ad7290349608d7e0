import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, afterEach, describe, expect, it } from 'vitest'
import { loadEnvFile } from './env-file.ts'
import { freePort } from './testing/free-port.ts'

const repoRoot = path.resolve(import.meta.dirname, '../../..')
const running = new Set<ChildProcess>()
const folders: string[] = []
afterEach(() => {
  for (const child of running) child.kill('SIGKILL')
  running.clear()
})
afterAll(() => Promise.all(folders.map((dir) => fs.rm(dir, { recursive: true, force: true }))))

async function folder() {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'coldstart-env-'))
  folders.push(dir)
  return dir
}

async function settingsFile(lines: string[]) {
  const dir = await folder()
  const file = path.join(dir, '.env')
  await fs.writeFile(file, `${lines.join('\n')}\n`)
  return { dir, file }
}

/**
 * Runs an entry point as npm would (no NODE_ENV=test: that turns the file off), in a folder of its own so
 * nothing falls back to the repository's ./data; resolves with its output once `until` shows or it exits.
 */
function run(script: string, args: string[], env: Record<string, string>, cwd: string, until?: RegExp) {
  const { NODE_ENV: _testEnv, ...inherited } = process.env
  const child = spawn(process.execPath, [path.join(repoRoot, script), ...args], {
    cwd,
    env: { ...inherited, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  running.add(child)
  return new Promise<string>((resolve, reject) => {
    let output = ''
    const timer = setTimeout(() => reject(new Error(`${script} timed out: ${output}`)), 90_000)
    const take = (chunk: Buffer) => {
      output += chunk.toString()
      if (until?.test(output)) {
        clearTimeout(timer)
        resolve(output)
      }
    }
    child.stdout!.on('data', take)
    child.stderr!.on('data', take)
    child.once('exit', () => {
      clearTimeout(timer)
      resolve(output)
    })
  })
}

describe('loadEnvFile', () => {
  it('fills what the environment leaves unset; the environment wins; an empty line means the default', async () => {
    const { file } = await settingsFile(['PORT=4321', 'LOG_LEVEL=debug', 'DATABASE_URL=', '# a comment'])
    const env: Record<string, string | undefined> = { ENV_FILE: file, LOG_LEVEL: 'warn' }
    expect(loadEnvFile(env)).toBe(file)
    expect(env).toEqual({ ENV_FILE: file, LOG_LEVEL: 'warn', PORT: '4321' })
  })

  it('reads nothing under NODE_ENV=test, and refuses an ENV_FILE that is not there', async () => {
    const { file } = await settingsFile(['PORT=4321'])
    const testEnv: Record<string, string | undefined> = { ENV_FILE: file, NODE_ENV: 'test' }
    expect(loadEnvFile(testEnv)).toBeNull()
    expect(testEnv.PORT).toBeUndefined()
    expect(() => loadEnvFile({ ENV_FILE: path.join(path.dirname(file), 'missing.env') })).toThrow(
      /Could not read the settings file .*missing\.env/,
    )
  })
})

describe('the npm entry points read the settings file', () => {
  // each start migrates a fresh embedded database: seconds on a busy machine
  it(
    'npm run dev listens on the PORT of the file, unless the environment sets another',
    { timeout: 120_000 },
    async () => {
      const [filePort, envPort] = [await freePort(), await freePort()]
      const { dir, file } = await settingsFile([
        `PORT=${filePort}`,
        'HOST=127.0.0.1',
        'DATA_DIR=data',
        'SEED_DEMO_DATA=false',
        'LOG_LEVEL=info',
      ])
      // the same file from another folder (so another data folder), with PORT in the environment too
      const otherDir = await folder()
      const ready = /ColdStart ready on \S+/
      const [fromFile, fromEnv] = await Promise.all([
        run('apps/server/src/dev.ts', [], { ENV_FILE: file }, dir, ready),
        run('apps/server/src/dev.ts', [], { ENV_FILE: file, PORT: String(envPort) }, otherDir, ready),
      ])
      expect(fromFile).toContain(`ColdStart ready on http://localhost:${filePort} `)
      expect((await fetch(`http://127.0.0.1:${filePort}/api/health`)).status).toBe(200)
      // the file's DATA_DIR, relative to the folder the command ran in
      await expect(fs.access(path.join(dir, 'data'))).resolves.toBeUndefined()
      expect(fromEnv).toContain(`ColdStart ready on http://localhost:${envPort} `)
    },
  )

  it('npm run admin opens the database the file names', { timeout: 120_000 }, async () => {
    const { dir, file } = await settingsFile(['DATA_DIR=admin-data'])
    const output = await run('apps/server/src/cli/admin.ts', ['list'], { ENV_FILE: file }, dir)
    expect(output).toContain('No admins.')
    await expect(fs.access(path.join(dir, 'admin-data'))).resolves.toBeUndefined()
  })
})
