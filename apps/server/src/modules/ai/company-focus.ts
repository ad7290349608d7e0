// What a company works on, in a few words an email can say after "your work on": the opening noun phrase of
// its description ("contract review for in-house legal teams"), else its tags ("legaltech, contracts and
// AI"). Only the company's own words: nothing is guessed about it.

import { joinNaturally } from './recipient-names.ts'

const MAX_WORDS = 14
const MIN_WORDS = 3

/** Short tags written as the abbreviations they are. */
const ACRONYMS = new Set(
  'ai ml b2b b2c d2c crm erp ev iot ar vr saas api apis hr ui ux upi kyc nbfc sme msme esg llm gst ott qsr sku ngo'.split(
    ' ',
  ),
)

/** Tags read as words: "customer-support" → "customer support", "ai" → "AI". */
export function tagAsWords(tag: string): string {
  return tag
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((w) => (ACRONYMS.has(w.toLowerCase()) ? w.toUpperCase() : w))
    .join(' ')
}

// Where a description's opening phrase may end: a relative clause, a colon, a dash, a comma.
const CUTS = [' that ', ' which ', ' who ', ': ', ' – ', ' — ', ' - ', '; ', ', ', ' so ', ' with ', ' by ']

/** A description that opens with a sentence about itself ("Acme helps…", "We build…") gives no noun phrase. */
function opensWithSubject(text: string, company: string): boolean {
  const lower = text.toLowerCase()
  return (
    lower.startsWith(company.toLowerCase()) ||
    /^(?:we|our|it|they|this|is|are|helps?|builds?|makes?|provides?|offers?|lets?|enables?)\b/.test(lower)
  )
}

/** The first word in lower case unless it is a name or an abbreviation ("WhatsApp", "APIs", "UPI"). */
function lowerFirst(text: string): string {
  const first = text.split(' ')[0]!
  if (first.slice(1) !== first.slice(1).toLowerCase()) return text
  return first.charAt(0).toLowerCase() + text.slice(1)
}

const wordCount = (s: string) => s.split(/\s+/).filter(Boolean).length

/** The description's opening noun phrase of 3 to 14 words, or null when it has none. */
function fromDescription(description: string, company: string): string | null {
  const firstSentence = (description.split(/[.!?](?:\s|$)/)[0] ?? '').replace(/\s+/g, ' ').trim()
  if (!firstSentence || opensWithSubject(firstSentence, company)) return null
  if (wordCount(firstSentence) <= MAX_WORDS) return lowerFirst(firstSentence)
  // the longest opening that ends at a natural cut and is short enough
  let best: string | null = null
  for (const cut of CUTS) {
    for (let at = firstSentence.indexOf(cut); at > 0; at = firstSentence.indexOf(cut, at + 1)) {
      const head = firstSentence.slice(0, at).trim()
      const n = wordCount(head)
      if (n > MAX_WORDS) break
      if (n >= MIN_WORDS && (!best || head.length > best.length)) best = head
    }
  }
  return best ? lowerFirst(best) : null
}

export interface CompanyWords {
  name: string
  sector: string | null
  tags: string[]
  description: string | null
}

/** What the company works on, in its own words; null when it has neither description nor tags nor sector. */
export function companyFocus(company: CompanyWords): string | null {
  const described = company.description ? fromDescription(company.description, company.name) : null
  if (described) return described
  const tags = company.tags.slice(0, 3).map(tagAsWords).filter(Boolean)
  if (tags.length) return joinNaturally(tags)
  return company.sector?.trim() || null
}
