// Dates and periods as resumes write them: "May 2024 – Jul 2024", "06/2023 - Present", "2022–26",
// "Summer 2025", "Winter ’24", "Jan–Mar 2025", "(2020–24)". A period is found whole, so "(Summer 2025)" never
// loses its season and a figure such as "1,200", "8.7/10" or "₹20,000" is never taken for a date.

const MONTH =
  '(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\\.?'
const SEASON = '(?:spring|summer|monsoon|fall|autumn|winter)'
const YEAR = '(?:19|20)\\d{2}'
const SHORT_YEAR = "['’]\\d{2}"
const POINT = `(?:(?:${MONTH}|${SEASON}) ?(?:${YEAR}|${SHORT_YEAR})|${YEAR}|\\d{1,2}/${YEAR}|${SHORT_YEAR})`
const OPEN = '(?:present|current|now|ongoing|till date|today)'
const DASH = ' ?(?:-|–|—|to|till|until) ?'
// Built from strings, so the linter cannot see it: it is linear because no piece repeats without a bound (a
// month, a season, a year, a single optional space), so an attempt reads at most a few dozen characters.
// eslint-disable-next-line regexp/no-useless-non-capturing-group -- each piece is a group so it reads alone
const PERIOD_SOURCE = `(?<![\\p{L}\\p{N}.,/])(?:${MONTH}${DASH}${MONTH} ?${YEAR}|${POINT}(?:${DASH}(?:${POINT}|${OPEN}|\\d{2}))?)(?![\\p{L}\\p{N}%])`

export const PERIOD = new RegExp(PERIOD_SOURCE, 'iu')
const OPEN_END = new RegExp(`${OPEN}$`, 'i')

/** A line's first period, and the line without it (an emptied bracket and a separator left dangling go too). */
export function periodOf(line: string): { period: string | null; rest: string } {
  const match = PERIOD.exec(line)
  if (!match) return { period: null, rest: line }
  const cut = `${line.slice(0, match.index)} ${line.slice(match.index + match[0].length)}`
    .replace(/\(\s*\)|\[\s*\]/g, '')
    .replace(/ {2,}/g, ' ')
    .trim()
  return { period: match[0], rest: trimSeparators(cut) }
}

const SEPARATORS = '|,–—-·•:'
/** The text without separators (and spaces) at either end. */
export function trimSeparators(text: string): string {
  let start = 0
  let end = text.length
  while (start < end && (SEPARATORS.includes(text[start]!) || text[start] === ' ')) start++
  while (end > start && (SEPARATORS.includes(text[end - 1]!) || text[end - 1] === ' ')) end--
  return text.slice(start, end)
}

/** The year a period ends in, four digits ("2022–26" → "2026", "Winter ’24" → "2024"); null while open. */
export function endYearOf(period: string | null): string | null {
  if (!period || OPEN_END.test(period.trim())) return null
  const numbers = period.match(/\d+/g) ?? []
  const last = numbers.at(-1)
  if (!last) return null
  if (last.length === 4) return last
  if (last.length !== 2) return null
  const century = numbers.find((n) => n.length === 4)?.slice(0, 2) ?? '20'
  return `${century}${last}`
}
