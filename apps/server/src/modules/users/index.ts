// The users module's public surface: what other modules may import (eslint.config.js enforces it;
// docs/decisions/012-server-module-boundaries.md says why). Everything else in this folder is private.
export { splitFullName, toSessionUser } from './session-user.ts'
export {
  findUserByEmail,
  findUserByGoogleId,
  findUserById,
  isUniqueViolation,
  setFullName,
  setPasswordHash,
  upsertUser,
  type UserWrite,
} from './users.repository.ts'
