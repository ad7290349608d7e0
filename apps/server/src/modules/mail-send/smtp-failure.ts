import { MailboxConnectFailure } from '../mailbox/index.ts'

/** What a failed SMTP send means for the job, with a reason the student can read. */
export type SmtpFailure =
  | { kind: 'auth'; reason: string }
  | { kind: 'permanent'; reason: string }
  /** `delivered`: the failure may have come after the server took the message (look in Sent before again) */
  | { kind: 'temporary'; reason: string; maybeDelivered: boolean }

interface NodemailerError {
  code?: string
  responseCode?: number
  response?: string
  command?: string
  message?: string
}

const AUTH_CODES = new Set([530, 534, 535])
const RECIPIENT_CODES = new Set([550, 551, 553, 554])
const replyText = (e: NodemailerError) =>
  (e.response ?? e.message ?? '').replace(/\s+/g, ' ').trim().slice(0, 200)

export function classifySmtpFailure(error: unknown, recipient: string): SmtpFailure {
  if (error instanceof MailboxConnectFailure) {
    if (error.reason === 'wrong-password' || error.reason === 'app-password-required')
      return { kind: 'auth', reason: 'Your mail server refused the app password' }
    if (error.reason === 'private-address' || error.reason === 'plain-text-refused')
      return { kind: 'permanent', reason: 'Your mailbox settings point at a server ColdStart cannot use' }
    return {
      kind: 'temporary',
      reason: `Your mail server could not be reached (${error.reason})`,
      maybeDelivered: false,
    }
  }
  const e = (error ?? {}) as NodemailerError
  const code = e.responseCode
  if (e.code === 'EAUTH' || (code !== undefined && AUTH_CODES.has(code)))
    return { kind: 'auth', reason: 'Your mail server refused the app password' }
  if (code !== undefined && code >= 500) {
    const said = replyText(e)
    if (RECIPIENT_CODES.has(code) && (e.command === 'RCPT TO' || e.command === 'DATA' || !e.command))
      return {
        kind: 'permanent',
        reason: `The server refused the email to ${recipient}: ${said || `error ${code}`}`,
      }
    return { kind: 'permanent', reason: `Your mail server refused the email: ${said || `error ${code}`}` }
  }
  if (code !== undefined && code >= 400)
    return {
      kind: 'temporary',
      reason: `Your mail server asked to try later: ${replyText(e)}`,
      maybeDelivered: false,
    }
  // no reply code: the connection dropped or timed out, perhaps after the message was taken
  return {
    kind: 'temporary',
    reason: `Your mail server did not answer (${e.code ?? 'connection lost'})`,
    maybeDelivered: e.code !== 'ECONNECTION' && e.code !== 'EDNS',
  }
}
