// `npm start`: reads .env (the environment wins over it), builds the web app when the build is missing or
// older than its sources, then runs the server in this process. One process serves the API under /api and the
// built SPA.
// first of all: V8's memory settings apply only to what is allocated after them
import '../apps/server/src/memory-limits.ts'
import { enableCompileCache } from 'node:module'
import { compileCacheDir } from '../apps/server/src/compile-cache-dir.ts'
import { loadEnvFile } from '../apps/server/src/env-file.ts'
import { execWithMallocSettings } from '../apps/server/src/malloc-arenas.ts'
import { ensureWebBuild } from './web-build.ts'

// The compile cache's folder (below; npm install fills it), named in the environment before the re-exec: the
// new image then reads this file and its imports from the cache as it boots. Enabled only from inside this
// file, they were type-stripped on every start, and the stripper's WebAssembly stayed loaded (10 MB resident).
// `npm start` names it before Node starts (package.json), so the image before the re-exec reads them from the
// cache too: 55-65 ms to the re-exec instead of 140-155 ms spent loading the type stripper.
process.env.NODE_COMPILE_CACHE = compileCacheDir()
// before anything sizeable is loaded: the allocator's settings are read when the process image starts
execWithMallocSettings()

// first: the build reads the VITE_ settings from the environment
loadEnvFile()
ensureWebBuild()

process.env.NODE_ENV ??= 'production'
// The server's ~1,500 modules compiled once and kept on disk (Node's compile cache): a start reads them instead
// of stripping types and compiling each again. Worker threads read the folder from the environment: without
// it each resume parser thread strips its modules' types again, with the TypeScript stripper's WebAssembly
// (~9 MB) loaded in every thread. Already on where the image was re-executed with the folder in its
// environment; this turns it on where it was not.
enableCompileCache()
await import('../apps/server/src/main.ts')
