import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ACTIVITY_PAGE_SIZE, activityListQuery, activityListResponse, apiError } from '@coldstart/contract'
import type { Db } from '../../db/client.ts'
import { listActivity } from './activity.repository.ts'

/** GET /api/admin/activity: the full log, newest first, paged, filtered by entity and text. */
export const activityRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/',
    { schema: { querystring: activityListQuery, response: { 200: activityListResponse, 400: apiError } } },
    async (request) => {
      const { kind, q, page } = request.query
      const { items, total } = await listActivity(
        db,
        { kind, q },
        { limit: ACTIVITY_PAGE_SIZE, offset: (page - 1) * ACTIVITY_PAGE_SIZE },
      )
      return { items, total: total ?? 0, page, pageSize: ACTIVITY_PAGE_SIZE }
    },
  )
}
