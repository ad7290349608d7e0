import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import { buildApp } from '../app.ts'
import { loadConfig } from '../config.ts'
import type { Database } from '../db/client.ts'
import { createJobQueue, type Clock, type JobQueue } from '../modules/jobs/index.ts'
import { createTestDatabase } from './test-database.ts'

export interface TestApp {
  app: FastifyInstance
  database: Database
  /** the app's job queue: it never polls on its own; `workDue()` runs what is due on its clock */
  jobs: JobQueue
  close(): Promise<void>
}

/** The real app on a fresh real database, driven through `app.inject`. */
export async function createTestApp(
  options: {
    seed?: boolean
    env?: Record<string, string>
    directoryCache?: boolean
    /** with env.LOG_LEVEL: receives every log line (JSON) */
    logStream?: { write(line: string): void }
    /** the job queue's time (default the system clock) */
    clock?: Clock
  } = {},
): Promise<TestApp> {
  const database = await createTestDatabase({ seeded: options.seed })
  // Its own DATA_DIR (the auth signing key lives there), never the developer's ./data.
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'coldstart-app-'))
  const jobs = createJobQueue({ db: database.db, clock: options.clock })
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, ...options.env })
  const app = await buildApp({
    config,
    database,
    directoryCache: options.directoryCache,
    logStream: options.logStream,
    jobs,
    clock: options.clock,
  })
  await app.ready()
  return {
    app,
    database,
    jobs,
    async close() {
      await app.close()
      await database.close()
      await fs.rm(dataDir, { recursive: true, force: true })
    },
  }
}
