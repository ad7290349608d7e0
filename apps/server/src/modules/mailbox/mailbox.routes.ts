import rateLimit, { type RateLimitPluginOptions } from '@fastify/rate-limit'
import { z } from 'zod'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  apiError,
  connectMailboxBody,
  MAILBOX_MESSAGES,
  mailboxConnectError,
  mailboxFailureMessage,
  mailboxStatus,
} from '@coldstart/contract'
import { HttpError } from '../../lib/http-error.ts'
import { authUserOf, ownDataRoutes, userIdOf, type AuthGuards } from '../auth/index.ts'
import { MailboxConnectFailure, type MailboxService } from './mailbox.service.ts'

export interface MailboxRoutesOptions {
  service: MailboxService
  guards: Pick<AuthGuards, 'requireUser'>
  /** the shared counter store (Redis when configured); in memory when absent */
  rateLimitStore?: Pick<RateLimitPluginOptions, 'store' | 'redis' | 'nameSpace' | 'skipOnError'>
}

/** Connect attempts: per student, and per mailbox address whoever tries it (a password guessed through us). */
export const CONNECTS_PER_USER = { max: 10, windowMs: 15 * 60_000 }
export const CONNECTS_PER_ADDRESS = { max: 20, windowMs: 60 * 60_000 }

/** The signed-in student's own mailbox: GET what is connected, PUT connects (checked first), DELETE forgets. */
export const mailboxRoutes: FastifyPluginAsyncZod<MailboxRoutesOptions> = async (
  app,
  { service, guards, rateLimitStore },
) => {
  ownDataRoutes(app, guards.requireUser)
  await app.register(rateLimit, { global: false, ...rateLimitStore })
  const perUser = app.createRateLimit({
    max: CONNECTS_PER_USER.max,
    timeWindow: CONNECTS_PER_USER.windowMs,
    keyGenerator: (request) => `mailbox-connect:user:${userIdOf(request)}`,
  })
  const perAddress = app.createRateLimit({
    max: CONNECTS_PER_ADDRESS.max,
    timeWindow: CONNECTS_PER_ADDRESS.windowMs,
    keyGenerator: (request) =>
      `mailbox-connect:address:${(request.body as { address: string }).address.toLowerCase()}`,
  })

  app.get('/', { schema: { response: { 200: mailboxStatus, 401: apiError } } }, async (request) =>
    service.status(userIdOf(request)),
  )

  app.put(
    '/',
    {
      schema: {
        body: connectMailboxBody,
        response: {
          200: mailboxStatus,
          400: apiError,
          401: apiError,
          422: mailboxConnectError,
          429: apiError,
        },
      },
    },
    async (request, reply) => {
      for (const limiter of [perUser, perAddress]) {
        const limit = await limiter(request)
        if (!limit.isAllowed && limit.isExceeded) {
          reply.header('retry-after', limit.ttlInSeconds)
          throw new HttpError(
            429,
            MAILBOX_MESSAGES.rateLimited(Math.max(1, Math.ceil(limit.ttlInSeconds / 60))),
          )
        }
      }
      const { userId } = authUserOf(request)
      try {
        return await service.connect(userId, request.body)
      } catch (err) {
        if (!(err instanceof MailboxConnectFailure)) throw err
        request.log.info({ side: err.side, reason: err.reason }, 'mailbox: connecting failed')
        return reply.code(422).send({
          statusCode: 422,
          error: 'Unprocessable Entity',
          message: mailboxFailureMessage(err.side, err.reason, err.host),
          side: err.side,
          reason: err.reason,
        })
      }
    },
  )

  app.delete('/', { schema: { response: { 204: z.null(), 401: apiError } } }, async (request, reply) => {
    await service.disconnect(userIdOf(request))
    return reply.code(204).send(null)
  })
}
