import { z } from 'zod'
import rateLimit, { type RateLimitPluginOptions } from '@fastify/rate-limit'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { apiError, templateId, templateListResponse, templateUseResponse } from '@coldstart/contract'
import type { Db } from '../../db/client.ts'
import { HttpError, notFound } from '../../lib/http-error.ts'
import { ownDataRoutes, userIdOf, type AuthGuards } from '../auth/index.ts'
import { isUsableTemplate, listActiveTemplates, recordTemplateUse } from './templates.repository.ts'
import { logBrokenTemplates } from './template-problems.ts'

/**
 * Uses one user may report a minute. A use counts once a day anyway (templates.repository.ts); this bounds
 * the writes a script can ask for, far above a person choosing and copying templates.
 */
export const TEMPLATE_USE_RATE_LIMIT = { max: 60, timeWindowMs: 60_000 }

export interface TemplateRoutesOptions {
  db: Db
  guards: AuthGuards
  /** the shared counter store (Redis when configured); in memory when absent */
  rateLimitStore?: Pick<RateLimitPluginOptions, 'store' | 'redis' | 'nameSpace' | 'skipOnError'>
}

/** The templates page and the composer's first step: the active templates, and counting a use. */
export const templateRoutes: FastifyPluginAsyncZod<TemplateRoutesOptions> = async (
  app,
  { db, guards, rateLimitStore },
) => {
  ownDataRoutes(app, guards.requireUser)
  // templates stored before the checker (or written around it) are named at start, as well as hidden on read
  app.addHook('onReady', async () => {
    await logBrokenTemplates(db, app.log).catch((err: unknown) =>
      app.log.warn({ err }, 'Could not check the stored templates at start'),
    )
  })
  await app.register(rateLimit, { global: false, ...rateLimitStore })
  const usesPerUser = app.createRateLimit({
    max: TEMPLATE_USE_RATE_LIMIT.max,
    timeWindow: TEMPLATE_USE_RATE_LIMIT.timeWindowMs,
    keyGenerator: (request) => `template-use:${userIdOf(request)}`,
  })

  app.get('/', { schema: { response: { 200: templateListResponse, 401: apiError } } }, async () => {
    // the page refetches on window focus: always fresh usage counts
    return { items: await listActiveTemplates(db) }
  })

  app.post(
    '/:id/use',
    {
      schema: {
        params: z.object({ id: templateId }),
        response: { 200: templateUseResponse, 400: apiError, 401: apiError, 404: apiError, 429: apiError },
      },
    },
    async (request, reply) => {
      const limit = await usesPerUser(request)
      if (!limit.isAllowed && limit.isExceeded) {
        reply.header('retry-after', limit.ttlInSeconds)
        throw new HttpError(429, `Too many template uses: try again in ${limit.ttlInSeconds} seconds.`)
      }
      // A template hidden for its problems is unknown to students: its uses are not counted either.
      if (!(await isUsableTemplate(db, request.params.id))) throw notFound('Template not found')
      const usageCount = await recordTemplateUse(db, request.params.id, userIdOf(request))
      if (usageCount === null) throw notFound('Template not found')
      return { id: request.params.id, usageCount }
    },
  )
}
