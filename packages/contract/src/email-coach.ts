// The email coach beside the composer's body: a few checks a founder's inbox rewards (short, about them, one
// real ask, readable on a phone, nothing left to fill, nothing unconfirmed, a clean subject, no spam words, no
// form-letter phrases), a 0–100 score and the one fix that helps most. Offline and instant; plain functions,
// no zod: the web app imports it and bench/email-quality scores every generated email with it.
import { toneFindings } from './email-coach-tone.ts'
import { findUnsupportedClaims } from './email-claims.ts'
import { isSectionTag, templateLeftovers } from './template-check.ts'

export type CoachCheckId =
  | 'length'
  | 'company-detail'
  | 'one-ask'
  | 'short-paragraphs'
  | 'variables'
  | 'claims'
  | 'subject'
  | 'spam'
  | 'tone'

export interface CoachCheck {
  id: CoachCheckId
  label: string
  passed: boolean
  /** what the check found, in words a student understands ("142 words: good", "3 asks: keep one") */
  detail: string
  /** what to do about it; null when the check passed */
  fix: string | null
  /** the points this check is worth; the score is the sum over the checks passed */
  weight: number
}

export interface CoachInput {
  subject: string
  body: string
  /** the company's name, and what is particular to it: sector, tags, location, description words… */
  company: { name: string; details: string[] }
  /** claims and figures the student has not confirmed yet (exact substrings of the body) */
  unconfirmed?: string[]
  /**
   * What the student's profile and resume hold, and the company's own values: a claim or figure typed into
   * the body that these do not back is one to confirm
   */
  facts?: CoachFacts
  /** claims the student confirmed as true: never asked about again */
  confirmed?: string[]
}

/** What backs a claim: the student's profile and resume values, the company's values, the template's text. */
export interface CoachFacts {
  student: string[]
  company: string[]
  template?: string
}

export interface CoachReport {
  /** 0–100, an integer */
  score: number
  checks: CoachCheck[]
  /** the fix of the failing check worth the most points; null when every check passes */
  topFix: string | null
  words: number
}

// What each check is worth (they add up to 100), in the order a tie is broken: what would embarrass the
// student first (a {{variable}}, an untrue claim), then what decides a reply.
export const COACH_WEIGHTS: Readonly<Record<CoachCheckId, number>> = {
  variables: 15,
  claims: 15,
  'one-ask': 15,
  'company-detail': 15,
  tone: 10,
  length: 10,
  'short-paragraphs': 10,
  subject: 5,
  spam: 5,
}

export const COACH_LIMITS = {
  minWords: 50,
  maxWords: 150,
  paragraphSentences: 3,
  paragraphWords: 60,
  subjectChars: 60,
} as const

// A pasted novel is coached on its first part only, so a keystroke never waits on it.
const MAX_TEXT = 20_000

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`

/** Words a reader counts: whitespace-separated runs with a letter or digit in them. */
export function countWords(text: string): number {
  let n = 0
  for (const token of text.split(/\s+/)) if (/[\p{L}\p{N}]/u.test(token)) n++
  return n
}

/** Sentences of a paragraph: cut after . ! ? followed by a space, and at line breaks. */
function sentencesOf(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+|\n/)
    .map((s) => s.trim())
    .filter((s) => /[\p{L}\p{N}]/u.test(s))
}

const paragraphsOf = (text: string) =>
  text
    .split(/\n[ \t]*\n/)
    .map((p) => p.trim())
    .filter(Boolean)

const quote = (text: string, max = 40) => {
  const flat = text.replace(/\s+/g, ' ').trim()
  return `“${flat.length > max ? `${flat.slice(0, max - 1).trimEnd()}…` : flat}”`
}

// ------------------------------------------------------------------------------------------------ checks

function lengthCheck(words: number): Omit<CoachCheck, 'id' | 'weight' | 'label'> {
  const { minWords, maxWords } = COACH_LIMITS
  if (words < minWords) {
    return {
      passed: false,
      detail: `${plural(words, 'word')}: too short (aim for ${minWords}–${maxWords})`,
      fix: 'Add a sentence on why this company, and one on something you have done that fits.',
    }
  }
  if (words > maxWords) {
    return {
      passed: false,
      detail: `${plural(words, 'word')}: too long (aim for ${minWords}–${maxWords})`,
      fix: `Cut to ${maxWords} words or fewer: who you are, why them, what you have done, one ask.`,
    }
  }
  return { passed: true, detail: `${plural(words, 'word')}: good`, fix: null }
}

const GENERIC = new Set(
  'about across also and based build building business company could from have help helps into just more most other over platform platforms product products service services solution solutions startup startups team teams that their them they this tool tools using what when where which with work works your india indian world people users customers'.split(
    ' ',
  ),
)

/** A word's singular, roughly: "payments" → "payment", "companies" → "company", "classes" → "class". */
function stem(word: string): string {
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`
  if (word.length > 4 && /(?:ss|x|ch|sh)es$/.test(word)) return word.slice(0, -2)
  if (word.length > 3 && word.endsWith('s') && !word.endsWith('ss')) return word.slice(0, -1)
  return word
}

