// npm install's last step, beside the prepared cluster: fills `npm start`'s compile cache with the server's
// modules, so that a first start reads them as a restart does. Otherwise a first start strips the types of
// every module and keeps the TypeScript stripper's WebAssembly loaded for good (7 MB external, ~10 MB
// resident), and so does each worker thread. It never fails an install: without it a start fills the cache.
//   node scripts/warm-compile-cache.ts [folder]   # default: the folder npm start uses
import { createRequire, flushCompileCache } from 'node:module'
import fs from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads'
import { compileCacheDir } from '../apps/server/src/compile-cache-dir.ts'

const root = path.resolve(import.meta.dirname, '..')
const require = createRequire(import.meta.url)
const sources = ['scripts', 'apps/server/src', 'packages/contract/src']
// Only what a server runs: not the tests, their helpers, or this machine's other scripts.
const TEST_ONLY = /(?:\.test|\.test-kit|-tests)\.ts$|\/testing\//
const SERVER_SCRIPTS = new Set(['scripts/start.ts', 'scripts/web-build.ts'])
// Evaluated before each module, it stops the evaluation there: a module is loaded (its types stripped, its
// code compiled and cached) with its whole static graph, and none of it runs. An entry such as start.ts
// would otherwise start the server.
const STOP_MESSAGE = 'loaded, not run'
const STOP = `data:text/javascript,${encodeURIComponent(`throw new Error(${JSON.stringify(STOP_MESSAGE)})`)}`

// workerEntries: the files are worker threads' modules, to be required as well (below)
type WarmTask = { files: string[]; workerEntries: boolean }

function serverModules(): string[] {
  return sources
    .flatMap((source) =>
      fs.readdirSync(path.join(root, source), { recursive: true }).map((f) => path.join(source, String(f))),
    )
    .filter((f) => f.endsWith('.ts') && !TEST_ONLY.test(f))
    .filter((f) => !f.startsWith('scripts/') || SERVER_SCRIPTS.has(f))
}

/** Loads each module into the compile cache this thread has on; answers how many loaded. */
async function loadAll({ files, workerEntries }: WarmTask): Promise<number> {
  let loaded = 0
  for (const file of files) {
    const url = pathToFileURL(path.join(root, file)).href
    const wrapper = `import ${JSON.stringify(STOP)}; import ${JSON.stringify(url)};`
    // Rejected always (the stop), once everything it imports has loaded; a module that cannot load is skipped.
    const error = await import(`data:text/javascript,${encodeURIComponent(wrapper)}`).then(
      () => null,
      (err: Error) => err,
    )
    if (error?.message === STOP_MESSAGE) loaded++
  }
  // The worker pool asks for its thread's module with require() first, which keeps it under its path, not
  // its URL. A thread's module only defines what the thread answers: running it here starts nothing.
  if (workerEntries) for (const file of files) require(path.join(root, file))
  flushCompileCache()
  return loaded
}

/** Runs loadAll in a thread of its own, whose compile cache is `dir`'s subfolder for V8's flags as they are now. */
function loadInThread(dir: string, task: WarmTask): Promise<number> {
  return new Promise<number>((resolve, reject) => {
    new Worker(new URL(import.meta.url), {
      workerData: task,
      env: { ...process.env, NODE_COMPILE_CACHE: dir },
    })
      .once('message', resolve)
      .once('error', reject)
  })
}

if (isMainThread) {
  const started = performance.now()
  const dir = process.argv[2] ?? compileCacheDir()
  try {
    const files = serverModules()
    // The cache keeps a subfolder per set of V8 flags, as each thread starts. The server's main thread starts
    // with none set, as a new thread here does.
    const loaded = await loadInThread(dir, { files, workerEntries: false })
    // The server's worker threads start once memory-limits.ts has set its flags: so does this one. They load
    // their module's graph, nothing else.
    await import('../apps/server/src/memory-limits.ts')
    const entries = files.filter((f) => f.endsWith('.worker.ts'))
    const inWorker = await loadInThread(dir, { files: entries, workerEntries: true })
    const seconds = ((performance.now() - started) / 1000).toFixed(1)
    console.info(
      `compile cache ready: ${loaded} of ${files.length} server modules, ${inWorker} of ${entries.length} worker entries (${seconds} s)`,
    )
  } catch (err) {
    console.warn(`compile cache not warmed (a first start fills it): ${(err as Error).message}`)
  }
} else {
  parentPort!.postMessage(await loadAll(workerData as WarmTask))
}
