import { Readable } from 'node:stream'
import rateLimit, { type RateLimitPluginOptions } from '@fastify/rate-limit'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  OUTREACH_MESSAGES,
  OUTREACH_RECORDS_PER_HOUR,
  apiError,
  outreachListQuery,
  outreachDueCount,
  outreachListResponse,
  outreachSend,
  outreachSendParams,
  outreachSettings,
  recentOutreach,
  recentOutreachQuery,
  recordSendsBody,
  recordSendsResponse,
  updateOutreachSendBody,
} from '@coldstart/contract'
import type { Db } from '../../db/client.ts'
import { HttpError, notFound } from '../../lib/http-error.ts'
import { authUserOf, type AuthGuards } from '../auth/index.ts'
import { countDue, findFollowUpDays, listSends, saveFollowUpDays, updateSend } from './outreach.repository.ts'
import { recentOutreachFor, recordSends, sendsCsv, toSend } from './outreach.service.ts'

export interface OutreachRoutesOptions {
  db: Db
  guards: Pick<AuthGuards, 'requireUser'>
  /** the shared counter store (Redis when configured); in memory when absent */
  rateLimitStore?: Pick<RateLimitPluginOptions, 'store' | 'redis' | 'nameSpace' | 'skipOnError'>
}

const errors = { 400: apiError, 401: apiError } as const

/**
 * /api/outreach: the signed-in student's own outreach log (what they sent, to whom, what came of it), the
 * "last emailed" facts and their follow-up setting. Every query is scoped to the caller: another student's
 * send is a 404, as if it did not exist.
 */
export const outreachRoutes: FastifyPluginAsyncZod<OutreachRoutesOptions> = async (
  app,
  { db, guards, rateLimitStore },
) => {
  await app.register(rateLimit, { global: false, ...rateLimitStore })
  const hourly = app.createRateLimit({
    max: OUTREACH_RECORDS_PER_HOUR,
    timeWindow: 60 * 60_000,
    keyGenerator: (request) => `outreach-record:${authUserOf(request).userId}`,
  })
  app.addHook('onRequest', guards.requireUser)
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store')
  })
  const userOf = (request: Parameters<typeof authUserOf>[0]) => authUserOf(request).userId

  app.post(
    '/sends',
    {
      schema: {
        body: recordSendsBody,
        response: { 201: recordSendsResponse, 404: apiError, 429: apiError, ...errors },
      },
    },
    async (request, reply) => {
      // the counter store unreachable (Redis down): record anyway, the log's own cap still bounds it
      const limit = await hourly(request).catch((err: Error) => {
        request.log.warn({ err: { message: err.message } }, 'outreach rate limit store unavailable')
        return null
      })
      if (limit && !limit.isAllowed && limit.isExceeded) {
        reply.header('retry-after', limit.ttlInSeconds)
        throw new HttpError(
          429,
          OUTREACH_MESSAGES.tooManyRecords(Math.max(1, Math.ceil(limit.ttlInSeconds / 60))),
        )
      }
      const recorded = await recordSends(db, userOf(request), request.body)
      return reply.code(201).send({ recorded })
    },
  )

  app.get(
    '/recent',
    {
      schema: {
        querystring: recentOutreachQuery,
        response: { 200: recentOutreach, 404: apiError, ...errors },
      },
    },
    async (request) => recentOutreachFor(db, userOf(request), request.query),
  )

  app.get(
    '/sends',
    { schema: { querystring: outreachListQuery, response: { 200: outreachListResponse, ...errors } } },
    async (request) => {
      const { page, pageSize, status, due } = request.query
      const { rows, total } = await listSends(
        db,
        userOf(request),
        { status, due },
        { limit: pageSize, offset: (page - 1) * pageSize },
      )
      return { items: rows.map(toSend), total, page, pageSize }
    },
  )

  app.get(
    '/due-count',
    { schema: { response: { 200: outreachDueCount, 401: apiError } } },
    async (request) => ({ due: await countDue(db, userOf(request)) }),
  )

  app.get(
    '/sends.csv',
    // 200 is CSV text, not JSON: only the errors have schemas
    { schema: { response: errors } },
    async (request, reply) => {
      const chunks = await sendsCsv(db, userOf(request))
      const day = new Date().toISOString().slice(0, 10)
      // a byte stream: at most one batch waits in its buffer while the client reads the last
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="coldstart-outreach-${day}.csv"`)
        .send(Readable.from(chunks, { objectMode: false }) as never)
    },
  )

  app.patch(
    '/sends/:id',
    {
      schema: {
        params: outreachSendParams,
        body: updateOutreachSendBody,
        response: { 200: outreachSend, 404: apiError, ...errors },
      },
    },
    async (request) => {
      const row = await updateSend(db, userOf(request), request.params.id, request.body)
      if (!row) throw notFound('Send not found')
      return toSend(row)
    },
  )

  app.get(
    '/settings',
    { schema: { response: { 200: outreachSettings, 401: apiError } } },
    async (request) => ({ followUpAfterDays: await findFollowUpDays(db, userOf(request)) }),
  )

  app.put(
    '/settings',
    { schema: { body: outreachSettings, response: { 200: outreachSettings, ...errors } } },
    async (request) => ({
      followUpAfterDays: await saveFollowUpDays(db, userOf(request), request.body.followUpAfterDays),
    }),
  )
}
