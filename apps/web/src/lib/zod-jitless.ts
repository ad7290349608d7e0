// What the web build gets for `import … from 'zod'` (vite.config.ts aliases it here): zod itself, told never
// to probe for `new Function`. The probe is caught inside zod, but the page's CSP (script-src 'self') still
// reports it as a violation in the browser's issues panel; without it, parsing takes zod's plain path.
import { config } from 'zod/v4'

config({ jitless: true })

export * from 'zod/v4'
