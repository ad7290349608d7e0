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

// Tags that say how a company sells or ships (a model, a channel), not what it works on: "the work Acme does
// on API, B2B and payments" reads as a tag list, "the work Acme does on payments" as a sentence.
const BUSINESS_MODEL_TAGS = new Set(
  'b2b b2c d2c b2b2c c2c saas paas api apis sdk marketplace mobile subscription open-source enterprise smb sme msme'.split(
    ' ',
  ),
)

/** Tags that name what the company works on, at most two: a list longer than that reads as a tag cloud. */
export function subjectTags(tags: string[]): string[] {
  return tags.filter((t) => !BUSINESS_MODEL_TAGS.has(t.trim().toLowerCase())).slice(0, 2)
}

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

// Descriptions often drop their subject and open with a verb ("Runs weekly college esports leagues and gives
// organisers…"). After "your work on" that verb must read as a gerund ("running weekly…"), and so must the
// verbs joined to it by "and". Only verbs known here are rewritten; a description that looks verb-led with
// any other verb gives no phrase, so the tags are used instead of a broken sentence.
const GERUNDS = new Map(
  (
    'runs:running handles:handling reads:reading spins:spinning checks:checking records:recording ' +
    'books:booking turns:turning sells:selling buys:buying gives:giving warns:warning tears:tearing ' +
    'pre-fills:pre-filling supplies:supplying tracks:tracking connects:connecting matches:matching ' +
    'sends:sending collects:collecting lends:lending teaches:teaching delivers:delivering ' +
    'monitors:monitoring finds:finding brings:bringing powers:powering automates:automating ' +
    'pays:paying flags:flagging logs:logging grows:growing trains:training'
  )
    .split(' ')
    .map((pair) => pair.split(':') as [string, string]),
)

// Words that follow a plural noun, never a verb's object: "Cameras and models…", "APIs that let…".
const AFTER_A_NOUN = new Set(
  'and or for that which who with of in on from to at by across into as'.split(' '),
)

/** The opening verb when the description starts with one ("Runs …"), "unknown" when it seems to, else null. */
function openingVerb(words: string[]): string | 'unknown' | null {
  const [first = '', second = ''] = words
  const lower = first.toLowerCase()
  if (GERUNDS.has(lower)) return lower
  // an unknown word that reads like "Xs <object>": a capitalised word in -s (not -ss/-us/-is/-ics) whose next
  // word is not a function word nor a mark of a list ("Appointments, billing…")
  const looksVerb =
    /^[A-Z][a-z-]+s$/.test(first) &&
    !/(?:ss|us|is|ics)$/.test(lower) &&
    !first.endsWith(',') &&
    !AFTER_A_NOUN.has(second.toLowerCase())
  return looksVerb ? 'unknown' : null
}

/** "Runs leagues and gives organisers tools" → "running leagues and giving organisers tools". */
function asGerundPhrase(sentence: string): string | null {
  const words = sentence.split(' ')
  const verb = openingVerb(words)
  if (verb === null) return sentence
  if (verb === 'unknown') return null
  return words
    .map((word, i) => {
      const lower = word.toLowerCase()
      const joined = i === 0 || /^(?:and|or)$/.test(words[i - 1] ?? '')
      return joined && GERUNDS.has(lower) ? GERUNDS.get(lower)! : word
    })
    .join(' ')
}

/** The first word in lower case unless it is a name or an abbreviation ("WhatsApp", "APIs", "UPI"). */
function lowerFirst(text: string): string {
  const first = text.split(' ')[0]!
  if (first.slice(1) !== first.slice(1).toLowerCase()) return text
  return first.charAt(0).toLowerCase() + text.slice(1)
}

const wordCount = (s: string) => s.split(/\s+/).filter(Boolean).length

/**
 * Whether cutting at `at` leaves a whole phrase: not in the middle of a list ("into rent, | savings and
 * spending pots"), not after a participle that needs what follows ("graded | by a speech model").
 */
function cleanCut(sentence: string, at: number, cut: string): boolean {
  const rest = sentence.slice(at + cut.length)
  // a list goes on after the comma when a word or three come before its "and"
  const nextChunk = rest.split(/[,;:]/)[0] ?? ''
  const beforeAnd = nextChunk.split(' and ')
  if (cut === ', ' && beforeAnd.length > 1 && wordCount(beforeAnd[0]!) <= 3) return false
  const lastWord = sentence.slice(0, at).trim().split(' ').pop() ?? ''
  return !(/ed$/.test(lastWord) && (cut === ' by ' || cut === ' with '))
}

/** The description's opening noun phrase of 3 to 14 words, or null when it has none. */
function fromDescription(description: string, company: string): string | null {
  const opening = (description.split(/[.!?](?:\s|$)/)[0] ?? '').replace(/\s+/g, ' ').trim()
  if (!opening || opensWithSubject(opening, company)) return null
  const firstSentence = asGerundPhrase(opening)
  if (!firstSentence) return null
  if (wordCount(firstSentence) <= MAX_WORDS) return tidy(firstSentence)
  // the longest opening that ends at a natural cut and is short enough
  let best: string | null = null
  for (const cut of CUTS) {
    for (let at = firstSentence.indexOf(cut); at > 0; at = firstSentence.indexOf(cut, at + 1)) {
      const head = tidy(firstSentence.slice(0, at)) ?? ''
      const n = wordCount(head)
      if (n > MAX_WORDS) break
      if (n >= MIN_WORDS && cleanCut(firstSentence, at, cut) && (!best || head.length > best.length))
        best = head
    }
  }
  return best
}

const TRAILING_MARKS = new Set([' ', ',', ';', ':', '–', '—', '-'])
const DANGLING_WORDS = new Set('and or for with by of to in on at the a an'.split(' '))

/** Lower-cased first word, no mark or dangling "and"/"for"… left where the phrase was cut. */
function tidy(phrase: string): string | null {
  const words = phrase.split(' ')
  for (;;) {
    let last = words.pop()
    if (last === undefined) return null
    let end = last.length
    while (end > 0 && TRAILING_MARKS.has(last[end - 1]!)) end--
    last = last.slice(0, end)
    if (last && !DANGLING_WORDS.has(last.toLowerCase())) {
      words.push(last)
      break
    }
  }
  const out = words.join(' ').trim()
  return out ? lowerFirst(out) : null
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
  const tags = subjectTags(company.tags).map(tagAsWords).filter(Boolean)
  if (tags.length) return joinNaturally(tags)
  const sector = company.sector?.trim()
  return sector && !BUSINESS_MODEL_TAGS.has(sector.toLowerCase()) ? lowerFirst(sector) : null
}