const stems = (text: string) => (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).map(stem)

/**
 * The first company detail the body mentions beyond the bare name. A short detail (a sector, a tag, a city:
 * up to four words) counts when the body has it as a phrase, plural or not; a longer one (a description) when
 * the body shares two of its distinctive words.
 */
function mentionedDetail(body: string, company: CoachInput['company']): string | null {
  const name = stems(company.name)
  const nameStems = new Set(name)
  // the name itself is not a detail: "Acme Payments" does not make "payments" one
  const bodyStems = stems(body)
  const nameless: string[] = []
  for (let i = 0; i < bodyStems.length; i++) {
    if (name.length > 0 && name.every((s, k) => bodyStems[i + k] === s)) {
      i += name.length - 1
      nameless.push('|')
    } else nameless.push(bodyStems[i]!)
  }
  const joined = ` ${nameless.join(' ')} `
  const bodySet = new Set(nameless)
  for (const detail of company.details.slice(0, 50)) {
    const words = stems(detail.slice(0, 500))
    if (words.length === 0) continue
    if (words.length <= 4) {
      if (words.every((w) => nameStems.has(w) || GENERIC.has(w))) continue
      if (joined.includes(` ${words.join(' ')} `)) return detail.trim()
      continue
    }
    const distinctive = [...new Set(words)].filter(
      (w) => w.length >= 4 && !GENERIC.has(w) && !nameStems.has(w),
    )
    const shared = distinctive.filter((w) => bodySet.has(w))
    if (shared.length >= 2) return shared.slice(0, 2).join(', ')
  }
  return null
}

function companyDetailCheck(body: string, company: CoachInput['company']) {
  const usable = company.details.filter((d) => /[\p{L}\p{N}]/u.test(d))
  if (usable.length === 0) {
    return {
      passed: true,
      detail: `Nothing is known about ${company.name || 'this company'} to check against`,
      fix: null,
    }
  }
  const found = mentionedDetail(body, company)
  if (found) return { passed: true, detail: `Mentions ${quote(found)}`, fix: null }
  const example = usable.find((d) => countWords(d) <= 4) ?? usable[0]!
  return {
    passed: false,
    detail: `Nothing here is about ${company.name || 'this company'} in particular`,
    fix: `Add one line on what ${company.name || 'they'} work${company.name ? 's' : ''} on (e.g. ${quote(example)}) and why it interests you.`,
  }
}

