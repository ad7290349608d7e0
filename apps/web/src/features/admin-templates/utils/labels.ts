import type { TemplateNoReplyUse } from '@coldstart/contract'

export const CATEGORY_LABELS: Record<string, string> = { internship: 'Internship', 'follow-up': 'Follow-up' }

/** Which no-reply follow-up a follow-up template is for, as the editor offers it. */
export const NO_REPLY_USE_LABELS: Record<TemplateNoReplyUse, string> = {
  any: 'As any follow-up',
  first: 'As the first follow-up',
  last: 'As the last follow-up',
  never: 'Never: not a nudge',
}

/** "active" → "Active" (status labels). */
export const capitalise = (s: string) => (s ? s[0]!.toUpperCase() + s.slice(1) : s)
