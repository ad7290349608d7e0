// bench/email-quality's grammar checker: the slips a template filled with the wrong part of a profile makes
// ("a student at B.Tech", "studying at ,", "a an", "(Summer ):", "a Electronics student", "the the"). Not a
// grammar of English: each rule is one mistake seen in a composed email, named so the bench can count it.
// The phrasing rules (email-phrasing.ts) count too: a sentence no person would write is a slip.
import { phrasingSlips } from './email-phrasing.ts'

export interface GrammarSlip {
  rule: string
  /** the words around the slip, for the report */
  text: string
}

// A degree where a college belongs: "a student at B.Tech", "from BDes", "studying at M.Tech CSE".
const DEGREE = String.raw`(?:b\.?\s?tech|m\.?\s?tech|b\.?\s?e\.|b\.?\s?des|m\.?\s?des|b\.?\s?sc|m\.?\s?sc|b\.?\s?com|m\.?\s?com|b\.?\s?a\.|m\.?\s?a\.|bba|bca|mba|mca|ph\.?\s?d|bachelor|master|diploma|pgdm|integrated m\.?\s?sc)`
const AT_DEGREE = new RegExp(String.raw`\b(?:at|from)\s+${DEGREE}(?![\p{L}])`, 'giu')
// A word that needs one after it, with none: "a student at ,", "from .", "a .", "Hi ,". Prepositions that may
// end a sentence ("what Acme works on.", "help with.") are left alone, and a colon may follow ("works on: …").
const DANGLING = /\b(?:at|from|as|and|or|a|an|the|my|your|hi|hello|dear)[ \t]*[,.;!?)](?![\p{L}\p{N}])/giu
// A company description spliced in after a preposition: "its work on runs weekly leagues and gives…". The
// verbs are those descriptions open with, and only ones that are never plural nouns ("builds", "maps" are).
const VERB_AFTER_PREPOSITION =
  /\b(?:on|about|in|at|with|for|of)\s+(?:runs|helps|makes|gives|lets|offers|provides|connects|turns|brings|powers|sells|automates|delivers|enables|creates|develops|manages|simplifies|uses|finds|handles|sends|collects|lends|insures|teaches|monitors|predicts|detects|converts|unifies|streamlines|digiti[sz]es|aggregates|curates|verifies|allows|empowers|transforms|combines|pairs|replaces)\b/giu
const EMPTY_BRACKETS = /\([\s,.;:–-]*\)|\[[\s,.;:–-]*\]/gu
// A space before a comma or full stop ("Summer ): ", "Asha , a student"); an ellipsis or a URL is not one.
const SPACE_BEFORE_MARK = /[\p{L}\p{N}][ \t]+[,.;:)](?![.\p{L}\p{N}])/gu
const DOUBLED_MARK = /[,;:][ \t]*[,;:.]|(?<![.])\.[ \t]*[,;:]|(?<!\.)\.\.(?!\.)/gu
const WORD = /[\p{L}\p{N}][\p{L}\p{N}'’.-]*/gu

// "a" before a vowel sound, "an" before a consonant sound. Lower-case words by spelling (a few known
// exceptions), initialisms by how their first letter is said ("an MBA", "a B.Tech", "an M.Des").
const A_BEFORE_VOWEL_OK = /^(?:uni|use|usu|ut|eu|one|once|ur)/i
const AN_BEFORE_CONSONANT_OK = /^(?:hour|honest|honou?r|heir)/i
const VOWEL_SOUND_LETTERS = new Set('AEFHILMNORSX')

function isInitialism(word: string): boolean {
  // "MBA", "B.Tech", "BDes", "M.Sc": a capital followed by a capital or a dot
  return /^\p{Lu}(?:\p{Lu}|\.)/u.test(word)
}

function articleSlip(article: string, next: string): boolean {
  const an = article.toLowerCase() === 'an'
  const first = next[0]!
  if (/\p{N}/u.test(first)) return false // "a 15-minute call": said as a word, not checked
  if (isInitialism(next)) return an !== VOWEL_SOUND_LETTERS.has(first.toUpperCase())
  const vowel = /[aeiou]/i.test(first)
  if (an) return !vowel && !AN_BEFORE_CONSONANT_OK.test(next)
  return vowel && !A_BEFORE_VOWEL_OK.test(next)
}

const around = (text: string, index: number, length: number) =>
  text
    .slice(Math.max(0, index - 25), index + length + 25)
    .replace(/\s+/g, ' ')
    .trim()

/** Every slip in an email, in order of the rules above. */
export function grammarSlips(text: string): GrammarSlip[] {
  const slips: GrammarSlip[] = []
  const add = (rule: string, pattern: RegExp) => {
    for (const m of text.matchAll(pattern)) slips.push({ rule, text: around(text, m.index, m[0].length) })
  }
  add('degree where a college belongs', AT_DEGREE)
  add('nothing after a preposition or article', DANGLING)
  add('a verb where a noun belongs', VERB_AFTER_PREPOSITION)
  add('empty brackets', EMPTY_BRACKETS)
  add('space before a punctuation mark', SPACE_BEFORE_MARK)
  add('doubled punctuation', DOUBLED_MARK)

  // word by word, across line breaks too: "a an", "the the", "a Electronics student"
  const words = [...text.matchAll(WORD)]
  for (let i = 0; i + 1 < words.length; i++) {
    const [a, b] = [words[i]!, words[i + 1]!]
    const between = text.slice(a.index + a[0].length, b.index)
    if (!/^[ \t\n]+$/.test(between)) continue
    const [x, y] = [a[0].toLowerCase(), b[0].toLowerCase()]
    if (x === y && !/^\p{N}+$/u.test(x)) {
      slips.push({ rule: 'doubled word', text: around(text, a.index, b.index + b[0].length - a.index) })
    } else if ((x === 'a' || x === 'an') && (y === 'a' || y === 'an' || y === 'the')) {
      slips.push({ rule: 'two articles', text: around(text, a.index, b.index + b[0].length - a.index) })
    } else if ((x === 'a' || x === 'an') && a[0] !== 'A' && articleSlip(x, b[0])) {
      slips.push({
        rule: '"a" / "an" before the wrong sound',
        text: around(text, a.index, b.index - a.index + 8),
      })
    }
  }
  slips.push(...phrasingSlips(text))
  return slips
}
