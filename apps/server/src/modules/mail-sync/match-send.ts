import type { MessageKind } from './classify-message.ts'
import type { MessageHeaders } from './mail-headers.ts'

/** One of the student's emails sent from their mailbox, as the matcher needs it. */
export interface SentEmail {
  id: string
  /** the thread's first email (itself when it is the first) */
  rootId: string
  messageId: string
  contactEmail: string
  sentAt: Date
}

export type Match = { send: SentEmail; by: 'message-id' | 'sender' | 'domain' }

// Addresses at these domains belong to anyone: someone else at gmail.com is not the startup answering.
const SHARED_DOMAINS = new Set([
  'gmail.com',
  'googlemail.com',
  'outlook.com',
  'hotmail.com',
  'live.com',
  'msn.com',
  'yahoo.com',
  'yahoo.co.in',
  'ymail.com',
  'rediffmail.com',
  'icloud.com',
  'me.com',
  'aol.com',
  'proton.me',
  'protonmail.com',
  'zoho.com',
  'zohomail.in',
])

const domainOf = (address: string) => address.slice(address.lastIndexOf('@') + 1).toLowerCase()

/** The latest email to an address matching `pick`, sent before the message arrived. */
function latestBefore(sends: SentEmail[], at: Date, pick: (s: SentEmail) => boolean): SentEmail | null {
  let best: SentEmail | null = null
  for (const s of sends) {
    if (s.sentAt <= at && pick(s) && (!best || s.sentAt > best.sentAt)) best = s
  }
  return best
}

/**
 * Which of our emails a message answers: one it names by Message-ID (In-Reply-To first), else, unless it is a
 * bounce, the latest email to its sender before it arrived; else, for an ordinary message from another
 * address at a startup's own domain, that startup's latest email (a possible reply, for the student to say).
 */
export function matchSend(
  kind: MessageKind,
  h: MessageHeaders,
  arrivedAt: Date,
  sends: SentEmail[],
  byMessageId: Map<string, SentEmail>,
): Match | null {
  if (kind.kind === 'ignore') return null
  for (const id of kind.ids) {
    const send = byMessageId.get(id)
    if (send) return { send, by: 'message-id' }
  }
  if (kind.kind === 'bounce' || !h.from) return null
  const sender = latestBefore(sends, arrivedAt, (s) => s.contactEmail.toLowerCase() === h.from)
  if (sender) return { send: sender, by: 'sender' }
  const domain = domainOf(h.from)
  if (kind.kind !== 'message' || SHARED_DOMAINS.has(domain)) return null
  const colleague = latestBefore(sends, arrivedAt, (s) => domainOf(s.contactEmail) === domain)
  return colleague ? { send: colleague, by: 'domain' } : null
}
