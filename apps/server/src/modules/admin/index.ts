// The admin module's public surface: what other modules may import (eslint.config.js enforces it;
// docs/decisions/012-server-module-boundaries.md says why). Everything else in this folder is private.
export { adminStatusRoutes } from './admin-status.routes.ts'
export { isAdmin } from './admin.repository.ts'
export { grantConfiguredAdmin } from './admin.service.ts'
export { createRequireAdmin } from './require-admin.ts'
