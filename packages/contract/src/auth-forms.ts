import * as z from 'zod/mini'
import { AUTH_MESSAGES, PASSWORD_MAX_LENGTH, weakPasswordReason } from './auth-rules.ts'
import { isEmailAddress } from './email-address.ts'

// The auth rules as schemas, written once in zod/mini: the sign-in page validates its forms with them, and
// auth.ts builds the routes' bodies from the same pieces (core schemas mix freely with classic ones). Nothing
// here imports classic zod, so the page never loads it (9 KiB gzip less); mini objects never probe for
// `new Function` either, so the page's CSP has nothing to report. Decision: docs/decisions/014.

export const CREDENTIAL_EMAIL_MAX_LENGTH = 320

/** Text of at most `max` characters: the cap every auth route puts on what it is sent. */
export const cappedText = (max: number) =>
  z.string().check(z.maxLength(max, `Must be at most ${max} characters`))

/** What the sign-in and sign-up routes accept as a password: nothing huge reaches the password hash. */
export const credentialPassword = cappedText(PASSWORD_MAX_LENGTH + 1)

/**
 * An account's email, as it is stored: trimmed, lower-cased, a valid address, and one address only by the
 * same rule as every other stored address (isEmailAddress).
 */
export const emailAddressText = z.pipe(
  z.string().check(z.trim(), z.toLowerCase(), z.maxLength(254, 'Email must be at most 254 characters')),
  z.pipe(
    z.email({ message: 'Enter a valid email address' }),
    z.string().check(z.refine(isEmailAddress, 'Enter a valid email address')),
  ),
)

/** A person's name: trimmed, capped; empty means none (null). */
export const fullNameText = z.pipe(
  z.string().check(z.trim(), z.maxLength(200, 'Name must be at most 200 characters')),
  z.transform((v: string) => v || null),
)

/** The email a reset link goes to: asked for by name when missing, then an account's email. */
export const recoveryEmail = z.pipe(
  z.string().check(z.trim(), z.minLength(1, AUTH_MESSAGES.emailRequired)),
  emailAddressText,
)

type Problem = { path: string; message: string }
type Credentials = { email: string; password: string }

/**
 * An empty field, named as the form shows it (the form has no phone field, so the route's fixed message,
 * which mentions one, is only the server's answer); every empty field at once, each on its own field.
 */
const missingFields =
  (passwordMessage: string) =>
  (value: Credentials): Problem[] => [
    ...(value.email ? [] : [{ path: 'email', message: AUTH_MESSAGES.emailMissing }]),
    ...(value.password ? [] : [{ path: 'password', message: passwordMessage }]),
  ]

const signInMissing = missingFields(AUTH_MESSAGES.passwordMissing)
const signUpMissing = missingFields(AUTH_MESSAGES.newAccountPasswordMissing)

/** Sign-up's checks in the order the route runs them: missing, then the email, then the password's strength. */
function signUpProblems(value: Credentials): Problem[] {
  const missing = signUpMissing(value)
  if (missing.length > 0) return missing
  const email = emailAddressText.safeParse(value.email)
  if (!email.success) return [{ path: 'email', message: email.error.issues[0]!.message }]
  const weak = weakPasswordReason(value.password, email.data)
  return weak ? [{ path: 'password', message: weak }] : []
}

/** The problems found, each on its field (at most one per field, like the server's single answer). */
const reportProblems =
  <T>(find: (value: T) => Problem[]) =>
  (ctx: z.core.ParsePayload<T>) => {
    for (const problem of find(ctx.value)) {
      ctx.issues.push({ code: 'custom', path: [problem.path], message: problem.message, input: ctx.value })
    }
  }

const credentials = {
  email: cappedText(CREDENTIAL_EMAIL_MAX_LENGTH).check(z.trim()),
  password: credentialPassword,
}

/** The sign-in form (POST /api/auth/sign-in). */
export const signInForm = z.object(credentials).check(reportProblems(signInMissing))

/** The sign-up form (POST /api/auth/sign-up). */
export const signUpForm = z
  .object({ ...credentials, fullName: fullNameText })
  .check(reportProblems(signUpProblems))

/** The "forgot password" form (POST /api/auth/recover takes the same email). */
export const recoverForm = z.object({ email: recoveryEmail })

/** The new password a reset link lets the user choose (PUT /api/auth/user checks its strength again). */
export const newPasswordForm = z.object({ password: credentialPassword }).check(
  reportProblems(({ password }: { password: string }) => {
    const message = password ? weakPasswordReason(password) : AUTH_MESSAGES.newPasswordRequired
    return message ? [{ path: 'password', message }] : []
  }),
)
