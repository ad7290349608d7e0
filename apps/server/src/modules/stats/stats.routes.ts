import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { userCountResponse } from '@coldstart/contract'
import type { Db } from '../../db/client.ts'
import { countUsers } from './stats.repository.ts'

export const statsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  // Public: the landing page shows "Join N+ students" with N = this count + 50.
  app.get('/user-count', { schema: { response: { 200: userCountResponse } } }, async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=60')
    return { count: await countUsers(db) }
  })
}
