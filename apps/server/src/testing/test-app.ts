import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import { buildApp } from '../app.ts'
import { loadConfig } from '../config.ts'
import type { Database } from '../db/client.ts'
import { createTestDatabase } from './test-database.ts'

export interface TestApp {
  app: FastifyInstance
  database: Database
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
  } = {},
): Promise<TestApp> {
  const database = await createTestDatabase({ seeded: options.seed })
  // Its own DATA_DIR (the auth signing key lives there), never the developer's ./data.
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'coldstart-app-'))
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, ...options.env })
  const app = await buildApp({
    config,
    database,
    directoryCache: options.directoryCache,
    logStream: options.logStream,
  })
  await app.ready()
  return {
    app,
    database,
    async close() {
      await app.close()
      await database.close()
      await fs.rm(dataDir, { recursive: true, force: true })
    },
  }
}
