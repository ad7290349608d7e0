import { execFile } from 'node:child_process'
import { existsSync, mkdirSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { lockDataDir } from './data-dir-lock.ts'

// An embedded database's folder is claimed for this process (data-dir-lock.ts) and, when empty, gets its
// cluster from a child process (init-data-dir.ts): a copy of the one prepared at install, or initdb's, whose
// working memory leaves with the child. The server
// starts the claim before it loads the rest of its modules, so initdb's seconds run on the other core meanwhile;
// opening the database then takes the claim already under way.

const execFileAsync = promisify(execFile)

/**
 * An empty data folder gets its cluster from a child process; a filled one is left be. The child starts before
 * this returns (nothing awaited first): the module loading that follows holds the event loop until it ends.
 */
async function initDataDirOnce(dataDir: string): Promise<void> {
  if (existsSync(path.join(dataDir, 'PG_VERSION'))) return
  mkdirSync(dataDir, { recursive: true })
  const script = fileURLToPath(new URL('./init-data-dir.ts', import.meta.url))
  await execFileAsync(process.execPath, [script, dataDir], { maxBuffer: 16 * 1024 * 1024 })
}

async function claim(dataDir: string): Promise<() => void> {
  const release = lockDataDir(dataDir) // throws DataDirInUseError: the promise rejects with it
  try {
    await initDataDirOnce(dataDir)
    return release
  } catch (err) {
    release()
    throw err
  }
}

const started = new Map<string, Promise<() => void>>()

/** Starts claiming (and, if empty, initialising) the folder; openDatabase takes the claim. */
export function startDataDirClaim(dataDir: string): void {
  const key = path.resolve(dataDir)
  if (started.has(key)) return
  const pending = claim(dataDir)
  // handled when taken: a folder in use is reported then, not as an unhandled rejection meanwhile
  pending.catch(() => undefined)
  started.set(key, pending)
}

/** The claim started for the folder, or a new one: resolves to its release once the cluster exists. */
export function takeDataDirClaim(dataDir: string): Promise<() => void> {
  const key = path.resolve(dataDir)
  const pending = started.get(key) ?? claim(dataDir)
  started.delete(key)
  return pending
}
