import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { apiError, note, NOTE_MESSAGES, noteConflict, saveNoteBody } from '@coldstart/contract'
import type { Db } from '../../db/client.ts'
import { ownDataRoutes, userIdOf, type AuthGuards } from '../auth/index.ts'
import { readNote, saveNote } from './notes.service.ts'

export interface NoteRoutesOptions {
  db: Db
  guards: Pick<AuthGuards, 'requireUser'>
}

const errors = { 400: apiError, 401: apiError, 413: apiError } as const

/** The signed-in user's own Quick Note: GET reads it (creating it empty), PUT saves it. No one else's. */
export const noteRoutes: FastifyPluginAsyncZod<NoteRoutesOptions> = async (app, { db, guards }) => {
  ownDataRoutes(app, guards.requireUser)
  app.get('/', { schema: { response: { 200: note, 401: apiError } } }, async (request) =>
    readNote(db, userIdOf(request)),
  )

  app.put(
    '/',
    {
      schema: { body: saveNoteBody, response: { 200: note, 409: noteConflict, ...errors } },
    },
    async (request, reply) => {
      const result = await saveNote(db, userIdOf(request), request.body)
      if (result.kind === 'saved') return result.note
      return reply.code(409).send({
        statusCode: 409,
        error: 'Conflict',
        message: NOTE_MESSAGES.conflict,
        current: result.current,
      })
    },
  )
}
