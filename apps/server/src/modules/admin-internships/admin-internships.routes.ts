import { z } from 'zod'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  adminInternship,
  adminInternshipListQuery,
  adminInternshipListResponse,
  apiError,
  internshipId,
  internshipInput,
  internshipStartupOptions,
  internshipStartupOptionsQuery,
} from '@coldstart/contract'
import type { Db } from '../../db/client.ts'
import type { FastifyRequest } from 'fastify'
import { notFound } from '../../lib/http-error.ts'
import { recordActivity } from '../activity/index.ts'
import { userIdOf } from '../auth/index.ts'
import {
  deleteInternship,
  insertInternship,
  listInternships,
  startupOptions,
  toAdminInternship,
  updateInternship,
} from './admin-internships.repository.ts'
import { internshipFieldsOf } from './admin-internships.service.ts'

const params = z.object({ id: internshipId })
const NOT_FOUND = 'Internship not found'

function logChange(
  db: Db,
  request: FastifyRequest,
  action: 'internship_created' | 'internship_updated' | 'internship_deleted',
  row: { id: string; title: string; company: string; status: string },
) {
  return recordActivity(db, {
    action,
    entityType: 'internship',
    entityId: row.id,
    userId: userIdOf(request),
    ip: request.ip,
    details: { title: row.title, company: row.company, status: row.status },
  })
}

/** Admin internships (/admin/internships): list with search, add, edit, delete. Admins only (/api/admin). */
export const adminInternshipRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/',
    {
      schema: {
        querystring: adminInternshipListQuery,
        response: { 200: adminInternshipListResponse, 400: apiError },
      },
    },
    async (request) => {
      const { q, status, page, pageSize } = request.query
      const result = await listInternships(
        db,
        { q, status },
        { limit: pageSize, offset: (page - 1) * pageSize },
      )
      return { ...result, page, pageSize }
    },
  )

  app.get(
    '/startups',
    {
      schema: {
        querystring: internshipStartupOptionsQuery,
        response: { 200: internshipStartupOptions, 400: apiError },
      },
    },
    async (request) => ({ items: await startupOptions(db, request.query.q) }),
  )

  app.post(
    '/',
    { schema: { body: internshipInput, response: { 201: adminInternship, 400: apiError } } },
    async (request, reply) => {
      const row = await db.transaction(async (tx) => {
        const created = await insertInternship(tx, await internshipFieldsOf(tx, request.body))
        await logChange(tx, request, 'internship_created', created)
        return created
      })
      return reply.code(201).send(toAdminInternship(row))
    },
  )

  app.put(
    '/:id',
    {
      schema: {
        params,
        body: internshipInput,
        response: { 200: adminInternship, 400: apiError, 404: apiError },
      },
    },
    async (request) => {
      const row = await db.transaction(async (tx) => {
        const updated = await updateInternship(
          tx,
          request.params.id,
          await internshipFieldsOf(tx, request.body),
        )
        if (!updated) throw notFound(NOT_FOUND)
        await logChange(tx, request, 'internship_updated', updated)
        return updated
      })
      return toAdminInternship(row)
    },
  )

  app.delete(
    '/:id',
    { schema: { params, response: { 204: z.null(), 400: apiError, 404: apiError } } },
    async (request, reply) => {
      await db.transaction(async (tx) => {
        const deleted = await deleteInternship(tx, request.params.id)
        if (!deleted) throw notFound(NOT_FOUND)
        await logChange(tx, request, 'internship_deleted', deleted)
      })
      return reply.code(204).send(null)
    },
  )
}
