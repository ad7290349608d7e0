// The auth module's public surface: the guards every module's routes take, the signed-in user they read and
// the sign-in hook app.ts hands in
// (eslint.config.js enforces it; docs/decisions/012-server-module-boundaries.md says why). Everything else in
// this folder is private.
export {
  authUserOf,
  maybeAuthUserOf,
  ownDataRoutes,
  userIdOf,
  type AuthGuards,
  type AuthHook,
} from './auth.guard.ts'
export type { OnSignIn } from './auth.context.ts'
