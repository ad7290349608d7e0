import { OUTREACH_REPEAT_WARNING_DAYS, plural, type RecentOutreach } from '@coldstart/contract'
import { daysAgo, daysSince } from '@/lib/days-ago'

const recent = (iso: string | null, now: number): iso is string =>
  iso !== null && daysSince(iso, now) < OUTREACH_REPEAT_WARNING_DAYS

/**
 * The sentence that asks before a repeat: the people among these recipients this student emailed within
 * OUTREACH_REPEAT_WARNING_DAYS, else the startup when anyone there was; null when neither.
 * `recipientIds` are employee ids (null for an internship's single address).
 */
export function repeatWarning(
  data: RecentOutreach | undefined,
  recipientIds: (string | null)[],
  company: string,
  now = Date.now(),
): string | null {
  if (!data) return null
  const chosen = new Set(recipientIds)
  const hits = data.contacts
    .filter((c) => chosen.has(c.employeeId) && recent(c.lastSentAt, now))
    .sort((a, b) => Date.parse(b.lastSentAt!) - Date.parse(a.lastSentAt!))
  const [first] = hits
  if (first) {
    const others = hits.length - 1
    const more = others ? ` (and ${plural(others, 'other')} on this email)` : ''
    return `You emailed ${first.name} ${daysAgo(first.lastSentAt!, now)}${more}. Send again?`
  }
  if (recent(data.startupLastSentAt, now)) {
    return `You emailed someone at ${company} ${daysAgo(data.startupLastSentAt!, now)}. Send again?`
  }
  return null
}
