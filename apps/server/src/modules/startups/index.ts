// The startups module's public surface: what other modules may import (eslint.config.js enforces it;
// docs/decisions/012-server-module-boundaries.md says why). Everything else in this folder is private.
export { decodeCursor, encodeCursor, matchKey, parseMatchKey, type Cursor } from './cursor.ts'
export { listAsker } from './list-asker.ts'
export { toStartupEmployee } from './startup-employee.ts'
