// The auth module's public surface: the guards every module's routes take and the signed-in user they read
// (eslint.config.js enforces it; docs/decisions/012-server-module-boundaries.md says why). Everything else in
// this folder is private.
export { authUserOf, maybeAuthUserOf, type AuthGuards } from './auth.guard.ts'
