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
import { byBodyEmail, byBodyEmailFromIp, byIp } from './rate-limits.ts'
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
      preHandler: [
        limiter('recover', 'accountFromIp', byBodyEmailFromIp),
        limiter('recover', 'account', byBodyEmail),
      ],
      // The answer goes out before any lookup: every email gets the same words at the same speed, so the
      // timing cannot tell which ones have accounts. The lookup, token and mail happen after it is sent.
      onResponse: async (request, reply) => {
        if (reply.statusCode !== 200) return
        const { email } = request.body
        // on the next turn of the event loop: nothing of it runs while the answer is still on its way
        setImmediate(() => {
          requestPasswordReset(auth, email, request.ip).catch((err: unknown) =>
            request.log.error({ err }, 'could not prepare the password reset email'),
          )
        })
      },
    },
    async () => ({ message: AUTH_MESSAGES.recoverySent }),
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
      // its access token may set a new password without the old one (the link proved the mailbox)
      return startSignedInSession(auth, request, reply, user, { recovery: true })
    },
  )
}
