// The server's entry point. V8's memory settings first, then the server: a static import would load all of it
// (and run the collections that size V8's heap) before them.
import './memory-limits.ts'

await import('./serve.ts')
