import { z } from 'zod'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  apiError,
  bookmarkId,
  bookmarkIdsResponse,
  bookmarkListQuery,
  bookmarkListResponse,
  bookmarkNoteSaved,
  bookmarkState,
  internshipId,
  saveBookmarkBody,
  startupId,
  updateBookmarkNoteBody,
  type BookmarkKind,
} from '@coldstart/contract'
import type { Db } from '../../db/client.ts'
import { ownDataRoutes, userIdOf, type AuthGuards } from '../auth/index.ts'
import * as service from './bookmarks.service.ts'

export interface BookmarkRoutesOptions {
  db: Db
  guards: Pick<AuthGuards, 'requireUser'>
}

const errors = { 400: apiError, 401: apiError } as const

// Paths per kind; each takes the matching id schema so a bad id says which kind of id it wanted.
const TARGETS: { kind: BookmarkKind; path: string; id: z.ZodType<string> }[] = [
  { kind: 'startup', path: '/startups/:id', id: startupId },
  { kind: 'internship', path: '/internships/:id', id: internshipId },
]

/**
 * The signed-in student's own bookmarks. Saved state is per user, so every answer is `no-store` and none of
 * it goes near the shared directory cache (saves_count is not on directory pages; its updates notify nobody).
 */
export const bookmarkRoutes: FastifyPluginAsyncZod<BookmarkRoutesOptions> = async (app, { db, guards }) => {
  ownDataRoutes(app, guards.requireUser)

  app.get(
    '/',
    { schema: { querystring: bookmarkListQuery, response: { 200: bookmarkListResponse, ...errors } } },
    async (request) => service.list(db, userIdOf(request), request.query),
  )

  app.get('/ids', { schema: { response: { 200: bookmarkIdsResponse, 401: apiError } } }, async (request) =>
    service.ids(db, userIdOf(request)),
  )

  for (const { kind, path, id } of TARGETS) {
    const params = z.object({ id })
    app.put(
      path,
      {
        schema: {
          params,
          body: saveBookmarkBody,
          response: { 200: bookmarkState, 404: apiError, 409: apiError, ...errors },
        },
      },
      async (request) => service.save(db, userIdOf(request), kind, request.params.id, request.body.note),
    )
    app.delete(path, { schema: { params, response: { 200: bookmarkState, ...errors } } }, async (request) =>
      service.unsave(db, userIdOf(request), kind, request.params.id),
    )
  }

  app.patch(
    '/:bookmarkId',
    {
      schema: {
        params: z.object({ bookmarkId }),
        body: updateBookmarkNoteBody,
        response: { 200: bookmarkNoteSaved, 404: apiError, ...errors },
      },
    },
    async (request) => service.saveNote(db, userIdOf(request), request.params.bookmarkId, request.body.note),
  )
}
