import { pluralWord, templateLeftovers } from '@coldstart/contract'
import type { SendConfirmation } from '../components/send-confirm'

/**
 * Asked before any send while template text is left in the subject or body: a `{{variable}}`, a section
 * tag (`{{#role}}`) or a lone `{{` or `}}`. It names what is left, so the student can fix it or send anyway.
 */
export function leftoversConfirmation(subject: string, body: string): SendConfirmation | null {
  const left = templateLeftovers(`${subject}\n${body}`)
  if (!left.length) return null
  const named = left.slice(0, 3).join(', ') + (left.length > 3 ? ` and ${left.length - 3} more` : '')
  const it = pluralWord(left.length, 'it', 'them')
  return {
    id: 'leftovers',
    title: 'Send with template text left?',
    message: `The email still has ${named}: the founder would see ${it} as written. Fix ${it} above, or send anyway.`,
    action: 'Send anyway',
  }
}
