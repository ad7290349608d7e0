// The server's entry point. V8's memory settings first, then the server: a static import would load all of it
// (and run the collections that size V8's heap) before them.
import './memory-limits.ts'
import { registerFastResolve } from './fast-resolve.ts'

// before the server's modules: every import they make resolves through it
registerFastResolve()
await import('./serve.ts')
