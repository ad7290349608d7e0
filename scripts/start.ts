// `npm start`: builds the web app when the build is missing or older than its sources, then runs the
// server in this process. One process serves the API under /api and the built SPA.
import { ensureWebBuild } from './web-build.ts'

ensureWebBuild()

process.env.NODE_ENV ??= 'production'
await import('../apps/server/src/main.ts')
