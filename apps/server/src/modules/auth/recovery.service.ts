import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../../db/client.ts'
import type { User } from '../../db/schema/index.ts'
import { findUserByEmail, findUserById } from '../users/index.ts'
import { recordActivity } from '../activity/index.ts'
import type { Mailer } from '../../lib/mailer.ts'
import { hashOpaqueToken, newOpaqueToken } from './opaque-token.ts'
import { consumeResetToken, replaceResetToken } from './password-reset.repository.ts'

export const RESET_LINK_TTL_MINUTES = 60

/**
 * Emails a one-time link to /reset-password when the account exists. The route calls it after it has
 * answered, so neither the words nor the timing of the answer tell whether it does.
 */
export async function requestPasswordReset(
  deps: { db: Db; mailer: Mailer; publicUrl: string; log: FastifyBaseLogger },
  email: string,
  ip: string,
): Promise<void> {
  const user = await findUserByEmail(deps.db, email)
  if (!user) return
  const token = newOpaqueToken()
  await replaceResetToken(
    deps.db,
    user.id,
    hashOpaqueToken(token),
    new Date(Date.now() + RESET_LINK_TTL_MINUTES * 60_000),
  )
  await recordActivity(deps.db, {
    action: 'password_reset_requested',
    entityType: 'user',
    entityId: user.id,
    userId: user.id,
    ip,
  })
  // In the fragment, so the token never reaches a server log or a Referer header.
  const link = `${deps.publicUrl}/reset-password#token=${token}`
  const text = [
    'Someone (hopefully you) asked to reset the password of your ColdStart account.',
    '',
    `Choose a new password here (the link works once, for ${RESET_LINK_TTL_MINUTES} minutes):`,
    link,
    '',
    'If it was not you, ignore this email: your password stays as it is.',
  ].join('\n')
  deps.mailer
    .send({ to: user.email, subject: 'Reset your ColdStart password', text })
    .catch((err: unknown) => deps.log.error({ err }, 'could not send the password reset email'))
}

/** The link's user, once: the token is used up here. Null for an unknown, used or expired token. */
export async function redeemResetToken(db: Db, token: string, ip: string): Promise<User | null> {
  const userId = await consumeResetToken(db, hashOpaqueToken(token))
  const user = userId ? await findUserById(db, userId) : null
  if (user) {
    await recordActivity(db, {
      action: 'password_recovered',
      entityType: 'user',
      entityId: user.id,
      userId: user.id,
      ip,
    })
  }
  return user
}
