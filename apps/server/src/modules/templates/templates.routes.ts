import { z } from 'zod'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { apiError, templateId, templateListResponse, templateUseResponse } from '@coldstart/contract'
import type { Db } from '../../db/client.ts'
import { notFound } from '../../lib/http-error.ts'
import { type AuthGuards, authUserOf } from '../auth/index.ts'
import { listActiveTemplates, recordTemplateUse } from './templates.repository.ts'

/** The templates page and the composer's first step: the active templates, and counting a use. */
export const templateRoutes: FastifyPluginAsyncZod<{ db: Db; guards: AuthGuards }> = async (
  app,
  { db, guards },
) => {
  app.addHook('onRequest', guards.requireUser)

  app.get(
    '/',
    { schema: { response: { 200: templateListResponse, 401: apiError } } },
    async (_request, reply) => {
      // the page refetches on window focus: always fresh usage counts
      reply.header('cache-control', 'no-store')
      return { items: await listActiveTemplates(db) }
    },
  )

  app.post(
    '/:id/use',
    {
      schema: {
        params: z.object({ id: templateId }),
        response: { 200: templateUseResponse, 400: apiError, 401: apiError, 404: apiError },
      },
    },
    async (request) => {
      const usageCount = await recordTemplateUse(db, request.params.id, authUserOf(request).userId)
      if (usageCount === null) throw notFound('Template not found')
      return { id: request.params.id, usageCount }
    },
  )
}
