import { Worker } from 'node:worker_threads'
import { expect, it } from 'vitest'

// Every parser thread loads the worker's module graph into a V8 heap of its own: the whole contract (its zod
// schemas) there cost ~10 MB a thread, for two constants.
it("a resume parser thread loads the contract's resume rules only: no zod, not the whole contract", async () => {
  const workerUrl = new URL('./resume-parse.worker.ts', import.meta.url).href
  const code = `
    const { registerHooks } = require('node:module')
    const { parentPort } = require('node:worker_threads')
    const specifiers = []
    registerHooks({ resolve(specifier, context, next) { specifiers.push(specifier); return next(specifier, context) } })
    import(${JSON.stringify(workerUrl)}).then(() => parentPort.postMessage(specifiers))`
  const worker = new Worker(code, { eval: true })
  const specifiers = await new Promise<string[]>((resolve, reject) => {
    worker.once('message', resolve)
    worker.once('error', reject)
  }).finally(() => worker.terminate())
  expect(specifiers).toContain('@coldstart/contract/resume-rules')
  expect(specifiers.filter((s) => s === 'zod' || s === '@coldstart/contract')).toEqual([])
})
