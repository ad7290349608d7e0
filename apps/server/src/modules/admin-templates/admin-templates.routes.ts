import { z } from 'zod'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  ADMIN_TEMPLATES_PAGE_SIZE,
  adminTemplate,
  adminTemplateId,
  adminTemplateInput,
  adminTemplateListQuery,
  adminTemplateListResponse,
  apiError,
} from '@coldstart/contract'
import type { Db } from '../../db/client.ts'
import { notFound } from '../../lib/http-error.ts'
import { authUserOf } from '../auth/auth.guard.ts'
import { recordActivity } from '../activity/activity-log.ts'
import {
  insertTemplate,
  listTemplates,
  toAdminTemplate,
  updateTemplate,
} from './admin-templates.repository.ts'

const params = z.object({ id: adminTemplateId })
const NOT_FOUND = 'Template not found'

/** Manage Emails (SPEC §2): list with search, create, edit, archive. Under /api/admin: admins only. */
export const adminTemplateRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/',
    {
      schema: {
        querystring: adminTemplateListQuery,
        response: { 200: adminTemplateListResponse, 400: apiError },
      },
    },
    async (request, reply) => {
      const { q, page } = request.query
      reply.header('cache-control', 'no-store')
      const offset = (page - 1) * ADMIN_TEMPLATES_PAGE_SIZE
      const result = await listTemplates(db, q, { limit: ADMIN_TEMPLATES_PAGE_SIZE, offset })
      return { ...result, page, pageSize: ADMIN_TEMPLATES_PAGE_SIZE }
    },
  )

  app.post(
    '/',
    { schema: { body: adminTemplateInput, response: { 201: adminTemplate, 400: apiError } } },
    async (request, reply) => {
      const row = await db.transaction(async (tx) => {
        const created = await insertTemplate(tx, request.body)
        await recordActivity(tx, {
          action: 'template_created',
          entityType: 'template',
          entityId: created.id,
          userId: authUserOf(request).userId,
          ip: request.ip,
          details: { title: created.title },
        })
        return created
      })
      return reply.code(201).send(toAdminTemplate(row))
    },
  )

  app.put(
    '/:id',
    {
      schema: {
        params,
        body: adminTemplateInput,
        response: { 200: adminTemplate, 400: apiError, 404: apiError },
      },
    },
    async (request) => {
      const row = await db.transaction(async (tx) => {
        const updated = await updateTemplate(tx, request.params.id, request.body)
        if (!updated) throw notFound(NOT_FOUND)
        await recordActivity(tx, {
          action: updated.status === 'archived' ? 'template_archived' : 'template_updated',
          entityType: 'template',
          entityId: updated.id,
          userId: authUserOf(request).userId,
          ip: request.ip,
          details: { title: updated.title, status: updated.status },
        })
        return updated
      })
      return toAdminTemplate(row)
    },
  )

  // The card's Archive button: out of the students' list, kept for its history (usage, success rate).
  app.post(
    '/:id/archive',
    { schema: { params, response: { 200: adminTemplate, 400: apiError, 404: apiError } } },
    async (request) => {
      const row = await db.transaction(async (tx) => {
        const archived = await updateTemplate(tx, request.params.id, { status: 'archived' })
        if (!archived) throw notFound(NOT_FOUND)
        await recordActivity(tx, {
          action: 'template_archived',
          entityType: 'template',
          entityId: archived.id,
          userId: authUserOf(request).userId,
          ip: request.ip,
          details: { title: archived.title },
        })
        return archived
      })
      return toAdminTemplate(row)
    },
  )
}
