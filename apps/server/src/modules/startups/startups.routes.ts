import { z } from 'zod'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  apiError,
  publicStartupDetail,
  startupDetail,
  startupId,
  startupListQuery,
  startupListResponse,
  startupLogosResponse,
  startupReadsLimitMessage,
} from '@coldstart/contract'
import type { Db } from '../../db/client.ts'
import { HttpError } from '../../lib/http-error.ts'
import { maybeAuthUserOf, type AuthGuards } from '../auth/index.ts'
import type { BestMatchIndex } from './best-match-index.ts'
import { listAsker } from './list-asker.ts'
import {
  getStartup,
  getStartupForUser,
  listLandingLogos,
  listStartups,
  viewerKeyOf,
  type DirectoryCache,
} from './startups.service.ts'

/** The public directory: list with search, sector facets and keyset pages; detail; landing logos. */
export const startupRoutes: FastifyPluginAsyncZod<{
  db: Db
  cache?: DirectoryCache
  /** best match ranked in memory (else in the database) */
  matchIndex?: BestMatchIndex
  /** optionalUser: a signed-in viewer counts once a day whatever device or address they use */
  guards?: Pick<AuthGuards, 'optionalUser'>
}> = async (app, { db, cache, matchIndex, guards }) => {
  app.get(
    '/',
    {
      schema: {
        querystring: startupListQuery,
        response: { 200: startupListResponse, 400: apiError, 401: apiError },
      },
    },
    async (request, reply) => {
      const userId = await listAsker(request, reply, guards, request.query.sort)
      return listStartups(db, request.query, cache, userId, matchIndex)
    },
  )

  app.get('/logos', { schema: { response: { 200: startupLogosResponse } } }, async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=300')
    return listLandingLogos(db)
  })

  app.get(
    '/:id',
    {
      schema: {
        params: z.object({ id: startupId }),
        response: { 200: startupDetail, 400: apiError, 404: apiError, 429: apiError },
      },
      ...(guards ? { onRequest: guards.optionalUser } : {}),
    },
    async (request, reply) => {
      const user = maybeAuthUserOf(request)
      if (!user) {
        // Signed out: the team by name only, stripped by the contract's schema (no id, no email).
        const viewer = viewerKeyOf({ ip: request.ip })
        const detail = await getStartup(db, request.params.id, viewer)
        return publicStartupDetail.parse({ ...detail, contactsHidden: true })
      }
      const page = await getStartupForUser(db, request.params.id, user.userId)
      if ('limited' in page) {
        reply.header('retry-after', page.retryAfterSeconds)
        throw new HttpError(429, startupReadsLimitMessage(page.retryAfterSeconds))
      }
      return page
    },
  )
}
