// Product facts shown on the static pages. The team's address and the UPI id can be set at build time
// (VITE_TEAM_EMAIL, VITE_UPI_ID); the defaults below apply when they are unset or malformed.
const DEFAULT_TEAM_EMAIL = 'team@coldstart.example'
const DEFAULT_UPI_ID = 'coldstart@upi'

// The deployer's own address, checked for shape only (one @, a dotted domain, no spaces or list separators):
// every page reads this file, and the contract's full address rule would put the landing over its script budget.
const TEAM_EMAIL = /^[^\s@,;<>]+@[^\s@,;<>.]+(?:\.[^\s@,;<>.]+)+$/

// A UPI virtual payment address: handle@provider.
const UPI_ID = /^[\w.-]{2,256}@[a-zA-Z][\w.-]{1,63}$/

function fromEnv(value: unknown, isValid: (text: string) => boolean, fallback: string): string {
  const trimmed = typeof value === 'string' ? value.trim() : ''
  return isValid(trimmed) ? trimmed : fallback
}

export const site = {
  name: 'ColdStart',
  tagline: 'Your Ultimate One-Stop Platform to Crack Internships',
  contactEmail: fromEnv(import.meta.env.VITE_TEAM_EMAIL, (text) => TEAM_EMAIL.test(text), DEFAULT_TEAM_EMAIL),
  upiId: fromEnv(import.meta.env.VITE_UPI_ID, (text) => UPI_ID.test(text), DEFAULT_UPI_ID),
} as const
