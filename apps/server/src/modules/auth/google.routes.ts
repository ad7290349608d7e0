import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  AUTH_MESSAGES,
  DEFAULT_SIGNED_IN_PATH,
  FIRST_RUN_PATH,
  googleAuthorizeBody,
  googleAuthorizeResponse,
  googleCallbackQuery,
  safeRedirectPath,
} from '@coldstart/contract'
import { HttpError } from '../../lib/http-error.ts'
import { recordActivity } from '../activity/index.ts'
import type { AuthRouteOptions } from './auth.context.ts'
import { errorResponses } from './error-responses.ts'
import { UnverifiedGoogleEmail, userFromGoogle } from './google-sign-in.service.ts'
import {
  OIDC_COOKIE,
  OIDC_COOKIE_PATH,
  OIDC_TRANSACTION_TTL_SECONDS,
  openTransaction,
  sealTransaction,
} from './oidc-transaction.ts'
import { byIp } from './rate-limits.ts'
import { createSameOriginCheck } from './same-origin.ts'
import { setSessionCookies } from './session-cookies.ts'
import { requestContext } from './session-issuer.ts'
import { startSession } from './sessions.service.ts'

// Where a failed Google sign-in lands: the sign-in page logs it and re-enables its button, with no message.
const FAILED_REDIRECT = '/sign-in?error=google'

/**
 * Google sign-in. POST /google/authorize answers with Google's URL (the page then navigates there) and keeps
 * state, nonce and PKCE verifier in a signed cookie; Google sends the browser back to GET /google/callback,
 * which signs the user in and redirects to where they were going.
 */
export const googleRoutes: FastifyPluginAsyncZod<AuthRouteOptions> = async (app, { auth, limiter }) => {
  const sameOrigin = createSameOriginCheck(auth.publicUrl)
  const ipLimit = limiter('google', 'ip', byIp)

  app.post(
    '/google/authorize',
    {
      schema: { body: googleAuthorizeBody, response: { 200: googleAuthorizeResponse, ...errorResponses } },
      onRequest: [sameOrigin, ipLimit],
    },
    async (request, reply) => {
      if (!auth.google) throw new HttpError(404, AUTH_MESSAGES.googleNotConfigured)
      const redirectTo = safeRedirectPath(request.body.redirectTo) ?? DEFAULT_SIGNED_IN_PATH
      let started
      try {
        started = await auth.google.authorizationUrl(redirectTo)
      } catch (err) {
        request.log.warn({ err }, 'Google discovery failed')
        throw new HttpError(503, AUTH_MESSAGES.googleUnavailable)
      }
      reply.setCookie(
        OIDC_COOKIE,
        await sealTransaction(auth.signingKey, started.transaction, auth.publicUrl),
        {
          httpOnly: true,
          secure: auth.secureCookies,
          // Lax: the cookie must come along on Google's top-level redirect back to the callback.
          sameSite: 'lax',
          path: OIDC_COOKIE_PATH,
          maxAge: OIDC_TRANSACTION_TTL_SECONDS,
        },
      )
      return { url: started.url }
    },
  )

  app.get(
    '/google/callback',
    {
      schema: { querystring: googleCallbackQuery, response: { 302: z.null(), ...errorResponses } },
      onRequest: ipLimit,
    },
    async (request, reply) => {
      const google = auth.google
      if (!google) throw new HttpError(404, AUTH_MESSAGES.googleNotConfigured)
      const transaction = await openTransaction(auth.keys, request.cookies[OIDC_COOKIE], auth.publicUrl)
      // with the attributes it was set with: every Set-Cookie the site sends is HttpOnly, SameSite and, over
      // https, Secure
      reply.clearCookie(OIDC_COOKIE, {
        path: OIDC_COOKIE_PATH,
        httpOnly: true,
        secure: auth.secureCookies,
        sameSite: 'lax',
      })

      const fail = async (reason: string, err?: unknown) => {
        request.log.warn({ err, reason }, 'Google sign-in failed')
        await recordActivity(auth.db, {
          action: 'sign_in_failed',
          entityType: 'user',
          ip: request.ip,
          details: { method: 'google', reason },
        })
        return reply.redirect(FAILED_REDIRECT, 302)
      }

      if (!transaction) return fail('missing or expired transaction cookie')
      if (request.query.error) return fail(`google answered ${request.query.error}`)
      let user, created
      try {
        const identity = await google.identityFrom(new URL(request.url, auth.publicUrl), transaction)
        ;({ user, created } = await userFromGoogle(auth.db, identity))
        await auth.onSignIn(user, { emailVerified: identity.emailVerified })
      } catch (err) {
        return fail(err instanceof UnverifiedGoogleEmail ? 'email not verified' : 'code exchange failed', err)
      }
      // decided before any session row is written: the signed transaction holds a checked path, but a
      // Location that cannot be sent must never turn a finished sign-in into a 500
      // a new account starts with the first run, as one made with a password does, unless a page sent it
      // to sign in (a startup's team, /admin): it goes back there
      const asked = safeRedirectPath(transaction.redirectTo) ?? DEFAULT_SIGNED_IN_PATH
      const location = created && asked === DEFAULT_SIGNED_IN_PATH ? FIRST_RUN_PATH : asked
      const refresh = await startSession(
        auth.db,
        user.id,
        requestContext(request),
        auth.config.refreshTokenTtlSeconds,
      )
      setSessionCookies(reply, refresh, auth.secureCookies)
      await recordActivity(auth.db, {
        action: 'sign_in',
        entityType: 'user',
        entityId: user.id,
        userId: user.id,
        ip: request.ip,
        details: { method: 'google' },
      })
      return reply.redirect(location, 302)
    },
  )
}
