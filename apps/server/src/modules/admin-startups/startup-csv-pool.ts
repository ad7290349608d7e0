import { setImmediate } from 'node:timers/promises'
import { Piscina } from 'piscina'
import type { StartupImportRow } from '@coldstart/contract'
import { HttpError } from '../../lib/http-error.ts'
import type { ImportableStartup } from './startup-csv.ts'

export interface PlannedRow {
  report: StartupImportRow
  /** what duplicates are judged by; null for a row in error */
  candidate: { name: string; website: string | null } | null
  /** the row as it would be saved: only when asked for (a real run) */
  startup?: ImportableStartup
}

export interface CsvTask {
  csv: string
  withStartups: boolean
}

// The rows come back as JSON texts of a few hundred rows each: copying strings between threads is cheap,
// while cloning thousands of objects would cost the event loop what the worker saved it; and parsing one text
// of 5,000 rows with their startups (up to ~10 MB) held the event loop 0.1-0.3 s, where a part is parsed in a
// turn of its own.
export type CsvPlan =
  { ok: true; parts: string[] } | { ok: false; message: string; field: string | undefined }

// One thread: imports are rare admin work. A file (at most STARTUP_IMPORT_MAX_CHARS) is read well within the
// limits; one that is not is stopped rather than left to hold the thread.
export const STARTUP_CSV_TIMEOUT_MS = 60_000
const STARTUP_CSV_QUEUE = 4
const WORKER_LIMITS = { maxOldGenerationSizeMb: 512, maxYoungGenerationSizeMb: 64 }

let pool: Piscina | null = null

// Made on first use, for the process: its thread ends when idle, so nothing needs closing.
function poolOf(): Piscina {
  pool ??= new Piscina({
    filename: new URL('./startup-csv.worker.ts', import.meta.url).href,
    minThreads: 0,
    maxThreads: 1,
    maxQueue: STARTUP_CSV_QUEUE,
    idleTimeout: 10_000,
    resourceLimits: WORKER_LIMITS,
  })
  return pool
}

/** Each row of the CSV checked as a create would be, read in a worker thread; HttpError on a bad file. */
export async function planStartupCsv(csv: string, withStartups: boolean): Promise<PlannedRow[]> {
  let plan: CsvPlan
  const task: CsvTask = { csv, withStartups }
  try {
    plan = (await poolOf().run(task, { signal: AbortSignal.timeout(STARTUP_CSV_TIMEOUT_MS) })) as CsvPlan
  } catch (error) {
    const name = (error as Error).name
    if (name === 'AbortError' || name === 'TimeoutError')
      throw new HttpError(422, 'The file took too long to read: split it into smaller files', 'csv')
    if ((error as { code?: unknown }).code === 'ERR_WORKER_OUT_OF_MEMORY')
      throw new HttpError(422, 'The file is too large to read at once: split it into smaller files', 'csv')
    if ((error as Error).message === 'Task queue is at limit')
      throw new HttpError(503, 'Other imports are being read: try again in a minute')
    throw error
  }
  if (!plan.ok) throw new HttpError(400, plan.message, plan.field)
  const rows: PlannedRow[] = []
  for (const part of plan.parts) {
    await setImmediate()
    rows.push(...(JSON.parse(part) as PlannedRow[]))
  }
  return rows
}
