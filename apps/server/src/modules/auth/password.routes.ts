import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { AUTH_MESSAGES, authSession, signInBody, signUpBody } from '@coldstart/contract'
import { HttpError } from '../../lib/http-error.ts'
import { recordActivity } from '../activity/index.ts'
import type { AuthRouteOptions } from './auth.context.ts'
import { errorResponses } from './error-responses.ts'
import { checkPasswordSignIn, requireCredentials, signUpWithPassword } from './password.service.ts'
import { byBodyEmail, byBodyEmailFromIp, byIp } from './rate-limits.ts'
import { createSameOriginCheck } from './same-origin.ts'
import { startSignedInSession } from './session-issuer.ts'

/** Email + password accounts: POST /sign-up and /sign-in, each answering with a new session. */
export const passwordRoutes: FastifyPluginAsyncZod<AuthRouteOptions> = async (app, { auth, limiter }) => {
  const sameOrigin = createSameOriginCheck(auth.publicUrl)

  app.post(
    '/sign-up',
    {
      schema: { body: signUpBody, response: { 201: authSession, ...errorResponses } },
      onRequest: [sameOrigin, limiter('signUp', 'ip', byIp)],
      preHandler: [
        limiter('signUp', 'accountFromIp', byBodyEmailFromIp),
        limiter('signUp', 'account', byBodyEmail),
      ],
    },
    async (request, reply) => {
      const user = await signUpWithPassword(auth.db, request.body)
      await recordActivity(auth.db, {
        action: 'sign_up',
        entityType: 'user',
        entityId: user.id,
        userId: user.id,
        ip: request.ip,
        details: { method: 'password' },
      })
      const session = await startSignedInSession(auth, request, reply, user)
      return reply.code(201).send(session)
    },
  )

  app.post(
    '/sign-in',
    {
      schema: { body: signInBody, response: { 200: authSession, ...errorResponses } },
      onRequest: [sameOrigin, limiter('signIn', 'ip', byIp)],
      preHandler: [
        limiter('signIn', 'accountFromIp', byBodyEmailFromIp),
        limiter('signIn', 'account', byBodyEmail),
      ],
    },
    async (request, reply) => {
      const { email, password } = requireCredentials(request.body)
      const user = await checkPasswordSignIn(auth.db, email, password)
      await recordActivity(auth.db, {
        action: user ? 'sign_in' : 'sign_in_failed',
        entityType: 'user',
        entityId: user?.id ?? null,
        userId: user?.id ?? null,
        ip: request.ip,
        details: { method: 'password', ...(user ? {} : { email }) },
      })
      if (!user) throw new HttpError(400, AUTH_MESSAGES.invalidCredentials)
      return startSignedInSession(auth, request, reply, user)
    },
  )
}
