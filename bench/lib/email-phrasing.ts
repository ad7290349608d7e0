// bench/email-quality's phrasing checks: sentences that parse but no person would write. A role read from a
// form ("an intern in Data this season"), a company's tags read as a sentence ("the work Acme does on API, B2B
// and payments") and a resume fragment after a colon ("One result I'm proud of: scikit-learn baseline (F1
// 0.82)"). Each rule is one shape seen in a composed email, named so the bench can count it.
import type { GrammarSlip } from './email-grammar.ts'

const DOMAINS = 'Product|Marketing|Growth|Brand|Design|Content|Community|Sales|Operations|Engineering|Data'

// "an intern in Data", "an internship in Marketing": a form's label, capitalised, mid-sentence. "this season"
// says nothing a student would mean.
const FORM_ROLE = new RegExp(String.raw`\bintern(?:ship)?s?\s+(?:in|on|for)\s+(?:${DOMAINS})\b`, 'gu')
// "an intern in data": a person is an intern on a team or working on something, not in a field
const INTERN_IN_FIELD = new RegExp(String.raw`\ban intern\s+in\s+(?:${DOMAINS.toLowerCase()})\b`, 'giu')
const VAGUE_SEASON = /\bthis season\b/giu

// A business model or channel where a subject belongs, in a list after "on", "in" or "about".
const MODEL_TAG = String.raw`(?:B2B|B2C|D2C|B2B2C|SaaS|APIs?|SDK|marketplace|subscription)`
const TAG_LIST = new RegExp(
  String.raw`\b(?:on|in|about)\s+(?:[\p{L}\p{N}-]+(?:\s[\p{L}\p{N}-]+)?,\s+)*${MODEL_TAG}(?:,|\s+and\b)`,
  'gu',
)
const TAG_LIST_END = new RegExp(
  String.raw`\b(?:on|in|about)\s+[\p{L}\p{N}-]+(?:,\s+[\p{L}\p{N}-]+)*\s+and\s+${MODEL_TAG}\b`,
  'gu',
)

// What opens a whole phrase after "proud of:" or "so far:": a pronoun or an article, a name (a capital that is
// not a past-tense verb opening a resume bullet: "Built…", "Reduced…").
const AFTER_COLON = /\b(?:proud of|so far):[ \t]+([\p{L}\p{N}][\p{L}\p{N}'’-]*)/gu
const PRONOUN_OR_ARTICLE = /^(?:I|my|a|an|the|our|we|this|it)$/u
const BULLET_VERB =
  /^(?:[A-Z][a-z]+ed|Built|Led|Won|Ran|Made|Grew|Cut|Wrote|Taught|Drove|Took|Sold|Set|Got|Gave|Sent|Spent)$/u

// "Most relevant so far: Titanic. One result I'm proud of: Titanic (Kaggle rank 120)": the project named
// again in the very next sentence. The name is the project's (before its description) or a role's place.
const SO_FAR = 'so far: '
const PROUD_OF = 'proud of: '

export const PHRASING_RULES = [
  'unnatural role phrase',
  'tags read as a sentence',
  'fragment after a colon',
  'project named twice',
] as const

const around = (text: string, index: number, length: number) =>
  text
    .slice(Math.max(0, index - 25), index + length + 25)
    .replace(/\s+/g, ' ')
    .trim()

/** Every phrasing slip in an email. */
export function phrasingSlips(text: string): GrammarSlip[] {
  const slips: GrammarSlip[] = []
  const add = (rule: string, pattern: RegExp) => {
    for (const m of text.matchAll(pattern)) slips.push({ rule, text: around(text, m.index, m[0].length) })
  }
  add('unnatural role phrase', FORM_ROLE)
  add('unnatural role phrase', INTERN_IN_FIELD)
  add('unnatural role phrase', VAGUE_SEASON)
  add('tags read as a sentence', TAG_LIST)
  add('tags read as a sentence', TAG_LIST_END)
  for (const m of text.matchAll(AFTER_COLON)) {
    const word = m[1]!
    const whole = PRONOUN_OR_ARTICLE.test(word) || (/^[\p{Lu}\p{N}]/u.test(word) && !BULLET_VERB.test(word))
    if (!whole) slips.push({ rule: 'fragment after a colon', text: around(text, m.index, m[0].length) })
  }
  for (let at = text.indexOf(SO_FAR); at >= 0; at = text.indexOf(SO_FAR, at + 1)) {
    const line = text.slice(at + SO_FAR.length).split('\n')[0]!
    const project = line.split(/[.,(]/)[0]!.trim()
    const proud = line.indexOf(PROUD_OF)
    if (proud < 0) continue
    const result = line.slice(proud + PROUD_OF.length)
    if ([project, project.split(' at ').at(-1)!.trim()].some((name) => name && result.startsWith(name)))
      slips.push({ rule: 'project named twice', text: around(text, at, SO_FAR.length + proud) })
  }
  return slips
}
