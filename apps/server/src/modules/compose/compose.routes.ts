import { Readable } from 'node:stream'
import rateLimit, { type RateLimitPluginOptions } from '@fastify/rate-limit'
import { z } from 'zod'
import type { FastifyReply } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  COMPOSE_NOTICES,
  apiError,
  composeRequest,
  studentValuesResponse,
  type ComposeEvent,
} from '@coldstart/contract'
import type { Db } from '../../db/client.ts'
import { HttpError } from '../../lib/http-error.ts'
import type { TextModel } from '../ai/index.ts'
import { authUserOf, ownDataRoutes, userIdOf, type AuthGuards } from '../auth/index.ts'
import { loadComposeInput, loadStudentValues, personalisesWithResume } from './compose.service.ts'
import { personalise } from './personalise.ts'

export interface ComposeRoutesOptions {
  db: Db
  guards: Pick<AuthGuards, 'requireUser'>
  /** null: the offline writer */
  textModel: TextModel | null
  /** personalisations per user per rolling hour */
  perHour: number
  /** the shared counter store (Redis when configured); in memory when absent */
  rateLimitStore?: Pick<RateLimitPluginOptions, 'store' | 'redis' | 'nameSpace' | 'skipOnError'>
}

const sse = ({ event, data }: ComposeEvent) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`

const clientGone = (reply: FastifyReply) => reply.raw.destroyed

/**
 * POST /api/compose: the personalised email as server-sent events (see ComposeEvent); GET /api/compose/my-values:
 * the student's own template values.
 */
export const composeRoutes: FastifyPluginAsyncZod<ComposeRoutesOptions> = async (
  app,
  { db, guards, textModel, perHour, rateLimitStore },
) => {
  ownDataRoutes(app, guards.requireUser)
  await app.register(rateLimit, { global: false, ...rateLimitStore })
  const hourly = app.createRateLimit({
    max: perHour,
    timeWindow: 60 * 60_000,
    keyGenerator: (request) => `compose:${userIdOf(request)}`,
  })

  // What the student's own facts fill in any template: the Templates page and the picker show them filled.
  app.get(
    '/my-values',
    {
      schema: { response: { 200: studentValuesResponse, 401: apiError, 404: apiError } },
    },
    async (request) => loadStudentValues(db, userIdOf(request)),
  )

  app.post(
    '/',
    {
      // gzip would hold the events back until its buffer fills
      compress: false,
      errorHandler: (error, request, reply) => {
        // A stream the browser closed is not a server error, and a started stream takes no error reply.
        if (clientGone(reply) || reply.raw.headersSent) {
          request.log.debug({ err: error }, 'compose: stream ended early')
          reply.hijack()
          reply.raw.destroy()
          return
        }
        throw error // the app's error handler
      },
      schema: {
        body: composeRequest,
        // 200 is text/event-stream, sent as a stream (Fastify does not serialise streams)
        response: {
          200: z.string(),
          400: apiError,
          401: apiError,
          404: apiError,
          409: apiError,
          429: apiError,
        },
      },
    },
    async (request, reply) => {
      const { userId } = authUserOf(request)
      // The limit first, before the template, the team and the resume task are read: a limited student costs
      // one small read. Only real personalisations count: with no resume the template comes back as is.
      if (await personalisesWithResume(db, userId)) {
        const limit = await hourly(request)
        if (!limit.isAllowed && limit.isExceeded) {
          reply.header('retry-after', limit.ttlInSeconds)
          throw new HttpError(
            429,
            COMPOSE_NOTICES.rateLimited(Math.max(1, Math.ceil(limit.ttlInSeconds / 60))),
          )
        }
      }
      const { template, facts } = await loadComposeInput(db, userId, request.body)

      // Gone while the template and facts were read: no model call, and nothing to send.
      if (clientGone(reply)) {
        request.log.debug('compose: the browser left before the stream began')
        return reply.hijack()
      }
      // The browser going away closes the response: abort, so the hosted model's HTTP call stops too.
      const controller = new AbortController()
      reply.raw.on('close', () => {
        if (!reply.raw.writableFinished) controller.abort(new Error('client closed the connection'))
      })
      const events = personalise({ template, facts, textModel, signal: controller.signal, log: request.log })
      async function* body() {
        for await (const event of events) yield sse(event)
      }
      reply
        .header('content-type', 'text/event-stream; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('x-accel-buffering', 'no')
      // typed as the 200 string: a Readable is how Fastify streams one
      return reply.send(Readable.from(body()) as unknown as string)
    },
  )
}
