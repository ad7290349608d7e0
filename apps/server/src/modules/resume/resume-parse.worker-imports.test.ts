import { Worker } from 'node:worker_threads'
import { expect, it } from 'vitest'

// Every parser thread loads the worker's module graph into a V8 heap of its own: the whole contract (its zod
// schemas) there cost ~10 MB a thread, for two constants.
it("a resume parser thread loads the contract's resume rules only (no zod, not the whole contract), and sbd without its HTML sanitiser", async () => {
  const workerUrl = new URL('./resume-parse.worker.ts', import.meta.url).href
  const code = `
    const { registerHooks } = require('node:module')
    const { parentPort } = require('node:worker_threads')
    const specifiers = []
    const loaded = []
    registerHooks({
      resolve(specifier, context, next) { specifiers.push(specifier); return next(specifier, context) },
      load(url, context, next) { loaded.push(url); return next(url, context) },
    })
    import(${JSON.stringify(workerUrl)}).then(() => parentPort.postMessage({ specifiers, loaded }))`
  const worker = new Worker(code, { eval: true })
  const { specifiers, loaded } = await new Promise<{ specifiers: string[]; loaded: string[] }>(
    (resolve, reject) => {
      worker.once('message', resolve)
      worker.once('error', reject)
    },
  ).finally(() => worker.terminate())
  expect(specifiers).toContain('@coldstart/contract/resume-rules')
  expect(specifiers.filter((s) => s === 'zod' || s === '@coldstart/contract')).toEqual([])
  // sbd's HTML sanitiser and what it pulls in (~4 MB of heap a thread) are never read: sbd-without-html.ts
  expect(loaded.filter((url) => /\/node_modules\/(sanitize-html|postcss|htmlparser2)\//.test(url))).toEqual(
    [],
  )
  expect(loaded.some((url) => url.includes('/node_modules/sbd/'))).toBe(true)
})
