// Figures and claims in an email that its inputs do not back: what a writer (a hosted model above all) may have
// invented. The composer highlights them for the student to confirm before Send; the server's post-check, the
// offline writer's tests and bench/email-quality read the same answer. Plain functions, no zod: the web app
// imports this file.

export interface UnsupportedClaim {
  /** an exact substring of the email */
  text: string
  kind: 'figure' | 'claim'
}

export interface ClaimInputs {
  /** what the student and the company really have: profile and resume values, links, names, figures */
  facts: string[]
  /** the template the email was written from: its figures count as given, its sentences never back a claim */
  template?: string
  /**
   * What the recipient's company is (name, sector, tags, description, funding): backs a figure ("₹20 Cr
   * raised") but never a claim, since "I built something like what Acme does" is not backed by "Acme". Pass
   * the company's values here rather than in `facts`.
   */
  company?: string[]
}

// Work is capped so a pasted novel cannot stall the caller: past these sizes the rest is not read.
const MAX_EMAIL = 20_000
const MAX_TEMPLATE = 20_000
const MAX_FACTS = 500
const MAX_FACT = 500
const MAX_FINDINGS = 50

// ---------------------------------------------------------------------------------------------- figures

/**
 * A figure: an optional currency, digits (with thousands separators or a decimal point), an optional unit.
 * A number glued on its left to a letter, a slash, a dot, an @ or a hyphenated word is part of a word, a link,
 * a version or an address ("Web3", "/v2", "asha99", "v1.2", "COVID-19"), not a figure.
 */
const FIGURE =
  /(?<![\p{L}\p{N}_/@.])(?:(?:₹|\$|€|£|(?:rs\.?|inr|usd|eur)[ \t]?)[ \t]?)?\d[\d,.]*(?:[ \t]?[-‑]?[ \t]?(?:%|percent\b|per cent\b|x\b|×|times\b|k\b|m\b|mn\b|bn\b|lakhs?\b|lacs?\b|crores?\b|cr\b|thousand\b|million\b|billion\b|st\b|nd\b|rd\b|th\b|years?\b|yrs?\b|months?\b|weeks?\b|days?\b|hours?\b|hrs?\b|minutes?\b|mins?\b)|\+)?/giu

const MULTIPLIERS: Record<string, number> = {
  k: 1e3,
  thousand: 1e3,
  m: 1e6,
  mn: 1e6,
  million: 1e6,
  bn: 1e9,
  billion: 1e9,
  lakh: 1e5,
  lakhs: 1e5,
  lac: 1e5,
  lacs: 1e5,
  crore: 1e7,
  crores: 1e7,
  cr: 1e7,
}

const UNIT_CLASS: Record<string, string> = {
  '%': '%',
  percent: '%',
  'per cent': '%',
  x: 'x',
  '×': 'x',
  times: 'x',
  st: 'ord',
  nd: 'ord',
  rd: 'ord',
  th: 'ord',
  year: 'year',
  years: 'year',
  yr: 'year',
  yrs: 'year',
  month: 'month',
  months: 'month',
  week: 'week',
  weeks: 'week',
  day: 'day',
  days: 'day',
  hour: 'hour',
  hours: 'hour',
  hr: 'hour',
  hrs: 'hour',
  minute: 'minute',
  minutes: 'minute',
  min: 'minute',
  mins: 'minute',
}

interface Figure {
  /** the figure as written, trailing punctuation dropped */
  text: string
  index: number
  /** the value with thousands separators dropped and k/lakh/crore… applied, as a string ("1200", "20000") */
  value: string
  /** '%', 'x', 'ord', a time unit, or '' for a plain number or amount */
  unit: string
}

/** The text without the given characters at its end ("2025." → "2025"), with no regex to backtrack. */
function trimEndOf(text: string, chars: string): string {
  let end = text.length
  while (end > 0 && chars.includes(text[end - 1]!)) end--
  return text.slice(0, end)
}

function parseFigure(raw: string, index: number, email: string): Figure | null {
  // "COVID-19": a number hyphenated to a word is part of a name
  if (email[index - 1] === '-' && /\p{L}/u.test(email[index - 2] ?? '')) return null
  // "2025." and "1,200," end a sentence or a clause: the mark is not part of the number
  const text = trimEndOf(raw, '.,')
  const lower = text.toLowerCase()
  const digits = /\d[\d,.]*/.exec(lower)
  if (!digits) return null
  let rest = lower.slice(digits.index + digits[0].length)
  while (rest && ' \t-‑'.includes(rest[0]!)) rest = rest.slice(1)
  const unit = rest
  const number = trimEndOf(digits[0], '.,')
  // "1,200" and "1.200" (a European thousands mark) are thousands; "1.5" and "3.75" are decimals
  const thousands = /^\d{1,3}(?:[,.]\d{3})+$/.test(number) && !/^\d\.\d{3}$/.test(number)
  const plain = thousands ? number.replace(/[,.]/g, '') : number.replace(/,/g, '')
  let value = Number(plain)
  if (!Number.isFinite(value)) return null
  const multiplier = MULTIPLIERS[unit]
  if (multiplier) value *= multiplier
  return {
    text,
    index,
    value: String(Math.round(value * 1000) / 1000),
    unit: multiplier || unit === '+' ? '' : (UNIT_CLASS[unit] ?? ''),
  }
}

