import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { AUTH_MESSAGES, authProvidersResponse, authSession, jwksResponse } from '@coldstart/contract'
import { HttpError } from '../../lib/http-error.ts'
import { findUserById } from '../users/index.ts'
import { recordActivity } from '../activity/index.ts'
import type { AuthRouteOptions } from './auth.context.ts'
import { maybeAuthUserOf } from './auth.guard.ts'
import { errorResponses } from './error-responses.ts'
import { hashOpaqueToken } from './opaque-token.ts'
import { byIp } from './rate-limits.ts'
import { createSameOriginCheck } from './same-origin.ts'
import { clearSessionCookies, REFRESH_COOKIE } from './session-cookies.ts'
import { requestContext, sessionResponse } from './session-issuer.ts'
import { findSessionByTokenHash } from './sessions.repository.ts'
import { endSession, endSessionFamily, rotateSession } from './sessions.service.ts'

/** The session itself: refresh (rotation), sign-out, which providers exist, and the public keys. */
export const sessionRoutes: FastifyPluginAsyncZod<AuthRouteOptions> = async (app, { auth, limiter }) => {
  const sameOrigin = createSameOriginCheck(auth.publicUrl)

  // The account behind the presented refresh token, so one user's refreshes are counted together.
  async function refreshAccount(request: FastifyRequest) {
    const token = request.cookies[REFRESH_COOKIE]
    const row = token ? await findSessionByTokenHash(auth.db, hashOpaqueToken(token)) : null
    return row?.userId ?? null
  }

  app.post(
    '/refresh',
    {
      schema: { response: { 200: authSession, ...errorResponses } },
      onRequest: [sameOrigin, limiter('refresh', 'ip', byIp), limiter('refresh', 'account', refreshAccount)],
    },
    async (request, reply) => {
      const outcome = await rotateSession(
        auth.db,
        request.cookies[REFRESH_COOKIE],
        requestContext(request),
        auth.config.refreshTokenTtlSeconds,
      )
      const user = outcome.ok ? await findUserById(auth.db, outcome.refresh.userId) : null
      if (!outcome.ok || !user) {
        clearSessionCookies(reply, auth.secureCookies)
        const reused = !outcome.ok && outcome.reason === 'reused'
        throw new HttpError(401, reused ? AUTH_MESSAGES.refreshTokenReused : AUTH_MESSAGES.sessionMissing)
      }
      return sessionResponse(auth, reply, user, outcome.refresh)
    },
  )

  app.post(
    '/sign-out',
    { schema: { response: { 204: z.null(), ...errorResponses } }, onRequest: sameOrigin },
    async (request, reply) => {
      // The cookie's sign-in and the bearer token's (a client holding only an access token) both end.
      await auth.guards.optionalUser(request)
      const bearerSession = maybeAuthUserOf(request)
      const ended = await endSession(auth.db, request.cookies[REFRESH_COOKIE])
      if (bearerSession) await endSessionFamily(auth.db, bearerSession.sessionId)
      const userId = ended?.userId ?? bearerSession?.userId
      if (userId) {
        await recordActivity(auth.db, {
          action: 'sign_out',
          entityType: 'session',
          userId,
          ip: request.ip,
        })
      }
      clearSessionCookies(reply, auth.secureCookies)
      return reply.code(204).send(null)
    },
  )

  app.get('/providers', { schema: { response: { 200: authProvidersResponse } } }, async () => ({
    google: auth.google !== null,
    password: true,
  }))

  app.get('/jwks.json', { schema: { response: { 200: jwksResponse } } }, async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=600')
    return auth.jwks()
  })
}
