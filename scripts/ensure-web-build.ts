// `npm run test:e2e` builds the web app first, unless the build is already fresh (CI has just built it).
import { ensureWebBuild } from './web-build.ts'

ensureWebBuild()
