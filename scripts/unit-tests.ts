// `npm run test:unit`: every Vitest project in one run. A test process that dies mid-file loses that file's
// results, not a test's verdict: V8 aborted a server test process here about one full run in three ("Check
// failed: jit_page_->allocations_.erase(addr) == 1" while freeing WebAssembly code; decision 060). So when a
// run's only trouble is a test process that exited, the files it left unfinished run once more, each in a
// fresh process, and their second verdict is the run's. A failed assertion fails the run as it is.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')
const vitest = path.join(root, 'node_modules/vitest/vitest.mjs')
// This Node (the pinned one) for Vitest and everything it starts: a bare `node` on PATH may be the
// machine's older one, which cannot run the TypeScript files tests start as child processes.
const env = {
  ...process.env,
  PATH: `${path.dirname(process.execPath)}${path.delimiter}${process.env.PATH ?? ''}`,
}
const args = process.argv.slice(2)
const CRASH = 'Worker exited unexpectedly'

interface JsonReport {
  numFailedTests: number
  numFailedTestSuites: number
  testResults: { name: string; assertionResults: { status: string }[] }[]
}

/** Runs Vitest, its output passed through; whether a test process died is read from that output. */
function run(extra: string[]): Promise<{ code: number; crashed: boolean }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [vitest, 'run', ...extra], {
      cwd: root,
      env,
      stdio: ['inherit', 'pipe', 'pipe'],
    })
    let crashed = false
    for (const [stream, out] of [
      [child.stdout!, process.stdout],
      [child.stderr!, process.stderr],
    ] as const) {
      stream.on('data', (chunk: Buffer) => {
        out.write(chunk)
        if (chunk.includes(CRASH)) crashed = true
      })
    }
    child.on('close', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), crashed }))
  })
}

/** Every test file the projects include (vitest.config.ts), relative to the root. */
function allTestFiles(): string[] {
  const patterns = [
    'packages/contract/src/**/*.test.ts',
    'apps/server/src/**/*.test.ts',
    'apps/web/src/**/*.test.ts',
    'apps/web/src/**/*.test.tsx',
  ]
  return patterns.flatMap((pattern) => fs.globSync(pattern, { cwd: root }))
}

const reportFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'coldstart-unit-')), 'report.json')
const first = await run(['--reporter=default', '--reporter=json', `--outputFile=${reportFile}`, ...args])
let code = first.code
if (code !== 0 && first.crashed && fs.existsSync(reportFile)) {
  const report = JSON.parse(fs.readFileSync(reportFile, 'utf8')) as JsonReport
  if (report.numFailedTests === 0 && report.numFailedTestSuites === 0) {
    // unfinished: a file with a test left pending, or (a whole run) a file that never reported
    const reported = new Set(report.testResults.map((r) => path.relative(root, r.name)))
    const unfinished = report.testResults
      .filter((r) => r.assertionResults.some((a) => a.status === 'pending'))
      .map((r) => path.relative(root, r.name))
    if (args.length === 0) unfinished.push(...allTestFiles().filter((file) => !reported.has(file)))
    if (unfinished.length > 0) {
      console.error(
        `\nA test process exited in the middle of the run (its output is above). Running the ${unfinished.length} ` +
          `file(s) it left unfinished once more: ${unfinished.join(', ')}\n`,
      )
      code = (await run(unfinished)).code
    }
  }
}
fs.rmSync(path.dirname(reportFile), { recursive: true, force: true })
process.exitCode = code
