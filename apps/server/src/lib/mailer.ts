import type { FastifyBaseLogger } from 'fastify'

export interface MailMessage {
  to: string
  subject: string
  text: string
}

export interface Mailer {
  send(message: MailMessage): Promise<void>
}

/**
 * SMTP through nodemailer when SMTP_URL is set. Without it, in development and tests the message goes to the
 * server log, so whoever runs ColdStart can still pass a reset link on; in production a log is no place for a
 * one-time link, so only the fact that a mail was not sent is logged.
 */
export async function createMailer(opts: {
  smtpUrl: string | undefined
  from: string
  log: FastifyBaseLogger
  production: boolean
}): Promise<Mailer> {
  if (!opts.smtpUrl) {
    return {
      async send(message) {
        if (opts.production) {
          opts.log.warn(`mail "${message.subject}" requested but not sent: SMTP_URL is not configured`)
          return
        }
        opts.log.info({ to: message.to }, `No SMTP_URL: mail "${message.subject}" not sent.\n${message.text}`)
      },
    }
  }
  // nodemailer loads only when SMTP_URL asks for it
  const { createTransport } = await import('nodemailer')
  const transport = createTransport(opts.smtpUrl)
  return {
    async send(message) {
      await transport.sendMail({ from: opts.from, ...message })
    },
  }
}
