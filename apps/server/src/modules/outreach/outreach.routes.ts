import { Readable } from 'node:stream'
import rateLimit, { type RateLimitPluginOptions } from '@fastify/rate-limit'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  OUTREACH_MESSAGES,
  OUTREACH_RECORDS_PER_HOUR,
  OUTREACH_UNDO_MINUTES,
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
import { productToday } from '../../lib/product-day.ts'
import { ownDataRoutes, userIdOf, type AuthGuards } from '../auth/index.ts'
import { countDue } from './follow-ups.repository.ts'
import { listSends, updateSend } from './outreach-log.repository.ts'
import { findFollowUpDays, saveFollowUpDays } from './outreach-settings.repository.ts'
import { deleteRecentMailLinkSend } from './undo-send.repository.ts'
import { recentOutreachFor, recordSends, sendsCsv, toSend } from './outreach.service.ts'

export interface OutreachRoutesOptions {
  db: Db
  guards: Pick<AuthGuards, 'requireUser'>
  /** the shared counter store (Redis when configured); in memory when absent */
  rateLimitStore?: Pick<RateLimitPluginOptions, 'store' | 'redis' | 'nameSpace' | 'skipOnError'>
  /** the longest a CSV download may take before the server cuts it off (default EXPORT_DEADLINE_MS) */
  exportDeadlineMs?: number
  /** a send was marked replied (by hand): whatever is still to go in its thread stops */
  onMarkedReplied?: (userId: string, sendId: string) => Promise<void>
}

/** CSV exports a student may start per minute, counted in the shared store (so across instances). */
export const EXPORTS_PER_USER_PER_MINUTE = 5
/** A download still running after this long is cut off: a stalled reader holds nothing longer. */
export const EXPORT_DEADLINE_MS = 120_000
/** What a refused export is told to wait while the student's other export runs: most finish within a second. */
const EXPORT_BUSY_RETRY_SECONDS = 5

export const EXPORT_MESSAGES = {
  busy: 'Your outreach log is already being exported: wait for that download to finish, then try again',
  tooMany: (seconds: number) => `Too many exports of your outreach log: try again in ${seconds} seconds`,
} as const

const errors = { 400: apiError, 401: apiError } as const

/**
 * /api/outreach: the signed-in student's own outreach log (what they sent, to whom, what came of it), the
 * "last emailed" facts and their follow-up setting. Every query is scoped to the caller: another student's
 * send is a 404, as if it did not exist.
 */
