import { setImmediate } from 'node:timers/promises'
import type { StartupImportRow } from '@coldstart/contract'
import { HttpError } from '../../lib/http-error.ts'
import { createWorkerPool, WorkerTimeoutError, type WorkerPool } from '../../lib/worker-pool.ts'
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
// while cloning thousands of objects would cost the event loop what the worker saved it; and one text of a whole
// file's rows would be parsed in one long turn of the event loop, where a part is parsed in a turn of its own.
export type CsvPlan =
  { ok: true; parts: string[] } | { ok: false; message: string; field: string | undefined }

// One thread: imports are rare admin work. A file (at most STARTUP_IMPORT_MAX_CHARS) is read well within the
// limits; one that is not is stopped rather than left to hold the thread.
export const STARTUP_CSV_TIMEOUT_MS = 60_000
const STARTUP_CSV_QUEUE = 4
export const STARTUP_CSV_BUSY = {
  message: 'Other imports are being read: try again in a minute',
  retryAfterSeconds: 60,
}

let pool: WorkerPool | null = null

// Made on first use, for the process: its thread ends when idle, so nothing needs closing.
function poolOf(): WorkerPool {
  pool ??= createWorkerPool({
    filename: new URL('./startup-csv.worker.ts', import.meta.url).href,
    threads: 1,
    maxWaiting: STARTUP_CSV_QUEUE,
    timeoutMs: STARTUP_CSV_TIMEOUT_MS,
    idleTimeoutMs: 10_000,
    resourceLimits: { maxOldGenerationSizeMb: 512, maxYoungGenerationSizeMb: 64 },
    busy: STARTUP_CSV_BUSY,
  })
  return pool
}

export type JsonParse = { ok: true; value: unknown } | { ok: false }

/** A large JSON body decoded and parsed in the worker thread (its bytes moved there, not copied). */
export function parseJsonInWorker(body: Buffer): Promise<JsonParse> {
  // a body of its own memory moves as it is; one that is a view into a larger buffer is copied first
  const own = body.byteOffset === 0 && body.byteLength === body.buffer.byteLength
  const bytes = own ? new Uint8Array(body.buffer) : new Uint8Array(body)
  return poolOf().run<JsonParse>(bytes, {
    name: 'parseJsonBody',
    transferList: [bytes.buffer as ArrayBuffer],
  })
}

/** Each row of the CSV checked as a create would be, read in a worker thread; HttpError on a bad file. */
export async function planStartupCsv(csv: string, withStartups: boolean): Promise<PlannedRow[]> {
  let plan: CsvPlan
  const task: CsvTask = { csv, withStartups }
  try {
    plan = await poolOf().run<CsvPlan>(task)
  } catch (error) {
    if (error instanceof WorkerTimeoutError)
      throw new HttpError(422, 'The file took too long to read: split it into smaller files', 'csv')
    if ((error as { code?: unknown }).code === 'ERR_WORKER_OUT_OF_MEMORY')
      throw new HttpError(422, 'The file is too large to read at once: split it into smaller files', 'csv')
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
