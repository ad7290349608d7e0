// Sending from the student's own mailbox: the mailbox sync finds a send's job by its payload `{ sendId }`.
export { createMailSend, type MailSendService } from './mail-send.service.ts'
export { mailSendRoutes } from './mail-send.routes.ts'
export { MAIL_SEND_KIND, mailGroup, type SendJobPayload } from './send-job.ts'
