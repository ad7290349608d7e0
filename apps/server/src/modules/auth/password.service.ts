import { randomUUID } from 'node:crypto'
import { AUTH_MESSAGES, emailAddress, weakPasswordReason } from '@coldstart/contract'
import type { Db } from '../../db/client.ts'
import type { User } from '../../db/schema/index.ts'
import { badRequest, HttpError } from '../../lib/http-error.ts'
import { splitFullName } from '../users/index.ts'
import * as users from '../users/index.ts'
import { hashPassword, verifyPassword } from './password-hash.ts'

/** Both an identifier (email or phone) and a password, else one fixed message. */
export function requireCredentials(input: { email?: string; phone?: string; password?: string }) {
  const email = input.email?.trim()
  const phone = input.phone?.trim()
  if ((!email && !phone) || !input.password) throw badRequest(AUTH_MESSAGES.missingCredentials)
  if (!email) throw badRequest(AUTH_MESSAGES.phoneNotSupported, 'phone')
  return { email: email.toLowerCase(), password: input.password }
}

export function checkNewPassword(password: string, email?: string) {
  const reason = weakPasswordReason(password, email)
  if (reason) throw new HttpError(422, reason, 'password')
}

export async function signUpWithPassword(
  db: Db,
  input: { email?: string; password?: string; fullName?: string | null },
): Promise<User> {
  const { email: rawEmail, password } = requireCredentials(input)
  const parsed = emailAddress.safeParse(rawEmail)
  if (!parsed.success) throw badRequest('Enter a valid email address', 'email')
  const email = parsed.data
  checkNewPassword(password, email)
  if (await users.findUserByEmail(db, email)) throw new HttpError(409, AUTH_MESSAGES.emailTaken, 'email')
  const passwordHash = await hashPassword(password)
  try {
    return await users.upsertUser(db, {
      id: randomUUID(),
      email,
      ...splitFullName(input.fullName),
      passwordHash,
    })
  } catch (err) {
    if (users.isUniqueViolation(err)) throw new HttpError(409, AUTH_MESSAGES.emailTaken, 'email')
    throw err
  }
}

/** The user when email and password match; null otherwise (after the same work either way). */
export async function checkPasswordSignIn(db: Db, email: string, password: string): Promise<User | null> {
  const user = await users.findUserByEmail(db, email)
  const result = await verifyPassword(password, user?.passwordHash ?? null)
  if (!user || !result.ok) return null
  if (result.needsRehash) await users.setPasswordHash(db, user.id, await hashPassword(password))
  return user
}
