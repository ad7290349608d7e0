// The product's business constants. Both the web app and the server read them from here.
export const JOIN_COUNT_OFFSET = 50
export const LANDING_LOGOS_FETCHED = 20
export const LANDING_LOGOS_SHOWN = 6
export const SCROLL_TO_TOP_THRESHOLD_PX = 300
export const NOTES_AUTOSAVE_DEBOUNCE_MS = 1000
/**
 * The longest note the server stores (the product sets none; this bounds one row). Longer saves get a 413.
 * Kept here, beside no schema, so the notes panel reads it without loading zod into every app page.
 */
export const NOTE_MAX_LENGTH = 100_000
export const SESSION_REFRESH_TICK_MS = 30_000
export const SESSION_REFRESH_THRESHOLD_TICKS = 3
export const RETRY_BACKOFF_START_MS = 200
export const KEY_CACHE_LIFETIME_MS = 10 * 60_000
export const ADMIN_CHECK_TIMEOUT_MS = 5000
export const AUTH_WAIT_TIMEOUT_MS = 10_000
export const TAGS_PER_CARD = 3
export const TEMPLATE_CARD_PREVIEW_CHARS = 320
export const TEMPLATE_SELECTION_PREVIEW_CHARS = 150
export const DONATION_AMOUNTS = [21, 37, 58, 99] as const
export const DEFAULT_DONATION_AMOUNT = 21
export const ADMIN_RECENT_ACTIVITIES = 5
export const ADMIN_TOP_STARTUPS = 3
export const ADMIN_TEMPLATES_LIMIT = 50
export const ADMIN_TEMPLATE_SKELETONS = 3
export const MIN_EMPLOYEE_ROWS = 1
export const DEFAULT_THEME = 'light'
export const THEMES = ['light', 'dark'] as const
export type Theme = (typeof THEMES)[number]

export const TEMPLATE_CATEGORIES = ['internship', 'follow-up'] as const
export type TemplateCategory = (typeof TEMPLATE_CATEGORIES)[number]

// best-match ranks by the signed-in student's profile: per user, so never from the shared page cache
export const STARTUP_SORTS = ['latest', 'oldest', 'a-z', 'z-a', 'best-match'] as const
export type StartupSort = (typeof STARTUP_SORTS)[number]
export const DEFAULT_STARTUP_SORT: StartupSort = 'latest'
export const ALL_SECTORS = 'All Sectors'

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

// Local storage keys: renaming one forgets what browsers already stored.
export const STORAGE_KEYS = {
  auth: 'auth-store',
  theme: 'theme',
  notesState: (userId: string) => `notes-state-${userId}`,
  notesContent: (userId: string) => `notes-content-${userId}`,
  startupFilters: 'startup-filters',
} as const

// Limits the API itself sets; here so the web app can read them without loading zod.
export const PAGE_VIEW_MAX_LENGTH = 2000
