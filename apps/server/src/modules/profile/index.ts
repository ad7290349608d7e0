// The profile module's public surface: what other modules may import (eslint.config.js enforces it;
// docs/decisions/012-server-module-boundaries.md says why). Everything else in this folder is private.
export { findStudent, saveResume } from './profile.repository.ts'
export { getProfile, profileForSummary } from './profile.service.ts'
