import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import rateLimit, { type RateLimitPluginOptions } from '@fastify/rate-limit'
import { z } from 'zod'
import { apiError, pageViewInput } from '@coldstart/contract'
import type { Db } from '../../db/client.ts'
import { type AuthGuards, maybeAuthUserOf } from '../auth/index.ts'
import { insertPageView } from './page-views.repository.ts'

/** Who sent the request: a user id when it carries a valid credential, else null (anonymous). */
export type ResolveUserId = (request: FastifyRequest) => Promise<string | null> | string | null

/** The signed-in user of a request with a valid bearer access token (the auth module's optional guard). */
export function userIdFromAccessToken(guards: Pick<AuthGuards, 'optionalUser'>): ResolveUserId {
  return async (request) => {
    await guards.optionalUser(request)
    return maybeAuthUserOf(request)?.userId ?? null
  }
}

export interface PageViewRoutesOptions {
  db: Db
  /** Usually `userIdFromAccessToken(auth.guards)`; without one every view is stored as anonymous. */
  resolveUserId?: ResolveUserId
  /** Per client IP. Generous: a whole campus can share one address, and a failed report is only lost. */
  rateLimit?: { max: number; timeWindowMs: number }
  /** Where the counters live (the app's shared store); without it, @fastify/rate-limit's own memory. */
  rateLimitStore?: Pick<RateLimitPluginOptions, 'store' | 'redis' | 'nameSpace'>
}

const DEFAULT_RATE_LIMIT = { max: 300, timeWindowMs: 60_000 }

/** POST /api/page-views: the SPA reports each route change for analytics; answers 204. */
export const pageViewRoutes: FastifyPluginAsyncZod<PageViewRoutesOptions> = async (app, options) => {
  const { db, resolveUserId } = options
  const limit = options.rateLimit ?? DEFAULT_RATE_LIMIT
  // Scoped to this plugin: only the routes below are limited.
  // skipOnError: with the shared store (Redis) down, a view is still recorded rather than answered with a 500
  await app.register(rateLimit, { global: false, ...options.rateLimitStore, skipOnError: true })

  async function viewerOf(request: FastifyRequest): Promise<string | null> {
    if (!resolveUserId) return null
    try {
      return await resolveUserId(request)
    } catch (err) {
      // A bad token must not lose the view: count it as anonymous.
      request.log.warn({ err }, 'page view: could not resolve the user, stored as anonymous')
      return null
    }
  }

  app.post(
    '/',
    {
      bodyLimit: 8 * 1024,
      config: { rateLimit: { max: limit.max, timeWindow: limit.timeWindowMs } },
      schema: { body: pageViewInput, response: { 204: z.null(), 400: apiError, 429: apiError } },
    },
    async (request, reply) => {
      const { path, referrer } = request.body
      await insertPageView(db, { path, referrer: referrer || null, userId: await viewerOf(request) })
      return reply.code(204).send(null)
    },
  )
}
