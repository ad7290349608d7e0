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
  checkTemplate,
  publishRefusal,
  type AdminTemplateInput,
} from '@coldstart/contract'
import type { FastifyRequest } from 'fastify'
import type { Db } from '../../db/client.ts'
import type { EmailTemplate } from '../../db/schema/index.ts'
import { badRequest, notFound } from '../../lib/http-error.ts'
import { userIdOf } from '../auth/index.ts'
import { recordActivity } from '../activity/index.ts'
import {
  insertTemplate,
  listTemplates,
  toAdminTemplate,
  updateTemplate,
  type TemplateFields,
} from './admin-templates.repository.ts'

const params = z.object({ id: adminTemplateId })
const NOT_FOUND = 'Template not found'

type TemplateAction = 'template_created' | 'template_updated' | 'template_archived'

function logChange(db: Db, request: FastifyRequest, action: TemplateAction, row: EmailTemplate) {
  return recordActivity(db, {
    action,
    entityType: 'template',
    entityId: row.id,
    userId: userIdOf(request),
    ip: request.ip,
    details: { title: row.title, status: row.status },
  })
}

/** A template with problems is saved only as a draft (or archived): students never get a broken one. */
function refuseBrokenPublish(input: Pick<AdminTemplateInput, 'status' | 'templateContent'>) {
  if (input.status !== 'active') return
  const problems = checkTemplate(input.templateContent)
  if (problems.length) throw badRequest(publishRefusal(problems), 'templateContent')
}

/** Only a follow-up template is picked for a no-reply follow-up: an internship one is stored as 'any'. */
function templateFields(input: TemplateFields): TemplateFields {
  return { ...input, noReplyUse: input.category === 'follow-up' ? input.noReplyUse : 'any' }
}

/** Manage Emails: list with search, create, edit, archive. Under /api/admin: admins only. */
export const adminTemplateRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  // One transaction: the row and its log entry; an edit that sets status archived is logged as archiving.
  function changeTemplate(request: FastifyRequest, id: string, fields: Partial<TemplateFields>) {
    return db.transaction(async (tx) => {
      const row = await updateTemplate(tx, id, fields)
      if (!row) throw notFound(NOT_FOUND)
      await logChange(tx, request, row.status === 'archived' ? 'template_archived' : 'template_updated', row)
      return row
    })
  }

  app.get(
    '/',
    {
      schema: {
        querystring: adminTemplateListQuery,
        response: { 200: adminTemplateListResponse, 400: apiError },
      },
    },
    async (request) => {
      const { q, page } = request.query
      const offset = (page - 1) * ADMIN_TEMPLATES_PAGE_SIZE
      const result = await listTemplates(db, q, { limit: ADMIN_TEMPLATES_PAGE_SIZE, offset })
      return { ...result, page, pageSize: ADMIN_TEMPLATES_PAGE_SIZE }
    },
  )

  app.post(
    '/',
    { schema: { body: adminTemplateInput, response: { 201: adminTemplate, 400: apiError } } },
    async (request, reply) => {
      refuseBrokenPublish(request.body)
      const row = await db.transaction(async (tx) => {
        const created = await insertTemplate(tx, templateFields(request.body))
        await logChange(tx, request, 'template_created', created)
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
      refuseBrokenPublish(request.body)
      return toAdminTemplate(await changeTemplate(request, request.params.id, templateFields(request.body)))
    },
  )

  // The card's Archive button: out of the students' list, kept for its history (usage, success rate).
  app.post(
    '/:id/archive',
    { schema: { params, response: { 200: adminTemplate, 400: apiError, 404: apiError } } },
    async (request) =>
      toAdminTemplate(await changeTemplate(request, request.params.id, { status: 'archived' })),
  )
}
