import type { ActivityEntry } from '@coldstart/contract'

/** An activity as a sentence in three parts: who, what they did, and to what (null when nothing is named). */
export interface ActivitySentence {
  who: string
  did: string
  what: string | null
}

// Rows the auth module writes, worded for a person; `subject` is usually the account's email.
const FIXED: Record<string, (subject: string | null) => Omit<ActivitySentence, 'who'> & { who?: string }> = {
  sign_up: () => ({ did: 'signed up', what: null }),
  startups_imported: (s) => ({ did: 'imported', what: s ?? 'startups' }),
  sign_in: () => ({ did: 'signed in', what: null }),
  sign_out: () => ({ did: 'signed out', what: null }),
  sign_in_failed: (s) => ({ did: 'failed to sign in as', what: s }),
  refresh_token_reused: () => ({ did: 'reused an old session token; that sign-in was ended', what: null }),
  password_reset_requested: (s) => ({ did: 'asked for a password reset for', what: s }),
  password_recovered: () => ({ did: 'reset their password', what: null }),
  password_changed: () => ({ did: 'changed their password', what: null }),
  // written by the server (ADMIN_EMAILS, the admin CLI) on the account itself: name the account
  role_granted: (s) => ({ ...(s ? { who: s } : {}), did: 'became an admin', what: null }),
  role_revoked: (s) => ({ ...(s ? { who: s } : {}), did: 'is no longer an admin', what: null }),
}

const VERBS: Record<string, string> = {
  created: 'added',
  updated: 'edited',
  deleted: 'deleted',
  archived: 'archived',
  restored: 'restored',
  imported: 'imported',
  exported: 'exported',
  used: 'used',
}

const NOUNS: Record<string, string> = {
  email_template: 'template',
  template: 'template',
  startup: 'startup',
  startups: 'startups',
  internship: 'internship',
}

/** `startup_created` → "added startup", any other `<entity>_<verb>` → "<verb> <entity>" in plain words. */
function genericPhrase(actionType: string): string {
  const at = actionType.lastIndexOf('_')
  if (at <= 0) return actionType.replaceAll('_', ' ')
  const entity = actionType.slice(0, at)
  const verb = actionType.slice(at + 1)
  return `${VERBS[verb] ?? verb} ${NOUNS[entity] ?? entity.replaceAll('_', ' ')}`
}

export function describeActivity(
  entry: Pick<ActivityEntry, 'actionType' | 'actor' | 'subject'>,
): ActivitySentence {
  const who = entry.actor ?? 'Someone'
  const fixed = FIXED[entry.actionType]
  if (fixed) return { who, ...fixed(entry.subject) }
  return { who, did: genericPhrase(entry.actionType), what: entry.subject }
}

const RELATIVE = new Intl.RelativeTimeFormat('en', { numeric: 'auto' })
const STEPS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', 30],
  ['month', 12],
  ['year', Number.POSITIVE_INFINITY],
]

/** "3 hours ago", "yesterday", "2 months ago". */
export function timeAgo(iso: string, now = Date.now()): string {
  let value = (new Date(iso).getTime() - now) / 1000
  for (const [unit, size] of STEPS) {
    if (Math.abs(value) < size) return RELATIVE.format(Math.round(value), unit)
    value /= size
  }
  return RELATIVE.format(Math.round(value), 'year')
}