function figuresIn(text: string): Figure[] {
  const found: Figure[] = []
  for (const m of text.matchAll(FIGURE)) {
    const figure = parseFigure(m[0], m.index, text)
    if (figure) found.push(figure)
  }
  return found
}

/** The figures the inputs hold, as `value|unit` keys and as bare values. */
function knownFigures(texts: string[]): { keyed: Set<string>; values: Set<string> } {
  const keyed = new Set<string>()
  const values = new Set<string>()
  for (const text of texts) {
    for (const f of figuresIn(text)) {
      keyed.add(`${f.value}|${f.unit}`)
      values.add(f.value)
    }
  }
  return { keyed, values }
}

function figureBacked(figure: Figure, known: { keyed: Set<string>; values: Set<string> }): boolean {
  if (known.keyed.has(`${figure.value}|${figure.unit}`)) return true
  // "40 users" does not back "40%" nor "3 years" a "3x"; but a bare number in the email ("in 2025", "15 to 20") is backed by the same number written with any unit
  return figure.unit === '' && known.values.has(figure.value)
}

// ----------------------------------------------------------------------------------------------- claims

/** Sentences: cut after . ! ? followed by a space, and at line breaks. Offsets into the email are kept. */
function sentencesOf(text: string): Array<{ text: string; index: number }> {
  const out: Array<{ text: string; index: number }> = []
  const BOUNDARY = /[.!?](?=[\s"')\]]|$)|\n/g
  let start = 0
  const push = (end: number) => {
    const piece = text.slice(start, end)
    const lead = piece.length - piece.trimStart().length
    const trimmed = piece.trim()
    if (trimmed) out.push({ text: trimmed, index: start + lead })
  }
  for (const m of text.matchAll(BOUNDARY)) {
    const end = m.index + (m[0] === '\n' ? 0 : m[0].length)
    push(end)
    start = m.index + m[0].length
  }
  push(text.length)
  return out
}

// What a student has done, said in the first person: "I built", "I've added", "we shipped", "I was a finalist",
// "I'm currently building", "I interned at". Wanting, liking, following and asking are not claims.
const DONE =
  'built|created|made|developed|designed|led|launched|shipped|won|worked|interned|founded|co-founded|started|grew|grown|increased|reduced|cut|improved|added|published|wrote|written|managed|organi[sz]ed|ran|run|completed|delivered|implemented|contributed|deployed|raised|scaled|achieved|received|earned|awarded|placed|ranked|secured|trained|taught|mentored|automated|optimi[sz]ed|migrated|redesigned|analy[sz]ed|conducted|headed|spearheaded|owned|drove|driven|generated|acquired|volunteered|presented|researched|studied|graduated|finished|topped|cleared|qualified|doubled|tripled|boosted|saved|sold|hired|onboarded|coded|programmed|prototyped|interviewed|surveyed'
const ONGOING =
  'building|developing|running|leading|interning|working on|working at|working with|studying|pursuing'
const ADVERBS =
  '(?:(?:recently|also|just|already|previously|once|successfully|independently|personally|single-handedly|even|then|currently|actually|since)\\s+){0,2}'
const I_OR_WE = "\\b(?:i|we)(?:['’](?:ve|d|m)|\\s+(?:have|had|am|are|was|were))?"
const CLAIM = new RegExp(
  [
    `${I_OR_WE}\\s+${ADVERBS}(?:been\\s+)?(?:${DONE}|${ONGOING})\\b`,
    `${I_OR_WE}\\s+${ADVERBS}(?:a|an|the|one)\\s+(?:finalist|winner|runner-up|intern|founder|co-founder|lead|member)\\b`,
    `${I_OR_WE}\\s+${ADVERBS}(?:part of|selected|among|top)\\b`,
    '\\bmy\\s+(?:project|app|startup|internship|research|paper|thesis|side project|team)\\s+(?:has|had|was|is|got|won|reached|helped)\\b',
    // a resume line without its pronoun: "- Built a budgeting app…"
    `^(?:[-•*–]\\s*)?(?:${DONE})\\b`,
  ].join('|'),
  'iu',
)

const STOPWORDS = new Set(
  'a an the and or of in on at to for with by from as is was are were be been my our your their i we you it this that these those who which into over per via than then so also very more most'.split(
    ' ',
  ),
)

/** Lower-case words, punctuation dropped: "B.Tech, IIT-Bombay!" → ["b", "tech", "iit", "bombay"]. */
const wordsOf = (text: string) =>
  text
    .normalize('NFKC')
    .toLowerCase()
    .match(/[\p{L}\p{N}]+/gu) ?? []

interface FactMatcher {
  /** whole facts, as ` word word ` strings */
  phrases: string[]
  /** the same for the facts that are links */
  links: string[]
  /** three consecutive words of a long fact, two of them not stopwords */
  trigrams: Set<string>
}

function factMatcher(facts: string[]): FactMatcher {
  const phrases: string[] = []
  const links: string[] = []
  const trigrams = new Set<string>()
  for (const fact of facts) {
    const words = wordsOf(fact)
    const content = words.filter((w) => !STOPWORDS.has(w))
    // a fact of only stopwords or single letters, or a bare small number, backs nothing
    if (!content.some((w) => w.length >= 2 && !/^\d{1,2}$/.test(w))) continue
    ;(LINK.test(fact.trim()) ? links : phrases).push(` ${words.join(' ')} `)
    if (words.length > 4) {
      for (let i = 0; i + 3 <= words.length; i++) {
        const tri = words.slice(i, i + 3)
        if (tri.filter((w) => !STOPWORDS.has(w)).length >= 2) trigrams.add(tri.join(' '))
      }
    }
  }
  return { phrases, links, trigrams }
}

/** A fact that is a web address: "https://asha.dev", "github.com/asha". */
const LINK = /^(?:https?:\/\/|www\.)\S+$|^[^\s/@]+\.[a-z]{2,}\/\S*$/i

// "Last month I built…", "Since I wrote, I've added…", "I recently shipped…": a claim of something done at a
// time. A link shows that the student's work exists, not that this happened then: only another fact (a
// project's name, a highlight) backs such a claim.
const DATED =
  /\b(?:last|this|past) (?:week|month|year|semester|term|summer|winter)\b|\bsince i (?:last )?wrote\b|\brecently\b|\byesterday\b|\bjust (?:built|shipped|launched|finished|added|published)\b/i

function claimBacked(sentence: string, matcher: FactMatcher): boolean {
  const dated = DATED.test(sentence)
  // a dated claim is read without its links, so a fact that merely contains the link does not back it either
  const text = dated
    ? sentence
        .split(/\s+/)
        .filter((w) => !LINK.test(trimEndOf(w, '.,;:!?)')))
        .join(' ')
    : sentence
  const words = wordsOf(text)
  const joined = ` ${words.join(' ')} `
  if (matcher.phrases.some((p) => joined.includes(p))) return true
  if (!dated && matcher.links.some((p) => joined.includes(p))) return true
  for (let i = 0; i + 3 <= words.length; i++) {
    if (matcher.trigrams.has(`${words[i]} ${words[i + 1]} ${words[i + 2]}`)) return true
  }
  return false
}

// ---------------------------------------------------------------------------------------------- answer

const PLACEHOLDER = /\{\{[^{}]*\}\}/

/**
 * The figures and first-person claims in an email that the inputs do not back, in the order they appear, each
 * text once. A figure is backed when a fact, the company or the template holds the same number ("1,200" = "1200", "10k" =
 * "10,000", "40%" needs a 40%); a claim ("I built…", "I led…", "Last month I shipped…") when one of the facts
 * appears in its sentence. The template never backs a claim: a template's "I built a small project" is exactly
 * what must not be sent unbacked. A figure inside an unbacked claim is not listed again (the claim covers it),
 * so the findings never overlap. A claim still holding a `{{variable}}` is not listed: it cannot be sent as is,
 * and once the student fills it with their own link or project it is theirs.
 */
export function findUnsupportedClaims(email: string, inputs: ClaimInputs): UnsupportedClaim[] {
  const text = email.slice(0, MAX_EMAIL)
  const facts = inputs.facts.slice(0, MAX_FACTS).map((f) => f.slice(0, MAX_FACT))
  const template = (inputs.template ?? '').slice(0, MAX_TEMPLATE)
  const company = (inputs.company ?? []).slice(0, MAX_FACTS).map((f) => f.slice(0, MAX_FACT))
  const known = knownFigures([...facts, ...company, template])
  const matcher = factMatcher(facts)

  const findings: Array<UnsupportedClaim & { index: number; end: number }> = []
  for (const s of sentencesOf(text)) {
    // a sentence still waiting on a {{variable}} is not stated yet: the student sees the placeholder
    // highlighted and fills it (or cuts the sentence) before it can be sent
    if (PLACEHOLDER.test(s.text)) continue
    if (CLAIM.test(s.text) && !claimBacked(s.text, matcher)) {
      findings.push({ text: s.text, kind: 'claim', index: s.index, end: s.index + s.text.length })
    }
  }
  const claims = findings.slice()
  for (const f of figuresIn(text)) {
    if (figureBacked(f, known)) continue
    if (claims.some((c) => f.index >= c.index && f.index < c.end)) continue
    findings.push({ text: f.text, kind: 'figure', index: f.index, end: f.index + f.text.length })
  }
  findings.sort((a, b) => a.index - b.index)
  const seen = new Set<string>()
  const answer: UnsupportedClaim[] = []
  for (const f of findings) {
    if (seen.has(f.text)) continue
    seen.add(f.text)
    answer.push({ text: f.text, kind: f.kind })
    if (answer.length >= MAX_FINDINGS) break
  }
  return answer
}
