// The activity module's public surface: what other modules may import (eslint.config.js enforces it;
// docs/decisions/012-server-module-boundaries.md says why). Everything else in this folder is private.
export { recordActivity } from './activity-log.ts'
export { listActivity } from './activity.repository.ts'
