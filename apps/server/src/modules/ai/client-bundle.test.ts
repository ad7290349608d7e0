import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { build } from 'vite'
import { afterAll, describe, expect, it } from 'vitest'

// The AI keys live on the server only (the original product embedded one in the browser; ours never does).
// A production build of the web app, made here with keys in its environment, must hold neither the keys
// nor their names; nor may the checked-in build (apps/web/dist), when there is one.

const webRoot = path.resolve(import.meta.dirname, '../../../../web')
const FAKE = {
  GEMINI_API_KEY: 'AIzaFAKEgeminiKEYforBUNDLEtest0123456789',
  OPENAI_API_KEY: 'sk-FAKEopenaiKEYforBUNDLEtest9876543210',
}
const KEY_SHAPES = [/AIza[0-9A-Za-z_-]{35}/, /\bsk-[A-Za-z0-9_-]{20,}/]

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true })
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name))
}

async function findKeys(dir: string, values: string[]) {
  const found: string[] = []
  for (const file of await filesUnder(dir)) {
    const text = await fs.readFile(file, 'latin1')
    for (const needle of [...values, 'GEMINI_API_KEY', 'OPENAI_API_KEY']) {
      if (text.includes(needle)) found.push(`${path.relative(dir, file)}: ${needle}`)
    }
    for (const shape of KEY_SHAPES) if (shape.test(text)) found.push(`${path.relative(dir, file)}: ${shape}`)
  }
  return found
}

describe('the client bundle', () => {
  const outDir = path.join(os.tmpdir(), `coldstart-bundle-${process.pid}`)
  afterAll(() => fs.rm(outDir, { recursive: true, force: true }))

  it('built with AI keys in the environment, holds none of them', async () => {
    const before = { GEMINI_API_KEY: process.env.GEMINI_API_KEY, OPENAI_API_KEY: process.env.OPENAI_API_KEY }
    Object.assign(process.env, FAKE)
    try {
      await build({ root: webRoot, logLevel: 'silent', build: { outDir, emptyOutDir: true } })
    } finally {
      for (const [name, value] of Object.entries(before)) {
        if (value === undefined) delete process.env[name]
        else process.env[name] = value
      }
    }
    expect((await filesUnder(outDir)).some((f) => f.endsWith('.js'))).toBe(true)
    expect(await findKeys(outDir, Object.values(FAKE))).toEqual([])
  }, 180_000)

  it('apps/web/dist holds no key either', async (ctx) => {
    const dist = path.join(webRoot, 'dist')
    if (!(await fs.stat(dist).catch(() => null))) ctx.skip()
    const real = [process.env.GEMINI_API_KEY, process.env.OPENAI_API_KEY].filter((v): v is string =>
      Boolean(v),
    )
    expect(await findKeys(dist, real)).toEqual([])
  })
})
