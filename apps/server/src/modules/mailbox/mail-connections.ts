import { isIP } from 'node:net'
import type { ImapFlow } from 'imapflow'
import type { Transporter } from 'nodemailer'
import type { MailSecurity } from '@coldstart/contract'

/** A mail server by its name (for TLS) and the address that name was checked to be (the one connected to). */
export interface PinnedServer {
  host: string
  address: string
  port: number
  security: MailSecurity
}

export interface MailLogin {
  user: string
  pass: string
}

// TLS names the host (SNI and the certificate check); an IP literal is checked as an address, no SNI
const tlsName = (server: PinnedServer) =>
  isIP(server.host.replace(/^\[(.*)\]$/, '$1')) ? undefined : server.host

// The mail libraries (about 150 modules with their encodings) load when a student first connects or a mail job
// first runs, not at every server start: most servers never send from a student's mailbox.

/** An IMAP client for `server`, not yet connected. TLS checks the certificate against the host name. */
export async function createImapClient(
  server: PinnedServer,
  login: MailLogin,
  timeoutMs: number,
): Promise<ImapFlow> {
  const { ImapFlow } = await import('imapflow')
  return new ImapFlow({
    host: server.address,
    port: server.port,
    secure: server.security === 'tls',
    doSTARTTLS: server.security === 'starttls' ? true : server.security === 'none' ? false : undefined,
    servername: tlsName(server),
    tls: { servername: tlsName(server), rejectUnauthorized: true },
    auth: login,
    logger: false,
    disableAutoIdle: true,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: Math.max(timeoutMs, 60_000),
  })
}

/** An SMTP transport for `server`: STARTTLS required unless TLS from the start or a private plain host. */
export async function createSmtpTransport(
  server: PinnedServer,
  login: MailLogin,
  timeoutMs: number,
): Promise<Transporter> {
  const { createTransport } = await import('nodemailer')
  return createTransport({
    host: server.address,
    port: server.port,
    secure: server.security === 'tls',
    requireTLS: server.security === 'starttls',
    ignoreTLS: server.security === 'none',
    servername: tlsName(server),
    tls: { servername: tlsName(server), rejectUnauthorized: true },
    auth: login,
    logger: false,
    debug: false,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
  })
}
