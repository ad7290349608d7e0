// `npm run test:e2e`: the browser tests, split into shards that run side by side, each a whole Playwright run
// with its own production server, embedded database (a copy of one prepared for all), Google stand-in and output
// folder (playwright.config.ts).
// The tests inside a shard still run one at a time against their server, as they were written to, so
// splitting changes no test's data; it only stops a 2-core machine idling while one browser waits on one
// server. Arguments go to a single, unsharded run: `npm run test:e2e -- apps/web/e2e/offline.spec.ts -g banner`.
import { execFileSync, spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import readline from 'node:readline'
import { e2eServerEnv } from './e2e-server-env.ts'

const root = path.resolve(import.meta.dirname, '..')
const playwright = path.join(root, 'node_modules/.bin/playwright')
const args = process.argv.slice(2)

// One shard per core, at most 4. The suite is CPU-bound in Chromium, so more shards than cores would only
// fight over the CPU.
const shards = Number(process.env.E2E_SHARDS ?? Math.max(1, Math.min(4, os.availableParallelism())))

function run(extra: string[], env: NodeJS.ProcessEnv, prefix: string): Promise<number> {
  const child = spawn(playwright, ['test', ...extra], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: prefix ? ['ignore', 'pipe', 'pipe'] : 'inherit',
  })
  if (prefix) {
    for (const stream of [child.stdout!, child.stderr!]) {
      readline
        .createInterface({ input: stream })
        .on('line', (line) => process.stdout.write(`${prefix} ${line}\n`))
    }
  }
  return new Promise((resolve) => child.on('close', (code, signal) => resolve(code ?? (signal ? 1 : 0))))
}

interface ListedSuite {
  file: string
}

/**
 * The spec files split into `count` groups of about equal work, whole files each (a file's tests run in
 * order). A file's length stands for its work: it follows a file's run time far better than its number of
 * tests does (21 short prerendering checks take less time than one admin walk-through).
 */
function splitSpecs(count: number): string[][] {
  const listed = execFileSync(playwright, ['test', '--list', '--reporter=json'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  })
  const report = JSON.parse(listed) as { config: { rootDir: string }; suites: ListedSuite[] }
  const files = report.suites
    .map((suite) => path.join(report.config.rootDir, suite.file))
    .map((file) => ({
      file: path.relative(root, file),
      work: fs.readFileSync(file, 'utf8').split('\n').length,
    }))
    .sort((a, b) => b.work - a.work)
  // longest first, each to the lightest group so far
  const groups = Array.from({ length: count }, () => ({ files: [] as string[], work: 0 }))
  for (const { file, work } of files) {
    const lightest = groups.reduce((a, b) => (b.work < a.work ? b : a))
    lightest.files.push(file)
    lightest.work += work
  }
  return groups.map((group) => group.files).filter((group) => group.length > 0)
}

/**
 * The shards' database, made once: the test server's preparation alone (PGlite's initdb, the migrations, the
 * demo seed, the aged sends) into a folder whose copy each shard's server starts on. Made per shard, it was
 * the same work twice over, side by side, while the shards' webServer deadline ran.
 */
async function prepareDatabase(port: number): Promise<string> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'coldstart-e2e-prepared-'))
  // with the resolve hook the server's entry point registers first (it loads the whole app)
  const child = spawn(
    process.execPath,
    ['--import', './apps/server/src/register-fast-resolve.ts', 'apps/server/src/testing/e2e-server.ts'],
    {
      cwd: root,
      env: { ...process.env, ...e2eServerEnv(port, dataDir), E2E_PREPARE_ONLY: '1' },
      stdio: 'inherit',
    },
  )
  const code = await new Promise((resolve) => child.on('close', (c, signal) => resolve(c ?? signal)))
  if (code === 0) return dataDir
  fs.rmSync(dataDir, { recursive: true, force: true })
  throw new Error(`preparing the browser tests' database failed (${code})`)
}

let failed: boolean
if (args.length > 0 || shards <= 1) {
  failed = (await run(args, {}, '')) !== 0
} else {
  const groups = splitSpecs(shards)
  console.info(
    `browser tests in ${groups.length} shards: ${groups.map((g) => `${g.length} files`).join(', ')}`,
  )
  // Ports side by side in the config's range (20000-20999; the stand-in sits 1,000 above each), chosen here
  // so shards of one run never share one; the pid keeps runs started together on one machine apart.
  const base = 20_000 + ((process.pid * groups.length) % (1000 - groups.length))
  const prepared = await prepareDatabase(base)
  const codes = await Promise.all(
    groups.map((files, i) =>
      run(
        files,
        {
          E2E_PORT: String(base + i),
          E2E_OUTPUT_DIR: `test-results/shard-${i + 1}`,
          E2E_PREPARED_DATA_DIR: prepared,
        },
        `[${i + 1}/${groups.length}]`,
      ),
    ),
  ).finally(() => fs.rmSync(prepared, { recursive: true, force: true }))
  codes.forEach(
    (code, i) => code !== 0 && console.error(`browser tests: shard ${i + 1}/${groups.length} failed`),
  )
  failed = codes.some((code) => code !== 0)
}
process.exitCode = failed ? 1 : 0