export const outreachRoutes: FastifyPluginAsyncZod<OutreachRoutesOptions> = async (
  app,
  { db, guards, rateLimitStore, exportDeadlineMs = EXPORT_DEADLINE_MS, onMarkedReplied },
) => {
  await app.register(rateLimit, { global: false, ...rateLimitStore })
  const exportsPerMinute = app.createRateLimit({
    max: EXPORTS_PER_USER_PER_MINUTE,
    timeWindow: 60_000,
    keyGenerator: (request) => `outreach-export:${userIdOf(request)}`,
  })
  // Students with an export under way on this instance. An in-process gate: a second instance lets one
  // more through, which the per-minute count (shared store) still bounds.
  const exporting = new Set<string>()
  const hourly = app.createRateLimit({
    max: OUTREACH_RECORDS_PER_HOUR,
    timeWindow: 60 * 60_000,
    keyGenerator: (request) => `outreach-record:${userIdOf(request)}`,
  })
  ownDataRoutes(app, guards.requireUser)

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
      const ids = await recordSends(db, userIdOf(request), request.body)
      return reply.code(201).send({ recorded: ids.length, ids })
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
    async (request) => recentOutreachFor(db, userIdOf(request), request.query),
  )

  app.get(
    '/sends',
    { schema: { querystring: outreachListQuery, response: { 200: outreachListResponse, ...errors } } },
    async (request) => {
      const { page, pageSize, status, due, snoozed } = request.query
      const { rows, total } = await listSends(
        db,
        userIdOf(request),
        { status, due, snoozed },
        { limit: pageSize, offset: (page - 1) * pageSize },
      )
      return { items: rows.map(toSend), total, page, pageSize }
    },
  )

  app.get(
    '/due-count',
    { schema: { response: { 200: outreachDueCount, 401: apiError } } },
    async (request) => ({ due: await countDue(db, userIdOf(request)) }),
  )

  app.get(
    '/sends.csv',
    // 200 is CSV text, not JSON: only the errors have schemas
    { schema: { response: { ...errors, 429: apiError } } },
    async (request, reply) => {
      const userId = userIdOf(request)
      // One at a time, refused rather than queued: a queued request would hold its socket and memory as
      // long as the one before it, and a client looping on exports would stack them up.
      if (exporting.has(userId)) {
        reply.header('retry-after', EXPORT_BUSY_RETRY_SECONDS)
        throw new HttpError(429, EXPORT_MESSAGES.busy)
      }
      // the counter store unreachable (Redis down): export anyway, the gate and the deadline still bound it
      const limit = await exportsPerMinute(request).catch((err: Error) => {
        request.log.warn({ err: { message: err.message } }, 'export rate limit store unavailable')
        return null
      })
      if (limit && !limit.isAllowed && limit.isExceeded) {
        const seconds = Math.max(1, limit.ttlInSeconds)
        reply.header('retry-after', seconds)
        throw new HttpError(429, EXPORT_MESSAGES.tooMany(seconds))
      }
      exporting.add(userId)
      const raw = reply.raw
      // Each page of the log is its own short query (the pool's connection is back before the page is
      // written), so a slow reader holds no connection; what it holds, its socket and this slot, it holds
      // for at most the deadline.
      const deadline = setTimeout(() => {
        request.log.warn({ userId }, 'outreach export cut off at its deadline')
        raw.destroy()
      }, exportDeadlineMs)
      deadline.unref()
      raw.once('close', () => {
        clearTimeout(deadline)
        exporting.delete(userId)
      })
      try {
        const chunks = await sendsCsv(db, userId)
        const day = productToday()
        // a byte stream: at most one batch waits in its buffer while the client reads the last
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="coldstart-outreach-${day}.csv"`)
          .send(Readable.from(chunks, { objectMode: false }) as never)
      } catch (error) {
        clearTimeout(deadline)
        exporting.delete(userId)
        throw error
      }
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
      const row = await updateSend(db, userIdOf(request), request.params.id, request.body)
      if (!row) throw notFound('Send not found')
      if (row.status === 'replied' && request.body.status === 'replied')
        await onMarkedReplied?.(userIdOf(request), row.id)
      return toSend(row)
    },
  )

  // "Not sent? Undo" after a mail link: the click was logged whether or not a mail app opened
  app.delete(
    '/sends/:id',
    {
      schema: {
        params: outreachSendParams,
        response: { 204: z.null(), 404: apiError, 409: apiError, ...errors },
      },
    },
    async (request, reply) => {
      const outcome = await deleteRecentMailLinkSend(
        db,
        userIdOf(request),
        request.params.id,
        OUTREACH_UNDO_MINUTES,
      )
      if (outcome === 'missing') throw notFound('Send not found')
      if (outcome === 'too late') throw new HttpError(409, OUTREACH_MESSAGES.notUndoable)
      return reply.code(204).send(null)
    },
  )

  app.get(
    '/settings',
    { schema: { response: { 200: outreachSettings, 401: apiError } } },
    async (request) => ({ followUpAfterDays: await findFollowUpDays(db, userIdOf(request)) }),
  )

  app.put(
    '/settings',
    { schema: { body: outreachSettings, response: { 200: outreachSettings, ...errors } } },
    async (request) => ({
      followUpAfterDays: await saveFollowUpDays(db, userIdOf(request), request.body.followUpAfterDays),
    }),
  )
}
