import { defineConfig } from 'vitest/config'
import os from 'node:os'
import path from 'node:path'

// One runner for the whole repo: each workspace is a project with its own environment.
export default defineConfig({
  test: {
    // On the embedded database, a worker per core and at least three: two left a core idle about a tenth of
    // the run while server files waited on child processes, Dovecot and timers (the unit run took 184 s with
    // two workers, 164-169 s with three, on 2 cores). Against PostgreSQL the database server needs its share
    // of the cores: one worker per core but one, and at least two.
    maxWorkers: process.env.TEST_DATABASE_URL
      ? Math.max(2, os.availableParallelism() - 1)
      : Math.max(3, os.availableParallelism()),
    projects: [
      {
        test: {
          name: 'contract',
          root: 'packages/contract',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          // Pure functions and schemas, no mocks and no module state: files share a worker's module cache
          // instead of importing zod and the contract afresh each.
          isolate: false,
        },
      },
      {
        test: {
          name: 'server',
          root: 'apps/server',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['./src/testing/global-setup.ts'],
          setupFiles: ['./src/testing/setup.ts'],
          // Files share a worker's module cache instead of importing the app, drizzle and PGlite afresh each
          // (~1.4 s a file). Safe here: each file builds its own app on its own database (createTestApp),
          // server modules keep per-instance state in WeakMaps, and no server test uses vi.mock.
          isolate: false,
          // the resolve hook the server's entry point registers first (register-fast-resolve.ts): loading the
          // app's packages resolves each import once instead of re-reading drizzle-orm's package.json each time
          execArgv: [
            '--import',
            path.resolve(import.meta.dirname, 'apps/server/src/register-fast-resolve.ts'),
          ],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        resolve: { alias: { '@': path.resolve(import.meta.dirname, 'apps/web/src') } },
        test: {
          name: 'web',
          root: 'apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          // Each file keeps its own modules and DOM (the stores are module singletons, and vi.mock is used),
          // but in a worker thread, which starts faster than a forked process: 33 s instead of 47 s here.
          pool: 'threads',
          setupFiles: ['./src/testing/setup.ts'],
        },
      },
    ],
  },
})
