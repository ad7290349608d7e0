import { Readable } from 'node:stream'
import { setImmediate } from 'node:timers/promises'
import { z } from 'zod'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  STARTUP_IMPORT_MAX_CHARS,
  adminStartupDetail,
  adminStartupListQuery,
  adminStartupListResponse,
  apiError,
  deletedStartupSnapshot,
  restoreStartupInput,
  startupId,
  startupImportInput,
  startupImportResponse,
  startupInput,
  startupSectorsResponse,
  startupUpdateInput,
} from '@coldstart/contract'
import type { FastifyRequest } from 'fastify'
import { productToday } from '../../lib/product-day.ts'
import { userIdOf } from '../auth/index.ts'
import {
  createStartup,
  deleteStartup,
  getAdminStartup,
  listAdminStartups,
  listSectors,
  restoreStartup,
  updateStartup,
  type AdminStartupsDeps,
} from './admin-startups.service.ts'
import { exportStartupsCsv, importStartups } from './startup-import.service.ts'
import { parseLargeJsonInWorker } from './import-json-body.ts'

const idParams = z.object({ id: startupId })
const errors = { 400: apiError, 401: apiError, 403: apiError }
const actorOf = (request: FastifyRequest) => ({ userId: userIdOf(request), ip: request.ip })

/**
 * /api/admin/startups: Manage Startups and its Add/Edit dialog. The admin guard (admin-guard.plugin)
 * answers 401/403 before any handler here runs and keeps every answer out of caches.
 */
export const adminStartupRoutes: FastifyPluginAsyncZod<AdminStartupsDeps> = async (app, deps) => {
  const { db } = deps
  parseLargeJsonInWorker(app)

  app.get(
    '/',
    {
      schema: { querystring: adminStartupListQuery, response: { 200: adminStartupListResponse, ...errors } },
    },
    async (request) => listAdminStartups(db, request.query),
  )

  app.get('/sectors', { schema: { response: { 200: startupSectorsResponse, ...errors } } }, async () => ({
    sectors: await listSectors(db),
  }))

  app.get(
    '/export',
    {
      schema: {
        querystring: adminStartupListQuery.omit({ cursor: true, limit: true }),
        // 200 is a CSV stream (STARTUP_CSV_COLUMNS), not JSON
        response: errors,
      },
    },
    async (request, reply) => {
      const day = productToday()
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="coldstart-startups-${day}.csv"`)
      // a stream is sent as it is; the JSON response schemas above only cover the errors
      return reply.send(Readable.from(exportStartupsCsv(db, request.query)) as never)
    },
  )

  app.post(
    '/import',
    {
      // the file travels as JSON text: allow for its size plus JSON escaping
      bodyLimit: STARTUP_IMPORT_MAX_CHARS * 2,
      schema: { body: startupImportInput, response: { 200: startupImportResponse, ...errors } },
      // The report of 5,000 rows is megabytes of JSON: checking and serialising it is one turn, encoding and
      // writing it another, so neither holds the event loop for the sum of both.
      onSend: async (_request, _reply, payload) => {
        await setImmediate()
        return payload
      },
    },
    async (request) => importStartups(deps, request.body, actorOf(request)),
  )

  app.post(
    '/restore',
    {
      schema: { body: restoreStartupInput, response: { 201: adminStartupDetail, 409: apiError, ...errors } },
    },
    async (request, reply) =>
      reply.code(201).send(await restoreStartup(deps, request.body, actorOf(request))),
  )

  app.get(
    '/:id',
    { schema: { params: idParams, response: { 200: adminStartupDetail, 404: apiError, ...errors } } },
    async (request) => getAdminStartup(db, request.params.id),
  )

  app.post(
    '/',
    { schema: { body: startupInput, response: { 201: adminStartupDetail, ...errors } } },
    async (request, reply) => reply.code(201).send(await createStartup(deps, request.body, actorOf(request))),
  )

  app.put(
    '/:id',
    {
      schema: {
        params: idParams,
        body: startupUpdateInput,
        response: { 200: adminStartupDetail, 404: apiError, 409: apiError, ...errors },
      },
    },
    async (request) => updateStartup(deps, request.params.id, request.body, actorOf(request)),
  )

  app.delete(
    '/:id',
    {
      schema: {
        params: idParams,
        // 409: more internships point at it than its Undo could put back
        response: { 200: deletedStartupSnapshot, 404: apiError, 409: apiError, ...errors },
      },
    },
    async (request) => deleteStartup(deps, request.params.id, actorOf(request)),
  )
}
