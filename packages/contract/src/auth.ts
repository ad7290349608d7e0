import { z } from 'zod'
import {
  cappedText,
  CREDENTIAL_EMAIL_MAX_LENGTH,
  credentialPassword,
  emailAddressText,
  fullNameText,
  recoveryEmail,
} from './auth-forms.ts'
import { safeText } from './text.ts'

// Inputs stay loose where a missing field has one exact message (the route checks and words it);
// lengths are capped so nothing huge reaches the password hash or the database, and every one is text
// PostgreSQL can store (a failed sign-in's email is kept in the activity log's jsonb). The rules themselves
// are auth-forms.ts's, which the sign-in page's forms run too.
const storableRule = <T extends z.core.$ZodType<unknown, string>>(rule: T) => safeText.pipe(rule)
const looseText = (max: number) => storableRule(cappedText(max))

export const emailAddress = storableRule(emailAddressText)
const fullName = storableRule(fullNameText)

/** POST /api/auth/sign-in. Phone is accepted only to answer it clearly: accounts are email-based. */
export const signInBody = z.object({
  email: looseText(CREDENTIAL_EMAIL_MAX_LENGTH).optional(),
  phone: looseText(40).optional(),
  password: storableRule(credentialPassword).optional(),
})
export type SignInBody = z.input<typeof signInBody>

/** POST /api/auth/sign-up. The password's strength is checked by weakPasswordReason. */
export const signUpBody = z.object({
  email: looseText(CREDENTIAL_EMAIL_MAX_LENGTH).optional(),
  password: storableRule(credentialPassword).optional(),
  fullName: fullName.optional(),
})
export type SignUpBody = z.input<typeof signUpBody>

export const recoverBody = z.object({ email: storableRule(recoveryEmail) })
export type RecoverBody = z.input<typeof recoverBody>

// 32 random bytes in base64url
const oneTimeToken = z.string().regex(/^[\w-]{43}$/, 'Not a token this site sent')
export const verifyRecoveryBody = z.object({ token: oneTimeToken })
export type VerifyRecoveryBody = z.input<typeof verifyRecoveryBody>

/**
 * PUT /api/auth/user: a new password and/or a new name. A new password needs the current one, except with
 * the session a reset link opened.
 */
export const updateUserBody = z
  .object({
    password: storableRule(credentialPassword).optional(),
    currentPassword: storableRule(credentialPassword).optional(),
    fullName: fullName.nullable().optional(),
  })
  .refine((b) => b.password !== undefined || b.fullName !== undefined, 'Nothing to update')
export type UpdateUserBody = z.input<typeof updateUserBody>

export const googleAuthorizeBody = z.object({ redirectTo: looseText(2000).optional() })
export type GoogleAuthorizeBody = z.input<typeof googleAuthorizeBody>
export const googleAuthorizeResponse = z.object({ url: z.url() })
export type GoogleAuthorizeResponse = z.infer<typeof googleAuthorizeResponse>

export const googleCallbackQuery = z.object({
  code: safeText.max(2000).optional(),
  state: safeText.max(500).optional(),
  error: safeText.max(200).optional(),
})

/** The user as the session carries it; the browser derives its display name from it. */
export const sessionUser = z.object({
  id: z.uuid(),
  email: z.string(),
  fullName: z.string().nullable(),
  avatarUrl: z.string().nullable(),
})
export type SessionUser = z.infer<typeof sessionUser>

/** The session, without the refresh token: that one only travels in an HttpOnly cookie. */
export const authSession = z.object({
  access_token: z.string(),
  token_type: z.literal('bearer'),
  expires_in: z.number().int(),
  expires_at: z.number().int(),
  user: sessionUser,
})
export type AuthSession = z.infer<typeof authSession>

export const authProvidersResponse = z.object({ google: z.boolean(), password: z.boolean() })
export type AuthProvidersResponse = z.infer<typeof authProvidersResponse>

export const messageResponse = z.object({ message: z.string() })

export const adminStatusResponse = z.object({ isAdmin: z.boolean() })
export type AdminStatusResponse = z.infer<typeof adminStatusResponse>

/** Public signing keys only: the schema lists the public members, so a private `d` can never be sent. */
export const jwksResponse = z.object({
  keys: z.array(
    z.object({
      kty: z.string(),
      crv: z.string().optional(),
      x: z.string().optional(),
      y: z.string().optional(),
      kid: z.string(),
      alg: z.string(),
      use: z.literal('sig'),
    }),
  ),
})
export type JwksResponse = z.infer<typeof jwksResponse>
