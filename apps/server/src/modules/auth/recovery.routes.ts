import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  AUTH_MESSAGES,
  authSession,
  messageResponse,
  recoverBody,
  verifyRecoveryBody,
} from '@coldstart/contract'
import { HttpError } from '../../lib/http-error.ts'
import type { AuthRouteOptions } from './auth.context.ts'
import { errorResponses } from './error-responses.ts'
import { byBodyEmail, byIp } from './rate-limits.ts'
import { redeemResetToken, requestPasswordReset } from './recovery.service.ts'
import { createSameOriginCheck } from './same-origin.ts'
import { startSignedInSession } from './session-issuer.ts'

/**
 * Password reset by one-time link: POST /recover mails the link; POST /verify-recovery trades the link's
 * token for a session (the client's "password recovery" event), after which PUT /user sets the password.
 */
export const recoveryRoutes: FastifyPluginAsyncZod<AuthRouteOptions> = async (app, { auth, limiter }) => {
  const sameOrigin = createSameOriginCheck(auth.publicUrl)

  app.post(
    '/recover',
    {
      schema: { body: recoverBody, response: { 200: messageResponse, ...errorResponses } },
      onRequest: [sameOrigin, limiter('recover', 'ip', byIp)],
      preHandler: limiter('recover', 'account', byBodyEmail),
    },
    async (request) => {
      await requestPasswordReset(auth, request.body.email, request.ip)
      return { message: AUTH_MESSAGES.recoverySent }
    },
  )

  app.post(
    '/verify-recovery',
    {
      schema: { body: verifyRecoveryBody, response: { 200: authSession, ...errorResponses } },
      onRequest: [sameOrigin, limiter('verifyRecovery', 'ip', byIp)],
    },
    async (request, reply) => {
      const user = await redeemResetToken(auth.db, request.body.token, request.ip)
      if (!user) throw new HttpError(400, AUTH_MESSAGES.recoveryInvalid, 'token')
      return startSignedInSession(auth, request, reply, user)
    },
  )
}
