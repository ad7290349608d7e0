// How an email greets its recipients: a person by first name ("Priya", "Dr. Rao"), two people by both first
// names, a larger group or a mailbox by its team. Names come from the directory as typed by admins and
// founders: initials first ("R. Karthik"), titles, capitals, brackets and scripts other than Latin.

/** Titles dropped before a first name; a doctor or professor is greeted with the title and family name. */
const PLAIN_TITLES = new Set([
  'mr',
  'mrs',
  'ms',
  'miss',
  'mx',
  'shri',
  'sri',
  'smt',
  'kumari',
  'er',
  'ca',
  'adv',
])
const FORMAL_TITLES: Record<string, string> = { dr: 'Dr.', prof: 'Prof.', professor: 'Prof.' }

/** "R.", "K.R.", "S": an initial, not a name to greet someone by. */
const isInitial = (word: string) => /^(?:\p{Lu}\.?){1,3}$/u.test(word) && word.replaceAll('.', '').length <= 2

/** "PRIYA" → "Priya"; names in mixed case ("McKay", "DeSouza") and other scripts stay as written. */
function tidyCase(word: string): string {
  if (word.length > 1 && word === word.toUpperCase() && word !== word.toLowerCase()) {
    return word.charAt(0) + word.slice(1).toLowerCase()
  }
  return word
}

/**
 * The name a person is greeted by: "Priya Sharma" → "Priya", "Dr. Meera Rao" → "Dr. Rao", "R. Karthik" →
 * "Karthik", "अनन्या शर्मा" → "अनन्या", "Kashyap" → "Kashyap"; null for a blank name.
 */
export function greetingName(fullName: string): string | null {
  const words = fullName
    .replace(/\([^()]*\)/g, ' ')
    .split(/[\s,]+/)
    .filter((w) => w && !w.includes('@'))
  if (!words.length) return null
  const title = words[0]!.toLowerCase().replace(/\.$/, '')
  if (FORMAL_TITLES[title] && words.length > 1) return `${FORMAL_TITLES[title]} ${tidyCase(words.at(-1)!)}`
  const rest = PLAIN_TITLES.has(title) && words.length > 1 ? words.slice(1) : words
  const named = rest.find((w) => !isInitial(w)) ?? rest[0]!
  return tidyCase(named)
}

/** "A", "A and B", "A, B and C" */
export function joinNaturally(items: string[]): string {
  if (items.length <= 1) return items[0] ?? ''
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`
}

export interface Recipient {
  name: string
  /** a mailbox greeted by its whole name ("Hiring Team"), not a person with a first name */
  team?: boolean
}

/**
 * The greeting's name for everyone an email goes to: one person's first name, two people's first names,
 * "<Company> team" for three or more, and a team mailbox's own name ("Hiring Team").
 */
export function recipientFirstName(recipients: Recipient[], company: string): string | null {
  if (recipients.length > 2) return `${company} team`
  if (recipients.length === 1 && recipients[0]!.team) return recipients[0]!.name
  const names = recipients
    .map((r) => (r.team ? r.name : greetingName(r.name)))
    .filter((n): n is string => !!n)
  return names.length ? joinNaturally(names) : null
}

/** `{{recipient_name}}`: the one recipient's full name, or the first names of several. */
export function recipientFullName(recipients: Recipient[], company: string): string | null {
  if (recipients.length === 1) return recipients[0]!.name.trim() || null
  return recipientFirstName(recipients, company)
}
