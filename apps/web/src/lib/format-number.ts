// One formatter, made only when needed: the first Intl formatter on a page loads ICU's locale data (77 ms of
// a 4x-throttled directory load, profiled), and `toLocaleString` builds a new formatter on every call. A whole
// number under 1,000 has no separator to place, so most renders never need it.
let numbers: Intl.NumberFormat | undefined

/** "1,204" with the reader's locale thousands separators; "+" appended when `atLeast`. */
export function formatNumber(count: number, atLeast = false): string {
  const digits =
    Number.isInteger(count) && Math.abs(count) < 1000
      ? String(count)
      : (numbers ??= new Intl.NumberFormat()).format(count)
  return atLeast ? `${digits}+` : digits
}
