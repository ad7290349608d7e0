import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  apiError,
  mailboxSendBody,
  mailboxSendItem,
  mailboxSendParams,
  mailboxSendResponse,
  mailboxSettings,
  mailboxSettingsBody,
  rescheduleSendBody,
} from '@coldstart/contract'
import { ownDataRoutes, userIdOf, type AuthGuards } from '../auth/index.ts'
import type { MailSendService } from './mail-send.service.ts'

export interface MailSendRoutesOptions {
  service: MailSendService
  guards: Pick<AuthGuards, 'requireUser'>
}

const errors = { 400: apiError, 401: apiError, 404: apiError, 409: apiError } as const

/**
 * /api/mailbox/sends and /api/mailbox/settings: the signed-in student's own sends from their mailbox. Another
 * student's send is a 404, admins included, as on the outreach log.
 */
export const mailSendRoutes: FastifyPluginAsyncZod<MailSendRoutesOptions> = async (
  app,
  { service, guards },
) => {
  ownDataRoutes(app, guards.requireUser)

  app.post(
    '/sends',
    { schema: { body: mailboxSendBody, response: { 201: mailboxSendResponse, ...errors } } },
    async (request, reply) => reply.code(201).send(await service.create(userIdOf(request), request.body)),
  )

  const action = (path: string, run: (userId: string, id: string) => ReturnType<MailSendService['cancel']>) =>
    app.post(
      `/sends/:id/${path}`,
      { schema: { params: mailboxSendParams, response: { 200: mailboxSendItem, ...errors } } },
      async (request) => run(userIdOf(request), request.params.id),
    )
  action('cancel', (userId, id) => service.cancel(userId, id))
  action('send-now', (userId, id) => service.sendNow(userId, id))
  action('retry', (userId, id) => service.retry(userId, id))

  app.patch(
    '/sends/:id',
    {
      schema: {
        params: mailboxSendParams,
        body: rescheduleSendBody,
        response: { 200: mailboxSendItem, ...errors },
      },
    },
    async (request) =>
      service.reschedule(userIdOf(request), request.params.id, new Date(request.body.scheduledFor)),
  )

  app.get('/settings', { schema: { response: { 200: mailboxSettings, ...errors } } }, async (request) =>
    service.settings(userIdOf(request)),
  )

  app.patch(
    '/settings',
    { schema: { body: mailboxSettingsBody, response: { 200: mailboxSettings, ...errors } } },
    async (request) => service.saveSettings(userIdOf(request), request.body),
  )
}
