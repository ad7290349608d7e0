// `npm start`: reads .env (the environment wins over it), builds the web app when the build is missing or
// older than its sources, then runs the server in this process. One process serves the API under /api and the
// built SPA.
import { loadEnvFile } from '../apps/server/src/env-file.ts'
import { ensureWebBuild } from './web-build.ts'

// first: the build reads the VITE_ settings from the environment
loadEnvFile()
ensureWebBuild()

process.env.NODE_ENV ??= 'production'
await import('../apps/server/src/main.ts')
