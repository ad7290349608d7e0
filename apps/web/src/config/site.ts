import { isEmailAddress } from '@coldstart/contract'

// Product facts shown on the static pages. The team's address and the UPI id can be set at build time
// (VITE_TEAM_EMAIL, VITE_UPI_ID); the defaults below apply when they are unset or malformed.
const DEFAULT_TEAM_EMAIL = 'team@coldstart.example'
const DEFAULT_UPI_ID = 'coldstart@upi'

// A UPI virtual payment address: handle@provider.
const UPI_ID = /^[\w.-]{2,256}@[a-zA-Z][\w.-]{1,63}$/

function fromEnv(value: unknown, isValid: (text: string) => boolean, fallback: string): string {
  const trimmed = typeof value === 'string' ? value.trim() : ''
  return isValid(trimmed) ? trimmed : fallback
}

export const site = {
  name: 'ColdStart',
  tagline: 'Your Ultimate One-Stop Platform to Crack Internships',
  contactEmail: fromEnv(import.meta.env.VITE_TEAM_EMAIL, isEmailAddress, DEFAULT_TEAM_EMAIL),
  upiId: fromEnv(import.meta.env.VITE_UPI_ID, (text) => UPI_ID.test(text), DEFAULT_UPI_ID),
} as const
