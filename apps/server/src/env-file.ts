import fs from 'node:fs'
import path from 'node:path'
import { parseEnv } from 'node:util'

/** The file `npm start`, `npm run dev`, `npm run admin` and `npm run db:seed` read: .env at the repository root. */
export const DEFAULT_ENV_FILE = path.resolve(import.meta.dirname, '../../../.env')

/**
 * Reads the settings file into `env` (process.env) before the config is read. The real environment wins over
 * the file, and an empty value in the file means the default, so a copy of .env.example changes nothing until
 * a line is filled in. ENV_FILE (in the environment) names another file, which must then exist. Under
 * NODE_ENV=test no file is read: a test sets every variable it means, and a developer's keys or database must
 * never reach it. Returns the file read, or null.
 */
export function loadEnvFile(env: Record<string, string | undefined> = process.env): string | null {
  if (env.NODE_ENV === 'test') return null
  const file = env.ENV_FILE ? path.resolve(env.ENV_FILE) : DEFAULT_ENV_FILE
  let text: string
  try {
    text = fs.readFileSync(file, 'utf8')
  } catch (err) {
    if (!env.ENV_FILE && (err as NodeJS.ErrnoException).code === 'ENOENT') return null
    throw new Error(`Could not read the settings file ${file}: ${(err as Error).message}`, { cause: err })
  }
  for (const [key, value] of Object.entries(parseEnv(text))) {
    if (value !== '' && env[key] === undefined) env[key] = value
  }
  return file
}
