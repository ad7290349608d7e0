import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { healthResponse } from '@coldstart/contract'
import type { Database } from '../../db/client.ts'

/** GET /api/health: 200 when the database answers, 503 when it does not. */
export const healthRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  app.get(
    '/',
    { schema: { response: { 200: healthResponse, 503: healthResponse } } },
    async (request, reply) => {
      let up = true
      try {
        await database.ping()
      } catch (err) {
        request.log.warn({ err }, 'database ping failed')
        up = false
      }
      return reply.code(up ? 200 : 503).send({
        status: up ? 'ok' : 'degraded',
        database: up ? 'up' : 'down',
        databaseKind: database.kind,
        uptimeSeconds: Math.round(process.uptime()),
      })
    },
  )
}
