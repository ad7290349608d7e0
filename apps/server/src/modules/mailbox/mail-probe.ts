import type { MailboxFailure } from '@coldstart/contract'
import {
  createImapClient,
  createSmtpTransport,
  type MailLogin,
  type PinnedServer,
} from './mail-connections.ts'

export type ProbeResult = { ok: true } | { ok: false; reason: MailboxFailure }

interface MailError {
  code?: string
  message?: string
  response?: string
  responseText?: string
  serverResponseCode?: string
  /** nodemailer: the SMTP server's reply code */
  responseCode?: number
  authenticationFailed?: boolean
  cause?: unknown
}

const UNREACHABLE = new Set([
  'ECONNREFUSED',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EADDRNOTAVAIL',
])
const TIMED_OUT = new Set(['ETIMEDOUT', 'ETIMEOUT', 'CONNECT_TIMEOUT', 'GREETING_TIMEOUT', 'UPGRADE_TIMEOUT'])
const TLS_CODES =
  /^(?:ERR_SSL|ERR_TLS|EPROTO|CERT_|DEPTH_ZERO|SELF_SIGNED|UNABLE_TO_|ETLS|ClosedAfterConnectTLS)/
// Gmail (and Google Workspace) answer a normal password with this when 2-Step Verification is on
const APP_PASSWORD_NEEDED = /application-specific password|app password|5\.7\.9|WEBALERT|InvalidSecondFactor/i

/** The first error code found on an error or its causes (Node nests socket errors in nodemailer's). */
function codes(err: MailError): string[] {
  const found: string[] = []
  let current: unknown = err
  for (let depth = 0; current && typeof current === 'object' && depth < 4; depth++) {
    const e = current as MailError
    if (e.code) found.push(e.code)
    current = e.cause
  }
  return found
}

/** A failure, in the words the student reads; the error's text never leaves the server. */
export function classifyMailError(err: unknown): MailboxFailure {
  const e = (err ?? {}) as MailError
  const text = `${e.message ?? ''} ${e.response ?? ''} ${e.responseText ?? ''} ${e.serverResponseCode ?? ''}`
  const all = codes(e)
  // A refusal the server marks as temporary says nothing about the password: IMAP's [UNAVAILABLE] (RFC 5530,
  // "Temporary authentication failure" while its login service restarts) and SMTP's 4xx replies (454 4.7.0).
  // Taken for a wrong password, it would stop a mailbox until the student reconnects it for nothing.
  const temporary =
    e.serverResponseCode?.toUpperCase() === 'UNAVAILABLE' ||
    (e.responseCode !== undefined && e.responseCode >= 400 && e.responseCode < 500)
  if (temporary) return 'refused'
  if (e.authenticationFailed || all.includes('EAUTH') || /AUTHENTICATIONFAILED|5\.7\.8|535/.test(text)) {
    return APP_PASSWORD_NEEDED.test(text) ? 'app-password-required' : 'wrong-password'
  }
  if (APP_PASSWORD_NEEDED.test(text)) return 'app-password-required'
  if (all.some((c) => TIMED_OUT.has(c)) || /timed? ?out/i.test(text)) return 'timed-out'
  if (all.some((c) => UNREACHABLE.has(c)) || [...UNREACHABLE].some((c) => text.includes(c)))
    return 'unreachable'
  if (all.some((c) => TLS_CODES.test(c)) || /\bTLS\b|SSL|certificate/i.test(text)) return 'tls-refused'
  return 'refused'
}

function deadline<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(Object.assign(new Error('timed out'), { code: 'ETIMEDOUT' })), ms)
  })
  return Promise.race([work, late]).finally(() => clearTimeout(timer))
}

/** IMAP: logs in, finds INBOX and a folder flagged \Sent, logs out. Nothing is read or changed. */
export async function probeImap(
  server: PinnedServer,
  login: MailLogin,
  timeoutMs: number,
): Promise<ProbeResult> {
  const client = await createImapClient(server, login, timeoutMs)
  client.on('error', () => {})
  try {
    const folders = await deadline(
      client.connect().then(() => client.list()),
      timeoutMs,
    )
    const inbox = folders.some((f) => f.path.toUpperCase() === 'INBOX' || f.specialUse === '\\Inbox')
    const sent = folders.some((f) => f.specialUse === '\\Sent')
    if (!inbox || !sent) return { ok: false, reason: 'no-sent-folder' }
    return { ok: true }
  } catch (err) {
    return { ok: false, reason: classifyMailError(err) }
  } finally {
    if (client.usable) await client.logout().catch(() => {})
    client.close()
  }
}

/** SMTP: EHLO and AUTH (STARTTLS first where set), then QUIT. No message is sent. */
export async function probeSmtp(
  server: PinnedServer,
  login: MailLogin,
  timeoutMs: number,
): Promise<ProbeResult> {
  const transport = await createSmtpTransport(server, login, timeoutMs)
  try {
    await deadline(transport.verify(), timeoutMs)
    return { ok: true }
  } catch (err) {
    return { ok: false, reason: classifyMailError(err) }
  } finally {
    transport.close()
  }
}
