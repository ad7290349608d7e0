import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  apiError,
  profileResponse,
  type ResumeFacts,
  saveProfileBody,
  saveProfileResponse,
} from '@coldstart/contract'
import type { Db } from '../../db/client.ts'
import type { TextModel } from '../ai/index.ts'
import { ownDataRoutes, userIdOf, type AuthGuards } from '../auth/index.ts'
import { getProfile, saveProfile } from './profile.service.ts'

export interface ProfileRoutesOptions {
  db: Db
  guards: Pick<AuthGuards, 'requireUser'>
  /** null: the offline writer updates the resume summary */
  textModel: TextModel | null
  /** a resume text's facts, off the event loop: the resume module's parser, handed in by the app */
  readResumeFacts: (text: string) => Promise<ResumeFacts>
  /** a kept resume file's name as a person reads it: the resume module's rule, handed in by the app */
  cleanFileName: (name: string) => string
}

/** The signed-in user's own profile and preferences: read together, saved together. Nobody else's. */
export const profileRoutes: FastifyPluginAsyncZod<ProfileRoutesOptions> = async (app, options) => {
  const { db, guards, textModel, readResumeFacts, cleanFileName } = options
  ownDataRoutes(app, guards.requireUser)

  app.get(
    '/',
    {
      schema: { response: { 200: profileResponse, 401: apiError, 404: apiError } },
    },
    async (request) => getProfile(db, userIdOf(request)),
  )

  app.put(
    '/',
    {
      bodyLimit: 256 * 1024,
      schema: {
        body: saveProfileBody,
        response: { 200: saveProfileResponse, 400: apiError, 401: apiError, 404: apiError, 413: apiError },
      },
    },
    async (request, reply) => {
      // the browser went away before the answer: stop the hosted model call too
      const controller = new AbortController()
      reply.raw.once('close', () => {
        if (!reply.raw.writableFinished) controller.abort()
      })
      return saveProfile(
        { db, textModel, readResumeFacts, cleanFileName, log: request.log },
        userIdOf(request),
        request.body,
        controller.signal,
      )
    },
  )
}
