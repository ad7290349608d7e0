// `npm run bench`: runs every benchmark in turn, echoes its output and writes bench/RESULTS.md.
// A script's Markdown (## headings and | tables) goes in as is; a script that prints none goes in verbatim.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

const here = import.meta.dirname
const benches = [
  'directory.ts',
  'compose.ts',
  'email-quality.ts',
  'resume.ts',
  'notes.ts',
  'template-rates.ts',
  'cold-start.ts',
  'memory.ts',
  'bundle.ts',
  'lighthouse.ts',
]

const build = spawnSync('npm', ['run', 'build', '--silent'], { cwd: path.join(here, '..'), stdio: 'inherit' })
if (build.status !== 0) process.exit(build.status ?? 1)

const sections: string[] = []
for (const file of benches.filter((f) => fs.existsSync(path.join(here, f)))) {
  console.info(`\n=== bench/${file}`)
  const started = Date.now()
  const run = spawnSync(process.execPath, [path.join(here, file)], {
    cwd: path.join(here, '..'),
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
    maxBuffer: 64 * 1024 * 1024,
  })
  process.stdout.write(run.stdout)
  const took = `${((Date.now() - started) / 1000).toFixed(0)} s`
  const markdown = run.stdout.split('\n').filter((line) => /^(#{2,4} |\|)/.test(line))
  const body = markdown.length > 0 ? formatMarkdown(markdown) : ['```', run.stdout.trim(), '```']
  const failed = run.status === 0 ? '' : ` — exited ${run.status ?? run.signal}`
  sections.push(`### bench/${file} (${took}${failed})`, '', ...body, '')
}

function formatMarkdown(lines: string[]): string[] {
  // headings demoted under the script's own heading; a blank line closes each table
  const out: string[] = []
  for (const line of lines) {
    if (line.startsWith('#')) out.push('', `#${line}`, '')
    else out.push(line)
  }
  return out
}

const header = [
  '# Benchmark results',
  '',
  `Written by \`npm run bench\` on ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, ` +
    `${os.cpus().length} cores, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.versions.node}.`,
  'Figures are from one run on this machine; rerun to compare.',
  '',
]
const results = path.join(here, 'RESULTS.md')
fs.writeFileSync(results, [...header, ...sections].join('\n').replace(/\n{3,}/g, '\n\n'))
// in the repository's style (tables aligned), so the file passes `npm run lint` as written
spawnSync('npx', ['prettier', '--write', '--log-level', 'warn', results], {
  cwd: path.join(here, '..'),
  stdio: 'inherit',
})
console.info('\nWrote bench/RESULTS.md')
