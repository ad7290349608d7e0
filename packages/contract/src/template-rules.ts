// Templates' reply-rate rules and wording, without zod: Email Templates shows the rate on every card, and with
// the schemas beside it the page carried zod (about 25 KB) in front of its cards (docs/decisions/062).
import { plural } from './plural-rules.ts'

/**
 * A template's reply rate is shown once this many first emails were sent with it from students' connected
 * mailboxes; below it, success_rate is null (the same number is in migration 0026's generated column).
 */
export const TEMPLATE_RATE_MIN_SENDS = 20

/** Shown in place of a reply rate below TEMPLATE_RATE_MIN_SENDS sends. */
export const TEMPLATE_RATE_PENDING = 'Not enough sends yet'

/** "Replied to 18% of 140 emails" */
export function replyRateText(rate: { percent: number; emails: number }): string {
  return `Replied to ${Math.round(rate.percent)}% of ${plural(rate.emails, 'email')}`
}
