// Auth rules both sides apply, as plain functions: the web app's first bundle reads them without loading zod.
import { plural } from './plural-rules.ts'

// sessionMissing, missingCredentials and invalidCredentials are kept word for word; the rest say plainly
// what went wrong.
export const AUTH_MESSAGES = {
  sessionMissing: 'Auth session missing!',
  missingCredentials: 'You must provide either an email or phone number and a password',
  invalidCredentials: 'Invalid login credentials',
  phoneNotSupported: 'Signing in with a phone number is not available. Use your email address.',
  emailTaken: 'An account with this email already exists. Sign in instead.',
  refreshTokenReused: 'Invalid Refresh Token: Already Used',
  notAdmin: 'Admin access required',
  crossSite: 'This request must come from the ColdStart site itself',
  googleNotConfigured: 'Google sign-in is not configured on this server',
  googleUnavailable: 'Google sign-in is unavailable right now. Please try again.',
  recoverySent: 'If an account exists for that email, a link to reset the password is on its way.',
  emailRequired: 'Enter the email address of your account.',
  // the sign-in and sign-up forms' own words for an empty field (the route answers missingCredentials)
  emailMissing: 'Enter your email address.',
  passwordMissing: 'Enter your password.',
  newAccountPasswordMissing: 'Choose a password.',
  newPasswordRequired: 'Enter a new password.',
  recoveryInvalid: 'This password reset link is invalid or has expired. Ask for a new one.',
  currentPasswordRequired: 'Enter your current password to choose a new one.',
  currentPasswordWrong: 'Your current password is not correct.',
  rateLimitUnavailable: 'Signing in is unavailable for a moment. Please try again shortly.',
  tooManyRequests: (seconds: number) =>
    `Too many attempts. Please wait ${plural(seconds, 'second')} and try again.`,
} as const

export const PASSWORD_MIN_LENGTH = 8
export const PASSWORD_MAX_LENGTH = 128

// The most guessed passwords of at least 8 characters (and this product's own name): refused outright.
const COMMON_PASSWORDS = new Set([
  '00000000',
  '11111111',
  '12345678',
  '123456789',
  '1234567890',
  '87654321',
  'abc12345',
  'abcd1234',
  'admin123',
  'coldstart',
  'iloveyou',
  'internship',
  'letmein1',
  'passw0rd',
  'password',
  'password1',
  'password123',
  'qwerty123',
  'qwertyuiop',
  'welcome1',
])

/** Why a new password is too weak, or null when it is acceptable. */
export function weakPasswordReason(password: string, email?: string): string | null {
  if (password.length < PASSWORD_MIN_LENGTH)
    return `Password is too weak: use at least ${PASSWORD_MIN_LENGTH} characters.`
  if (password.length > PASSWORD_MAX_LENGTH)
    return `Password is too long: use at most ${PASSWORD_MAX_LENGTH} characters.`
  const lower = password.toLowerCase()
  const localPart = email?.split('@')[0]?.toLowerCase()
  if (COMMON_PASSWORDS.has(lower) || /^(.)\1+$/.test(password) || (localPart && lower === localPart)) {
    return 'Password is too weak: it is too easy to guess. Choose a less common one.'
  }
  return null
}
