import { execFileSync, spawnSync } from 'node:child_process'
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { compileCacheDir } from './compile-cache-dir.ts'

const root = path.resolve(import.meta.dirname, '../../..')
const appUrl = new URL('./app.ts', import.meta.url).href
const memoryLimitsUrl = new URL('./memory-limits.ts', import.meta.url).href
const parserUrl = new URL('./modules/resume/resume-parser.ts', import.meta.url).href

describe("npm install's compile cache", () => {
  let dir = ''
  let printed = ''
  beforeAll(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'compile-cache-test-'))
    printed = execFileSync(process.execPath, ['scripts/warm-compile-cache.ts', dir], {
      cwd: root,
      encoding: 'utf8',
      env: { ...process.env, NODE_COMPILE_CACHE: '' },
    })
  }, 60_000)
  afterAll(() => fs.rm(dir, { recursive: true, force: true }))

  it('loads every server module and runs none', () => {
    const [, loaded, all, entriesLoaded, entries] =
      /compile cache ready: (\d+) of (\d+) server modules, (\d+) of (\d+) worker entries/.exec(printed) ?? []
    expect(Number(all)).toBeGreaterThan(100)
    // each load stopped before its module ran: scripts/start.ts among them, or this would be a server
    expect(loaded).toBe(all)
    expect(Number(entries)).toBeGreaterThan(0)
    expect(entriesLoaded).toBe(entries)
  })

  it("leaves a first start no module's types to strip", () => {
    // the application and its whole static graph, as a first start loads it, with Node telling each read
    const { stderr: log } = spawnSync(
      process.execPath,
      ['--input-type=module', '-e', `await import(${JSON.stringify(appUrl)})`],
      {
        encoding: 'utf8',
        env: { ...process.env, NODE_COMPILE_CACHE: dir, NODE_DEBUG_NATIVE: 'COMPILE_CACHE' },
      },
    )
    expect(log.match(/retrieving transpile cache for StrippedTypeScript .*success/g)?.length).toBeGreaterThan(
      100,
    )
    expect(log).not.toMatch(/no transpile cache/)
  }, 60_000)

  it("leaves a resume parser's thread no module's types to strip", () => {
    // as the server: memory-limits.ts first, its collection once started, then a parse in a thread
    const script = `const { collectStartupGarbage } = await import(${JSON.stringify(memoryLimitsUrl)})
collectStartupGarbage()
const { createResumeParser } = await import(${JSON.stringify(parserUrl)})
const parser = createResumeParser()
await parser.facts('Jane Doe, Python and SQL')
await parser.close()`
    const { stderr: log } = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
      encoding: 'utf8',
      env: { ...process.env, NODE_COMPILE_CACHE: dir, NODE_DEBUG_NATIVE: 'COMPILE_CACHE' },
    })
    expect(log).toMatch(
      /retrieving transpile cache for StrippedTypeScript .*resume-parse\.worker\.ts\.\.\.success/,
    )
    expect(log).not.toMatch(/no transpile cache/)
  }, 60_000)
})

describe('compileCacheDir', () => {
  it("is node_modules' cache folder, unless NODE_COMPILE_CACHE names another", () => {
    const saved = process.env.NODE_COMPILE_CACHE
    try {
      delete process.env.NODE_COMPILE_CACHE
      expect(compileCacheDir()).toBe(path.join(root, 'node_modules/.cache/coldstart/compile-cache'))
      process.env.NODE_COMPILE_CACHE = '/somewhere/else'
      expect(compileCacheDir()).toBe('/somewhere/else')
    } finally {
      if (saved === undefined) delete process.env.NODE_COMPILE_CACHE
      else process.env.NODE_COMPILE_CACHE = saved
    }
  })
})
