import { INTERNSHIP_RECIPIENT_NAME, type OutreachSend } from '@coldstart/contract'

/**
 * The composer writes only to whom the directory lists (the server reads every address from it): a startup's
 * team member, or an open posting's application address.
 */
export const followsUpInComposer = (send: OutreachSend) => send.employee !== null || send.internship !== null

/** Why Follow up opens the student's mail app instead of the composer; null when the composer can write it. */
export function mailAppReason(send: OutreachSend): string | null {
  if (followsUpInComposer(send)) return null
  const gone =
    send.contactName === INTERNSHIP_RECIPIENT_NAME
      ? 'This internship is no longer open'
      : `${send.contactName ?? send.contactEmail} is no longer listed at ${send.company}`
  return `${gone}, so Follow up opens your mail app.`
}
