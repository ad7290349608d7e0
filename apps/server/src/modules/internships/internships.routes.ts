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
import type { AuthGuards } from '../auth/index.ts'
import { listAsker } from '../startups/index.ts'
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
      const userId = await listAsker(request, reply, guards, request.query.sort)
      return listBoard(db, request.query, userId)
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
