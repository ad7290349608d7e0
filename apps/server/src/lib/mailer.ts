import type { FastifyBaseLogger } from 'fastify'
import { createTransport } from 'nodemailer'

export interface MailMessage {
  to: string
  subject: string
  text: string
}

export interface Mailer {
  send(message: MailMessage): Promise<void>
}

/**
 * SMTP through nodemailer when SMTP_URL is set. Without it (the embedded default) the message goes to the
 * server log, so whoever runs ColdStart can still pass a reset link on.
 */
export function createMailer(opts: {
  smtpUrl: string | undefined
  from: string
  log: FastifyBaseLogger
}): Mailer {
  if (!opts.smtpUrl) {
    return {
      async send(message) {
        opts.log.info({ to: message.to }, `No SMTP_URL: mail "${message.subject}" not sent.\n${message.text}`)
      },
    }
  }
  const transport = createTransport(opts.smtpUrl)
  return {
    async send(message) {
      await transport.sendMail({ from: opts.from, ...message })
    },
  }
}
