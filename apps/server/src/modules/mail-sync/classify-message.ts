import type { MessageHeaders } from './mail-headers.ts'
import { messageIdsIn } from './mail-headers.ts'

/**
 * What a new INBOX message is, decided in a fixed order: a bounce first (a delivery report or a mail system's
 * notice), then an auto-reply, then an ordinary message. `ids` are the Message-IDs it names, to match ours.
 */
export type MessageKind =
  | { kind: 'bounce'; ids: string[] }
  | { kind: 'auto-reply'; ids: string[] }
  | { kind: 'message'; ids: string[] }
  /** a delivery delay or a read receipt: says nothing about a reply */
  | { kind: 'ignore' }

// Mail systems' own senders: Gmail's mailer-daemon, Outlook's postmaster, Exchange's MicrosoftExchange<hex>.
const MAIL_SYSTEM = /^(?:mailer-daemon|mail-daemon|postmaster|mail\.delivery|microsoftexchange[\da-f]{32})@/i
const DELAY_SUBJECT = /\b(?:delay|delayed|still trying|warning: message .* not delivered yet)\b/i

// Out-of-office subjects, English and the phrasings common in Indian offices ("out of station", "on leave").
const AUTO_REPLY_SUBJECTS = [
  /^(?:automatic reply|auto[- ]?reply|auto[- ]?response|auto):/i,
  /\bout of (?:the )?office\b/i,
  /\bOOO\b/,
  /\b(?:away|absent) from (?:the |my )?(?:office|desk)\b/i,
  /\bon (?:annual |sick |medical |maternity |paternity |casual |earned )?leave\b/i,
  /\bout of station\b/i,
  /\bvacation (?:reply|notice|message|responder)\b/i,
  /\bon (?:vacation|holiday)\b/i,
  /\bcurrently (?:unavailable|travell?ing|away|out)\b/i,
  /\bnot (?:available|in office) (?:till|until|from)\b/i,
  /^thank(?:s| you) for (?:your (?:e-?mail|mail|message)|contacting|writing|reaching out)\b/i,
]

/** Whether the message may be a bounce, so worth a bounded look at its body for our Message-ID. */
export function mayBeBounce(h: MessageHeaders): boolean {
  return isDeliveryReport(h) || MAIL_SYSTEM.test(h.from)
}

function isDeliveryReport(h: MessageHeaders): boolean {
  return h.contentType.startsWith('multipart/report') && /report-type="?delivery-status/.test(h.contentType)
}

export function isAutoReply(h: MessageHeaders): boolean {
  if (h.autoSubmitted && h.autoSubmitted.split(';')[0]!.trim() !== 'no') return true
  if (h.xAutoreply) return true
  if (h.precedence === 'auto_reply') return true
  const subject = h.subject.replace(/^(?:re|fwd?|aw)\s*:\s*/i, '')
  return AUTO_REPLY_SUBJECTS.some((re) => re.test(h.subject) || re.test(subject))
}

/** A report whose recipients were all only delayed (Action: delayed, none failed) is not a bounce yet. */
function onlyDelayed(h: MessageHeaders, body: string | null): boolean {
  if (body && /^action:\s*delayed/im.test(body)) return !/^action:\s*failed/im.test(body)
  return !body?.match(/^action:\s*failed/im) && DELAY_SUBJECT.test(h.subject)
}

/**
 * Classifies one message from its headers and, for a possible bounce only, the first part of its body
 * (`bodyPeek`, bounded by the caller) where a report carries the original's headers.
 */
export function classifyMessage(h: MessageHeaders, bodyPeek: string | null = null): MessageKind {
  const named = [...h.inReplyTo, ...h.references]
  if (mayBeBounce(h)) {
    if (onlyDelayed(h, bodyPeek)) return { kind: 'ignore' }
    const ids = [...named, ...messageIdsIn(bodyPeek ?? '')].filter((id) => id !== h.messageId)
    return { kind: 'bounce', ids: [...new Set(ids)] }
  }
  if (h.contentType.startsWith('multipart/report')) return { kind: 'ignore' }
  if (isAutoReply(h)) return { kind: 'auto-reply', ids: named }
  return { kind: 'message', ids: named }
}
