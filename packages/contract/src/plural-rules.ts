// Counted nouns for every message the product writes ("1 employee", "2 employees"), by the language's own
// plural rules rather than `count === 1` at each place. English has two forms; the rules also settle cases
// such as 0 and 1.5 ("0 startups", "1.5 months").

// Made only when needed: the first Intl formatter on a page loads ICU's locale data, and `toLocaleString` builds
// a new formatter on every call.
let rules: Intl.PluralRules | undefined
let numbers: Intl.NumberFormat | undefined

/** "1,204" with the reader's locale thousands separators; a whole number under 1,000 needs no formatter. */
export function formatCount(count: number): string {
  return Number.isInteger(count) && Math.abs(count) < 1000
    ? String(count)
    : (numbers ??= new Intl.NumberFormat()).format(count)
}

/** The noun's form for `count`: `one` when English says one, else `other` (by default `one` + "s"). */
export function pluralWord(count: number, one: string, other = `${one}s`): string {
  return (rules ??= new Intl.PluralRules('en')).select(count) === 'one' ? one : other
}

/** "1 employee", "1,204 employees": the count with locale separators, then the noun in its form. */
export function plural(count: number, one: string, other?: string): string {
  return `${formatCount(count)} ${pluralWord(count, one, other)}`
}
