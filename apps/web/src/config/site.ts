// Product facts shown on the static pages. The team's address and the UPI id can be set at build time
// (VITE_TEAM_EMAIL, VITE_UPI_ID); the defaults below apply when they are unset or malformed.
const DEFAULT_TEAM_EMAIL = 'team@coldstart.example'
const DEFAULT_UPI_ID = 'coldstart@upi'

function fromEnv(value: unknown, pattern: RegExp, fallback: string): string {
  const trimmed = typeof value === 'string' ? value.trim() : ''
  return pattern.test(trimmed) ? trimmed : fallback
}

export const site = {
  name: 'ColdStart',
  tagline: 'Your Ultimate One-Stop Platform to Crack Internships',
  contactEmail: fromEnv(
    import.meta.env.VITE_TEAM_EMAIL,
    /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/,
    DEFAULT_TEAM_EMAIL,
  ),
  // A UPI virtual payment address: handle@provider.
  upiId: fromEnv(import.meta.env.VITE_UPI_ID, /^[\w.-]{2,256}@[a-zA-Z][\w.-]{1,63}$/, DEFAULT_UPI_ID),
} as const
