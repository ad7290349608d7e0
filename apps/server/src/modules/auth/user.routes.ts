import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { AUTH_MESSAGES, sessionUser, updateUserBody } from '@coldstart/contract'
import { HttpError } from '../../lib/http-error.ts'
import { findUserById, setFullName, setPasswordHash, splitFullName, toSessionUser } from '../users/index.ts'
import { recordActivity } from '../activity/index.ts'
import type { AuthRouteOptions } from './auth.context.ts'
import { authUserOf, ownDataRoutes, userIdOf } from './auth.guard.ts'
import { errorResponses } from './error-responses.ts'
import { hashPassword, verifyPassword } from './password-hash.ts'
import { checkNewPassword } from './password.service.ts'
import { revokeUserSessions } from './sessions.repository.ts'

/** GET /user: who the access token belongs to. PUT /user: new password and/or name ("user updated"). */
export const userRoutes: FastifyPluginAsyncZod<AuthRouteOptions> = async (app, { auth, limiter }) => {
  ownDataRoutes(app, auth.guards.requireUser)
  app.get('/user', { schema: { response: { 200: sessionUser, ...errorResponses } } }, async (request) => {
    const user = await findUserById(auth.db, userIdOf(request))
    if (!user) throw new HttpError(401, AUTH_MESSAGES.sessionMissing)
    return toSessionUser(user)
  })

  app.put(
    '/user',
    {
      schema: { body: updateUserBody, response: { 200: sessionUser, ...errorResponses } },
      // after the plugin's guard: the limit counts per signed-in account
      onRequest: limiter('updateUser', 'account', userIdOf),
    },
    async (request) => {
      const { userId, sessionId, recovery } = authUserOf(request)
      let user = await findUserById(auth.db, userId)
      if (!user) throw new HttpError(401, AUTH_MESSAGES.sessionMissing)
      const { password, currentPassword, fullName } = request.body
      if (password !== undefined) {
        // A stolen access token alone must not be enough to take the account over for good: the current
        // password proves the person, or a reset link just proved the mailbox (an account without a
        // password, Google-only, gets one that way too).
        if (!recovery) {
          if (!currentPassword)
            throw new HttpError(400, AUTH_MESSAGES.currentPasswordRequired, 'currentPassword')
          if (!(await verifyPassword(currentPassword, user.passwordHash)).ok) {
            throw new HttpError(400, AUTH_MESSAGES.currentPasswordWrong, 'currentPassword')
          }
        }
        checkNewPassword(password, user.email)
        await setPasswordHash(auth.db, userId, await hashPassword(password))
        // Whoever else held a session (the reason for a reset, perhaps) is signed out; this one stays.
        await revokeUserSessions(auth.db, userId, sessionId)
        await recordActivity(auth.db, {
          action: 'password_changed',
          entityType: 'user',
          entityId: userId,
          userId,
          ip: request.ip,
        })
      }
      if (fullName !== undefined) user = (await setFullName(auth.db, userId, splitFullName(fullName))) ?? user
      return toSessionUser(user)
    },
  )
}
