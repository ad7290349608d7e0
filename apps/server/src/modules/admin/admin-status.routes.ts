import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { adminStatusResponse, apiError } from '@coldstart/contract'
import type { Db } from '../../db/client.ts'
import { ownDataRoutes, userIdOf, type AuthGuards } from '../auth/index.ts'
import { isAdmin } from './admin.repository.ts'

/** GET /api/auth/admin: whether the signed-in user is an admin (the client's /admin guard asks this). */
export const adminStatusRoutes: FastifyPluginAsyncZod<{ db: Db; guards: AuthGuards }> = async (
  app,
  { db, guards },
) => {
  ownDataRoutes(app, guards.requireUser)
  app.get(
    '/admin',
    { schema: { response: { 200: adminStatusResponse, 401: apiError } } },
    async (request) => ({
      isAdmin: await isAdmin(db, userIdOf(request)),
    }),
  )
}
