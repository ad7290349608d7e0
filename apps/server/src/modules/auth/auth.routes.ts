import cookie from '@fastify/cookie'
import rateLimit from '@fastify/rate-limit'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Auth } from './auth.context.ts'
import { googleRoutes } from './google.routes.ts'
import { passwordRoutes } from './password.routes.ts'
import { createLimiterFactory } from './rate-limits.ts'
import { recoveryRoutes } from './recovery.routes.ts'
import { sessionRoutes } from './session.routes.ts'
import { userRoutes } from './user.routes.ts'

/** Everything under /api/auth. Cookies and rate limits are registered here: only these routes use them. */
export const authRoutes: FastifyPluginAsyncZod<{ auth: Auth }> = async (app, { auth }) => {
  await app.register(cookie)
  await app.register(rateLimit, { global: false, ...auth.rateLimits.pluginOptions })
  app.addHook('onClose', () => auth.rateLimits.close())
  // Sessions, users and tokens must never sit in a browser or proxy cache; the JWKS sets its own max-age.
  app.addHook('onSend', async (_request, reply) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store')
  })
  const options = { auth, limiter: createLimiterFactory(app, auth.config.rateLimitFactor) }
  await app.register(passwordRoutes, options)
  await app.register(recoveryRoutes, options)
  await app.register(sessionRoutes, options)
  await app.register(googleRoutes, options)
  await app.register(userRoutes, options)
}
