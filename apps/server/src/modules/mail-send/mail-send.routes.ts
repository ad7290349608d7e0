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
import { authUserOf, type AuthGuards } from '../auth/index.ts'
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
  app.addHook('onRequest', guards.requireUser)
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store')
  })
  const userOf = (request: Parameters<typeof authUserOf>[0]) => authUserOf(request).userId

  app.post(
    '/sends',
    { schema: { body: mailboxSendBody, response: { 201: mailboxSendResponse, ...errors } } },
    async (request, reply) => reply.code(201).send(await service.create(userOf(request), request.body)),
  )

  const action = (path: string, run: (userId: string, id: string) => ReturnType<MailSendService['cancel']>) =>
    app.post(
      `/sends/:id/${path}`,
      { schema: { params: mailboxSendParams, response: { 200: mailboxSendItem, ...errors } } },
      async (request) => run(userOf(request), request.params.id),
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
      service.reschedule(userOf(request), request.params.id, new Date(request.body.scheduledFor)),
  )

  app.get('/settings', { schema: { response: { 200: mailboxSettings, ...errors } } }, async (request) =>
    service.settings(userOf(request)),
  )

  app.patch(
    '/settings',
    { schema: { body: mailboxSettingsBody, response: { 200: mailboxSettings, ...errors } } },
    async (request) => service.saveSettings(userOf(request), request.body),
  )
}
