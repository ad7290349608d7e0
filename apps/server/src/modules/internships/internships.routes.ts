import { z } from 'zod'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  apiError,
  internshipDetail,
  internshipId,
  internshipListQuery,
  internshipListResponse,
} from '@coldstart/contract'
import type { Db } from '../../db/client.ts'
import { listCacheControl } from '../../lib/list-cache-control.ts'
import { maybeAuthUserOf, type AuthGuards } from '../auth/index.ts'
import { getOpenInternship, listBoard } from './internships.service.ts'

/**
 * The student Internships board: open postings (active, deadline not passed) and one posting in full.
 * Public like the startup directory: the postings are public information and the app's pages guard sign-in.
 */
export const internshipRoutes: FastifyPluginAsyncZod<{
  db: Db
  /** optionalUser: only the best-match sort reads who is asking (it ranks by their profile) */
  guards?: Pick<AuthGuards, 'optionalUser'>
}> = async (app, { db, guards }) => {
  app.get(
    '/',
    {
      schema: {
        querystring: internshipListQuery,
        response: { 200: internshipListResponse, 400: apiError, 401: apiError },
      },
    },
    async (request, reply) => {
      const personal = request.query.sort === 'best-match'
      if (personal && guards) await guards.optionalUser(request)
      reply.header('cache-control', listCacheControl(personal))
      return listBoard(db, request.query, maybeAuthUserOf(request)?.userId)
    },
  )

  app.get(
    '/:id',
    {
      schema: {
        params: z.object({ id: internshipId }),
        response: { 200: internshipDetail, 400: apiError, 404: apiError },
      },
    },
    async (request) => getOpenInternship(db, request.params.id),
  )
}
