// The product's constants that both the web app and the server read. A constant only one side reads lives
// with the code that owns it there.
export const LANDING_LOGOS_FETCHED = 20
/**
 * The longest note the server stores (the product sets none; this bounds one row). Longer saves get a 413.
 * Kept here, beside no schema, so the notes panel reads it without loading zod into every app page.
 */
export const NOTE_MAX_LENGTH = 100_000
export const KEY_CACHE_LIFETIME_MS = 10 * 60_000
export const ADMIN_RECENT_ACTIVITIES = 5
export const ADMIN_TOP_STARTUPS = 3
export const ADMIN_TEMPLATES_LIMIT = 50

export const TEMPLATE_CATEGORIES = ['internship', 'follow-up'] as const
export type TemplateCategory = (typeof TEMPLATE_CATEGORIES)[number]

/**
 * Which no-reply follow-up a follow-up template suits: any of them, the first, the last, or none ('never': a
 * follow-up that is not a nudge, such as a thank-you after a call). Internship templates are always 'any'.
 */
export const TEMPLATE_NO_REPLY_USES = ['any', 'first', 'last', 'never'] as const
export type TemplateNoReplyUse = (typeof TEMPLATE_NO_REPLY_USES)[number]

// best-match ranks by the signed-in student's profile: per user, so never from the shared page cache
export const STARTUP_SORTS = ['latest', 'oldest', 'a-z', 'z-a', 'best-match'] as const
export type StartupSort = (typeof STARTUP_SORTS)[number]

export const DOMAIN_CHOICES = [
  'Product',
  'Marketing',
  'Growth',
  'Brand',
  'Design',
  'Content',
  'Community',
  'Sales',
  'Operations',
  // beyond the nine product-side functions: where most computer-science and analytics students would look
  'Engineering',
  'Data',
] as const

// Limits the API itself sets; here so the web app can read them without loading zod.
export const PAGE_VIEW_MAX_LENGTH = 2000
