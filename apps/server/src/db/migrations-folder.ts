import path from 'node:path'

// Resolved from this file, not the working directory, so the CLI, the server and tests all find it.
export const migrationsFolder = path.join(import.meta.dirname, 'migrations')
