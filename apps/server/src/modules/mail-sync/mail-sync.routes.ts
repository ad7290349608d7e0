import rateLimit, { type RateLimitPluginOptions } from '@fastify/rate-limit'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  apiError,
  MAIL_CHECKS_PER_WINDOW,
  MAILBOX_MESSAGES,
  MAIL_SYNC_MESSAGES,
  mailCheckQueued,
  mailReplyItem,
  mailSyncOverview,
  outreachSendParams,
} from '@coldstart/contract'
import type { Db } from '../../db/client.ts'
import { HttpError, notFound } from '../../lib/http-error.ts'
import { ownDataRoutes, userIdOf, type AuthGuards } from '../auth/index.ts'
import type { JobQueue } from '../jobs/index.ts'
import type { MailboxService } from '../mailbox/index.ts'
import type { MailSync } from './create-mail-sync.ts'
import { stopFollowUps } from './follow-ups.ts'
import { confirmPossibleReply, dismissPossibleReply, overviewOf } from './replies.repository.ts'

export interface MailSyncRoutesOptions {
  db: Db
  jobs: JobQueue
  mailbox: MailboxService
  mailSync: MailSync
  guards: Pick<AuthGuards, 'requireUser'>
  rateLimitStore?: Pick<RateLimitPluginOptions, 'store' | 'redis' | 'nameSpace' | 'skipOnError'>
}

const errors = { 400: apiError, 401: apiError } as const

/** /api/mail-sync: the signed-in student's own replies, bounces and possible replies, and "Check now". */
export const mailSyncRoutes: FastifyPluginAsyncZod<MailSyncRoutesOptions> = async (
  app,
  { db, jobs, mailbox, mailSync, guards, rateLimitStore },
) => {
  await app.register(rateLimit, { global: false, ...rateLimitStore })
  const checks = app.createRateLimit({
    max: MAIL_CHECKS_PER_WINDOW.max,
    timeWindow: MAIL_CHECKS_PER_WINDOW.windowMs,
    keyGenerator: (request) => `mail-check:${userIdOf(request)}`,
  })
  ownDataRoutes(app, guards.requireUser)

  app.post(
    '/check',
    { schema: { response: { 202: mailCheckQueued, 409: apiError, 429: apiError, ...errors } } },
    async (request, reply) => {
      const userId = userIdOf(request)
      // counted first: a refused check counts too
      const limit = await checks(request)
      if (!limit.isAllowed && limit.isExceeded) {
        reply.header('retry-after', limit.ttlInSeconds)
        const minutes = Math.max(1, Math.ceil(limit.ttlInSeconds / 60))
        throw new HttpError(429, MAIL_SYNC_MESSAGES.tooManyChecks(minutes))
      }
      const box = await mailbox.find(userId)
      if (!box) throw new HttpError(409, MAILBOX_MESSAGES.notConnected)
      if (box.pausedReason) throw new HttpError(409, MAIL_SYNC_MESSAGES.paused)
      await mailSync.queueCheck(userId)
      return reply.code(202).send({ queued: true })
    },
  )

  app.get('/overview', { schema: { response: { 200: mailSyncOverview, 401: apiError } } }, async (request) =>
    overviewOf(db, userIdOf(request)),
  )

  app.post(
    '/sends/:id/confirm-reply',
    { schema: { params: outreachSendParams, response: { 200: mailReplyItem, 404: apiError, ...errors } } },
    async (request) => {
      const userId = userIdOf(request)
      const item = await confirmPossibleReply(db, userId, request.params.id)
      if (!item) throw notFound(MAIL_SYNC_MESSAGES.notFound)
      await stopFollowUps(db, jobs, item.id)
      return item
    },
  )

  app.post(
    '/sends/:id/dismiss-reply',
    { schema: { params: outreachSendParams, response: { 204: z.null(), 404: apiError, ...errors } } },
    async (request, reply) => {
      if (!(await dismissPossibleReply(db, userIdOf(request), request.params.id)))
        throw notFound(MAIL_SYNC_MESSAGES.notFound)
      return reply.code(204).send(null)
    },
  )
}
