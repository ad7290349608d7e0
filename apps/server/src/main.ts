// The server's entry point. V8's memory settings first, then the resolve hook, then the server: a static import
// would load all of it (and run the collections that size V8's heap) before them.
import './memory-limits.ts'
import './register-fast-resolve.ts'

await import('./serve.ts')