// A request in a sentence that is not a question: "Could you point me…", "Let me know if there's a fit", "I'd
// be grateful for a short conversation", "happy to jump on a call". Offers ("Happy to send them over") are not
// asks.
const REQUEST =
  /\b(?:could|would|can|will) you\b|\blet me know\b|\bplease\b|\bwould it be possible\b|\b(?:i['’]d|i would) be grateful\b|\b(?:jump|hop|get) on a (?:quick |short )?call\b|\b(?:are|were) you open\b/iu

// What reads like an ask and asks nothing: a courtesy ("Please find attached", "Please feel free to…", "Let me
// know if you have any questions"), a wish to hear back ("Kindly revert", "Looking forward to your reply"), a
// rhetorical question ("Have you ever wondered…?", "Isn't it amazing…?").
const NOT_AN_ASK =
  /\bplease (?:find|see) (?:attached|enclosed|below)\b|\bplease (?:feel free|ignore|excuse|note)\b|\blet me know if you (?:have|need) (?:any|more|further)\b|\b(?:kindly|please) revert\b|\b(?:looking forward|hope) to (?:hearing|hear|your)\b|\bawaiting your\b|\bever wondered\b|\bisn['’]t it\b|\bwho doesn['’]t\b|\bwhat if i told you\b|\bdid you know\b/iu

function asksIn(body: string): string[] {
  return sentencesOf(body).filter((s) => (s.endsWith('?') || REQUEST.test(s)) && !NOT_AN_ASK.test(s))
}

function oneAskCheck(body: string) {
  const asks = asksIn(body)
  if (asks.length === 1) return { passed: true, detail: '1 ask: good', fix: null }
  if (asks.length === 0) {
    return {
      passed: false,
      detail: 'No clear ask',
      fix: 'End with one question they can answer in a line, e.g. “Would you be open to a 15-minute call this week?”',
    }
  }
  return {
    passed: false,
    detail: `${plural(asks.length, 'ask')}: keep one`,
    fix: `Keep the one ask that matters most and cut the others (${asks.map((a) => quote(a, 30)).join(', ')}).`,
  }
}

function shortParagraphsCheck(body: string) {
  const { paragraphSentences, paragraphWords } = COACH_LIMITS
  const long = paragraphsOf(body)
    // a sign-off's lines ("Thanks,\nAsha\nIIT Bombay") are one sentence: only . ! ? end one here
    .map((text) => ({
      text,
      sentences: sentencesOf(text.replace(/\s+/g, ' ')).length,
      words: countWords(text),
    }))
    .filter((p) => p.sentences > paragraphSentences || p.words > paragraphWords)
  if (long.length === 0)
    return { passed: true, detail: 'Short paragraphs, easy to read on a phone', fix: null }
  const worst = long.reduce((a, b) => (b.words > a.words ? b : a))
  return {
    passed: false,
    detail: `${plural(long.length, 'paragraph')} too long for a phone (longest: ${plural(worst.sentences, 'sentence')}, ${plural(worst.words, 'word')})`,
    fix: `Split the paragraph starting ${quote(worst.text, 30)}: at most ${paragraphSentences} sentences or ${paragraphWords} words each.`,
  }
}

// "[Mutual connection]", "[Your name]": a bracketed note the template left for the student to replace.
const BRACKET_NOTE = /\[[\p{Lu}][\p{L} '’-]{0,40}\]/gu

function variablesCheck(subject: string, body: string) {
  const both = `${subject}\n${body}`
  // every {{variable}}, section tag ({{#role}}) or lone {{ or }}: template text a founder would see
  const left = [...templateLeftovers(both), ...new Set([...both.matchAll(BRACKET_NOTE)].map((m) => m[0]))]
  if (left.length === 0) return { passed: true, detail: 'Every placeholder is filled', fix: null }
  const first = left[0]!
  return {
    passed: false,
    detail: `${plural(left.length, 'placeholder')} left: ${left.slice(0, 3).join(', ')}${left.length > 3 ? '…' : ''}`,
    fix:
      isSectionTag(first) || first === '{{' || first === '}}'
        ? `Remove ${first}: it is template text, and the founder would see it.`
        : `Replace ${first} with the real ${first.startsWith('{{') ? 'value' : 'name'} (or cut the sentence).`,
  }
}

/**
 * Claims and figures in the text that the student's facts, the company's values and the template do not
 * hold: what the student typed (or left in) that nothing backs. A figure in the ask ("a 15-minute call")
 * proposes, it claims nothing.
 */
export function typedClaims(body: string, facts: CoachFacts): string[] {
  const text = body.slice(0, MAX_TEXT)
  const asks = asksIn(text)
  return findUnsupportedClaims(text, {
    facts: facts.student,
    company: facts.company,
    template: facts.template,
  })
    .filter((c) => c.kind === 'claim' || !asks.some((a) => a.includes(c.text)))
    .map((c) => c.text.trim())
}

/**
 * Claims and figures to confirm: those the writer flagged, and, when the student's facts are given, those the
 * student typed that the profile and resume do not hold (a company worked at, a figure), unless confirmed.
 */
function claimsCheck(body: string, input: CoachInput) {
  const confirmed = new Set(input.confirmed ?? [])
  const typed = input.facts ? typedClaims(body, input.facts).filter((t) => !confirmed.has(t)) : []
  const flagged = (input.unconfirmed ?? []).map((u) => u.trim())
  const open = [...new Set([...flagged, ...typed].filter(Boolean))]
  if (open.length === 0) return { passed: true, detail: 'Nothing left to confirm', fix: null }
  return {
    passed: false,
    detail: `${plural(open.length, 'claim or figure', 'claims or figures')} to confirm`,
    fix: `Make sure ${quote(open[0]!)} is true: it is not in your profile or resume. Confirm it, or remove it.`,
  }
}

function subjectCheck(subject: string) {
  const text = subject.trim()
  const max = COACH_LIMITS.subjectChars
  if (!text) {
    return {
      passed: false,
      detail: 'No subject',
      fix: 'Add a short subject that says what you want, e.g. “Product internship at Acme?”',
    }
  }
  const length = [...text].length
  if (length > max) {
    return {
      passed: false,
      detail: `${length} characters: cut off on a phone (aim for ${max} or fewer)`,
      fix: `Shorten the subject to ${max} characters or fewer.`,
    }
  }
  return { passed: true, detail: `${plural(length, 'character')}: good`, fix: null }
}

// Words and marks that spam filters and busy founders read as a sales blast.
const SPAM_PHRASES =
  /\bguarantee[ds]?\b|(?<!\bfeel )\bfree\b(?! to\b| time\b)|\burgent(?:ly)?\b|\bact now\b|\bapply now\b|\bcall now\b|\bbuy now\b|\border now\b|\bclick here\b|\blimited time\b|\brisk[- ]free\b|\bno obligation\b|\bonce in a lifetime\b|\bdon['’]t miss\b|\bmake money\b|\bearn money\b|\bcash\b|\bwinner\b|\bbest price\b|\bdouble your\b|\bexclusive deal\b|\b100 ?%|!{2,}|\${2,}/giu
// Shouting: a word of five or more capitals. Indian college names ("IIITD", "SVNIT", "NMIMS") are not.
const CAPS_WORD = /(?<![\p{L}\p{N}])\p{Lu}{5,}(?![\p{L}\p{N}])/gu
const ACRONYMS = /IIT|NIT|NMIMS|AIIMS|NIFT|BITS|NASSCOM|GRAPHQL|MYSQL|NOSQL|MERN|MEAN/u

function spamCheck(subject: string, body: string, company: CoachInput['company']) {
  const both = `${subject}\n${body}`
  const theirs = `${company.name} ${company.details.join(' ')}`
  const found = new Set<string>()
  for (const m of both.matchAll(SPAM_PHRASES))
    found.add(m[0].toLowerCase() === m[0] ? m[0] : m[0].toLowerCase())
  for (const m of both.matchAll(CAPS_WORD)) {
    if (!ACRONYMS.test(m[0]) && !theirs.includes(m[0])) found.add(m[0])
  }
  if (found.size === 0) return { passed: true, detail: 'No spam-trigger words', fix: null }
  const list = [...found].slice(0, 4).map((w) => `“${w}”`)
  return {
    passed: false,
    detail: `Spam-trigger ${found.size === 1 ? 'word' : 'words'}: ${list.join(', ')}`,
    fix: `Remove ${list[0]}: spam filters and busy founders skip emails that read like an ad.`,
  }
}

function toneCheck(subject: string, body: string) {
  const found = toneFindings(subject, body)
  if (found.names.length === 0) return { passed: true, detail: 'Plain, direct wording', fix: null }
  return {
    passed: false,
    detail: `Reads like a form letter: ${found.names
      .slice(0, 3)
      .map((n) => `“${n}”`)
      .join(', ')}`,
    fix: found.fix,
  }
}

// ------------------------------------------------------------------------------------------------ report

const LABELS: Record<CoachCheckId, string> = {
  variables: 'No placeholders left',
  claims: 'Only confirmed claims',
  'one-ask': 'One clear ask',
  'company-detail': 'Something about them',
  length: '50–150 words',
  'short-paragraphs': 'Short paragraphs',
  subject: 'Short subject',
  spam: 'No spam words',
  tone: 'No form-letter phrases',
}

/** Coaches one email: every check, the score (the weights of the checks passed) and the fix that helps most. */
export function coachEmail(input: CoachInput): CoachReport {
  const subject = input.subject.slice(0, MAX_TEXT)
  const body = input.body.slice(0, MAX_TEXT)
  const company = { name: input.company.name.trim(), details: input.company.details }
  const words = countWords(body)
  const results: Record<CoachCheckId, Omit<CoachCheck, 'id' | 'weight' | 'label'>> = {
    variables: variablesCheck(subject, body),
    claims: claimsCheck(body, input),
    'one-ask': oneAskCheck(body),
    'company-detail': companyDetailCheck(body, company),
    length: lengthCheck(words),
    'short-paragraphs': shortParagraphsCheck(body),
    subject: subjectCheck(subject),
    spam: spamCheck(subject, body, company),
    tone: toneCheck(subject, body),
  }
  const checks = (Object.keys(COACH_WEIGHTS) as CoachCheckId[]).map((id) => ({
    id,
    label: LABELS[id],
    weight: COACH_WEIGHTS[id],
    ...results[id],
  }))
  const score = checks.reduce((sum, c) => sum + (c.passed ? c.weight : 0), 0)
  // the heaviest failing check; among equals, the first in COACH_WEIGHTS' order
  const top = checks
    .filter((c) => !c.passed)
    .reduce<CoachCheck | null>((a, c) => (!a || c.weight > a.weight ? c : a), null)
  return { score: Math.round(score), checks, topFix: top?.fix ?? null, words }
}
