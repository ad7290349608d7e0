import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'

export const DATA_DIR_LOCK_FILE = 'coldstart.pid'

/** Another live process has the embedded database open. */
export class DataDirInUseError extends Error {
  readonly holder: number
  constructor(dataDir: string, holder: number) {
    super(
      `The embedded database in ${dataDir} is in use by another ColdStart process (pid ${holder}): stop it ` +
        `first, or set DATA_DIR to another folder. (If no ColdStart is running, delete ` +
        `${path.join(dataDir, DATA_DIR_LOCK_FILE)}.)`,
    )
    this.name = 'DataDirInUseError'
    this.holder = holder
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (err) {
    // EPERM: it exists, run by another user
    return (err as NodeJS.ErrnoException).code === 'EPERM'
  }
}

function readHolder(file: string): number | undefined {
  try {
    const pid = Number(readFileSync(file, 'utf8').trim())
    return Number.isInteger(pid) && pid > 0 ? pid : undefined
  } catch {
    return undefined // gone meanwhile
  }
}

/**
 * Claims DATA_DIR for this process and returns the release. PGlite is PostgreSQL for one process: a second
 * process opening the same folder (a second `npm start`, the admin CLI beside a running server) would write
 * the same files unsynchronised and can damage the database, and PGlite itself does not refuse it (its
 * postmaster.pid names no real process). The file holds the owner's pid; one left behind by a process that
 * did not shut down cleanly, or naming this process, is taken over.
 */
export function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true })
  const file = path.join(dataDir, DATA_DIR_LOCK_FILE)
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      writeFileSync(file, String(process.pid), { flag: 'wx' }) // O_EXCL: exactly one process creates it
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err
      // an empty file is another process's claim being written: read it again a moment later
      let holder = readHolder(file)
      if (holder === undefined) {
        sleep(50)
        holder = readHolder(file)
      }
      if (holder !== undefined && holder !== process.pid && isAlive(holder)) {
        throw new DataDirInUseError(dataDir, holder)
      }
      rmSync(file, { force: true }) // left behind: taken over on the next attempt
      continue
    }
    return () => {
      if (readHolder(file) === process.pid) rmSync(file, { force: true })
    }
  }
  throw new DataDirInUseError(dataDir, readHolder(file) ?? 0)
}

function sleep(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms)
}

/** For a command's start: a folder in use ends the process with the reason, anything else is thrown on. */
export function exitIfDataDirInUse(err: unknown): never {
  if (!(err instanceof DataDirInUseError)) throw err
  console.error(err.message)
  process.exit(1)
}
