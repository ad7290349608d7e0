// Imported first by the server's entry points, or given to Node as `--import`: from here on every import this
// thread makes resolves through fast-resolve.ts.
import { registerFastResolve } from './fast-resolve.ts'

registerFastResolve()
