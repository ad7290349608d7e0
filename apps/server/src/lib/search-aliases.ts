/**
 * Names people use for the same city or sector. The data spells each one way ("Bengaluru", "Fintech"), a
 * student types another ("Bangalore", "financial technology"): a search or a filter asks for every spelling
 * of the group, so nothing is scanned that the typed name would not have read.
 */
const ALIAS_GROUPS: readonly (readonly string[])[] = [
  ['bengaluru', 'bangalore'],
  ['mumbai', 'bombay'],
  ['gurugram', 'gurgaon'],
  ['delhi', 'delhi ncr', 'new delhi'],
  ['chennai', 'madras'],
  ['kolkata', 'calcutta'],
  ['pune', 'poona'],
  ['thiruvananthapuram', 'trivandrum'],
  ['kochi', 'cochin'],
  ['fintech', 'financial technology'],
  ['edtech', 'education technology'],
  ['healthtech', 'health tech', 'healthcare technology'],
  ['agritech', 'agtech', 'agriculture technology'],
  ['saas', 'software as a service'],
  ['e-commerce', 'ecommerce'],
  ['developer tools', 'devtools'],
]

const words = (phrase: string) => phrase.match(/[\p{L}\p{N}]+/gu) ?? []

/** Each alias as its words ("new delhi" → ["new", "delhi"]) beside its group's, longest first. */
const ALIASES = ALIAS_GROUPS.flatMap((group) =>
  group.map((alias) => ({ words: words(alias), group: group.map(words) })),
).sort((a, b) => b.words.length - a.words.length)

/**
 * Lower-case words as groups of alternatives: a run of words that is an alias becomes its whole group (each
 * alternative a word list), any other word stands alone. "startups in bombay" → [[[startups]], [[in]],
 * [[mumbai], [bombay]]].
 */
export function expandAliases(lowerWords: readonly string[]): string[][][] {
  const out: string[][][] = []
  for (let i = 0; i < lowerWords.length;) {
    const hit = ALIASES.find((a) => a.words.every((w, k) => lowerWords[i + k] === w))
    out.push(hit ? hit.group : [[lowerWords[i]!]])
    i += hit ? hit.words.length : 1
  }
  return out
}

/** Every spelling of a whole filter value ("Bangalore" → bangalore, bengaluru); the value alone otherwise. */
export function aliasesOfPhrase(text: string): string[] {
  const lower = text.trim().toLowerCase()
  const group = ALIAS_GROUPS.find((g) => g.includes(lower))
  return group ? [lower, ...group.filter((a) => a !== lower)] : [text.trim()]
}
