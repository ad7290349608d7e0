// `npm run dev`: the server with the settings in .env (the environment wins), restarted on every change.
// main.ts itself reads only the environment: tests and benchmarks start it with exactly what they set.
import { loadEnvFile } from './env-file.ts'

loadEnvFile()
await import('./main.ts')
