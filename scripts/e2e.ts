// `npm run test:e2e`: the browser tests, split into shards that run side by side, each a whole Playwright run
// with its own production server, embedded database and Google stand-in (playwright.config.ts). The tests
// inside a shard still run one at a time against their server, as they were written to, so splitting
// changes no test's data; it only stops a 2-core machine idling while one browser waits on one server.
// Arguments go to a single, unsharded run: `npm run test:e2e -- apps/web/e2e/offline.spec.ts -g banner`.
import { spawn } from 'node:child_process'
import os from 'node:os'
import path from 'node:path'
import readline from 'node:readline'

const root = path.resolve(import.meta.dirname, '..')
const playwright = path.join(root, 'node_modules/.bin/playwright')
const args = process.argv.slice(2)

// One shard per core, at most 4. The suite is CPU-bound in Chromium: on 2 cores two shards finish in about
// three quarters of the time one takes; more shards than cores would only fight over the CPU.
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

let failed: boolean
if (args.length > 0 || shards <= 1) {
  failed = (await run(args, {}, '')) !== 0
} else {
  // Ports side by side in the config's range (20000-20999; the stand-in sits 1,000 above each), chosen here
  // so shards of one run never share one; the pid keeps runs started together on one machine apart.
  const base = 20_000 + ((process.pid * shards) % (1000 - shards))
  const codes = await Promise.all(
    Array.from({ length: shards }, (_, i) =>
      run([`--shard=${i + 1}/${shards}`], { E2E_PORT: String(base + i) }, `[${i + 1}/${shards}]`),
    ),
  )
  codes.forEach((code, i) => code !== 0 && console.error(`browser tests: shard ${i + 1}/${shards} failed`))
  failed = codes.some((code) => code !== 0)
}
process.exitCode = failed ? 1 : 0
