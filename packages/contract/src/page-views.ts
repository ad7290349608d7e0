import { z } from 'zod'
import { PAGE_VIEW_MAX_LENGTH } from './constants.ts'
import { safeText } from './text.ts'

// A path inside this site: starts with one "/" (never "//host", a protocol-relative URL), no spaces or
// control characters (browsers percent-encode those in location.pathname).
const sitePath = /^\/(?![/\\])[^\s\p{Cc}]*$/u

/** POST /api/page-views: one route change of the SPA, reported first-party for analytics. */
export const pageViewInput = z.object({
  path: safeText
    .max(PAGE_VIEW_MAX_LENGTH, `Path must be at most ${PAGE_VIEW_MAX_LENGTH} characters`)
    .regex(sitePath, 'Path must be a path on this site, starting with a single /'),
  referrer: safeText
    .max(PAGE_VIEW_MAX_LENGTH, `Referrer must be at most ${PAGE_VIEW_MAX_LENGTH} characters`)
    .nullable()
    .optional(),
})
export type PageViewInput = z.infer<typeof pageViewInput>
