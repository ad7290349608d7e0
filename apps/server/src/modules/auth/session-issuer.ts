import type { FastifyReply, FastifyRequest } from 'fastify'
import type { AuthSession } from '@coldstart/contract'
import type { User } from '../../db/schema/index.ts'
import { toSessionUser } from '../users/index.ts'
import type { Auth } from './auth.context.ts'
import { setSessionCookies } from './session-cookies.ts'
import { startSession, type IssuedRefreshToken, type RequestContext } from './sessions.service.ts'

export function requestContext(request: FastifyRequest): RequestContext {
  return { ip: request.ip, userAgent: request.headers['user-agent'] }
}

/** Sets the refresh cookie and answers with the session (access token and user, no refresh token). */
export async function sessionResponse(
  auth: Auth,
  reply: FastifyReply,
  user: User,
  refresh: IssuedRefreshToken,
  opts: { recovery?: boolean } = {},
): Promise<AuthSession> {
  const access = await auth.tokens.issue({
    userId: user.id,
    email: user.email,
    sessionId: refresh.familyId,
    recovery: opts.recovery,
  })
  setSessionCookies(reply, refresh, auth.secureCookies)
  return {
    access_token: access.token,
    token_type: 'bearer',
    expires_in: access.expiresIn,
    expires_at: access.expiresAt,
    user: toSessionUser(user),
  }
}

/** A new sign-in (password, Google, reset link): a new refresh-token family. */
export async function startSignedInSession(
  auth: Auth,
  request: FastifyRequest,
  reply: FastifyReply,
  user: User,
  opts: { recovery?: boolean } = {},
): Promise<AuthSession> {
  const refresh = await startSession(
    auth.db,
    user.id,
    requestContext(request),
    auth.config.refreshTokenTtlSeconds,
  )
  return sessionResponse(auth, reply, user, refresh, opts)
}
