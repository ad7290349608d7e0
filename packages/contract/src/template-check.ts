// The template checker: one function the admin editor runs as the admin types, the server runs on every
// save (a template with problems may be saved as a draft, never published) and on every read (a stored
// template with problems is hidden from students). Plain functions, no zod, like template-variables.ts.
import { TEMPLATE_CONTENT_MAX, TEMPLATE_VARIABLE_NAMES } from './template-variables.ts'

export interface TemplateProblem {
  /** 1-based line of the text where the problem is */
  line: number
  /** 1-based column of the token on that line */
  column: number
  /** the token as written (`{{compnay}}`, `{{/role}}`, `Subject:`) */
  token: string
  /** what is wrong and how to fix it, in words an admin understands */
  message: string
}

/** The problems reported at most: past that the admin has enough to fix first. */
export const TEMPLATE_PROBLEMS_MAX = 50

const known = new Set<string>(TEMPLATE_VARIABLE_NAMES)

// What a `{{…}}` may hold, exactly as the renderer reads it (template-variables.ts): a variable with an
// optional fallback that has no braces, or a section's opening, inverted opening or closing tag.
const VARIABLE_INSIDE = /^\s*([A-Za-z_]\w*)\s*(?:\|[^{}]*)?$/
const SECTION_INSIDE = /^\s*([#^/])\s*([A-Za-z_]\w*)\s*$/
const SUBJECT_LINE = /^\s*subject\s*:/i

/** Edit distance with a cap: the letters two names differ by, or cap + 1 when more. */
function distance(a: string, b: string, cap: number): number {
  if (Math.abs(a.length - b.length) > cap) return cap + 1
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j)
  for (let i = 1; i <= a.length; i++) {
    const row = [i]
    let best = i
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      row[j] = Math.min(previous[j]! + 1, row[j - 1]! + 1, previous[j - 1]! + cost)
      best = Math.min(best, row[j]!)
    }
    if (best > cap) return cap + 1
    previous = row
  }
  return previous[b.length]!
}

/** The known variable an unknown name most likely meant (`compnay` → `company`), or null. */
export function closestVariable(name: string): string | null {
  const lower = name.toLowerCase()
  if (lower.length > 40) return null
  let best: string | null = null
  let bestDistance = 3
  for (const candidate of TEMPLATE_VARIABLE_NAMES) {
    const d = distance(lower, candidate, 2)
    if (d < bestDistance) {
      best = candidate
      bestDistance = d
    }
  }
  if (best) return best
  // `company_name` → `company`, `name` → `recipient_name`: one contains the other, at a word boundary
  for (const candidate of TEMPLATE_VARIABLE_NAMES) {
    if (lower.length >= 4 && (lower.startsWith(`${candidate}_`) || candidate.endsWith(`_${lower}`)))
      return candidate
  }
  return null
}

const shown = (text: string) => (text.length > 40 ? `${text.slice(0, 39)}…` : text)

interface Marker {
  kind: 'open' | 'close'
  index: number
}

/** Every `{{` and `}}`, left to right, not overlapping. Linear: each search starts where the last ended. */
function bracesOf(text: string): Marker[] {
  const markers: Marker[] = []
  let open = text.indexOf('{{')
  let close = text.indexOf('}}')
  while (open !== -1 || close !== -1) {
    if (close === -1 || (open !== -1 && open < close)) {
      markers.push({ kind: 'open', index: open })
      // a "}}" found earlier starts at least two past this "{{": it stands
      open = text.indexOf('{{', open + 2)
    } else {
      markers.push({ kind: 'close', index: close })
      close = text.indexOf('}}', close + 2)
    }
  }
  return markers
}

/**
 * The template's problems, in the order they appear: `{{` or `}}` that belong to no variable, unknown
 * variables (with the likely one), sections not closed, closed twice or crossing one another, and a
 * `Subject:` line that is empty, not the first line, or opens a section it does not close. Linear time.
 */
export function checkTemplate(template: string): TemplateProblem[] {
  // a longer one (stored before the cap) is checked as far as the cap, and that it is too long is a problem
  const text = template.slice(0, TEMPLATE_CONTENT_MAX)
  const problems: (TemplateProblem & { index: number })[] = []
  const lineStarts = [0]
  for (let i = 0; i < text.length; i++) if (text[i] === '\n') lineStarts.push(i + 1)
  const lineEnd = (l: number) => (l + 1 < lineStarts.length ? lineStarts[l + 1]! - 1 : text.length)
  /** 0-based line of an offset (binary search) */
  const lineOf = (index: number) => {
    let lo = 0
    let hi = lineStarts.length - 1
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1
      if (lineStarts[mid]! <= index) lo = mid
      else hi = mid - 1
    }
    return lo
  }
  const at = (index: number, token: string, message: string) => {
    const line = lineOf(index)
    problems.push({
      index,
      line: line + 1,
      column: index - lineStarts[line]! + 1,
      token: shown(token),
      message,
    })
  }

  // the subject is the first line with text when it starts "Subject:" (as splitSubjectLine reads it)
  let firstLine = 0
  while (firstLine + 1 < lineStarts.length && !text.slice(lineStarts[firstLine], lineEnd(firstLine)).trim())
    firstLine++
  const subjectEnd = lineEnd(firstLine)
  const subjectLine = SUBJECT_LINE.test(text.slice(lineStarts[firstLine], subjectEnd))
  const open: { name: string; token: string; index: number }[] = []

  const markers = bracesOf(text)
  for (let m = 0; m < markers.length && problems.length <= TEMPLATE_PROBLEMS_MAX; m++) {
    const marker = markers[m]!
    const next = markers[m + 1]
    if (marker.kind === 'close') {
      at(marker.index, '}}', '“}}” closes nothing: remove it, or add the “{{” it belongs to.')
      continue
    }
    if (!next || next.kind === 'open') {
      // the token as far as the next "{{" or the end of its line
      let end = Math.min(next ? next.index : text.length, marker.index + 40)
      for (let i = marker.index; i < end; i++) if (text[i] === '\n') end = i
      const token = text.slice(marker.index, end).trimEnd()
      at(marker.index, token, `“${shown(token)}” is never closed: add “}}”.`)
      continue
    }
    m++
    const token = text.slice(marker.index, next.index + 2)
    const inside = text.slice(marker.index + 2, next.index)
    const section = SECTION_INSIDE.exec(inside)
    const variable = section ? null : VARIABLE_INSIDE.exec(inside)
    const name = section?.[2] ?? variable?.[1]
    if (name === undefined) {
      at(
        marker.index,
        token,
        `“${shown(token)}” is not a variable: write {{name}}, {{name|fallback}} or a section tag.`,
      )
      continue
    }
    if (!known.has(name)) {
      const hint = closestVariable(name)
      at(
        marker.index,
        token,
        `Unknown variable “${shown(name)}”${hint ? `: did you mean ${hint}?` : ': pick one from the list below the editor.'}`,
      )
    }
    if (!section) continue
    if (section[1] !== '/') {
      open.push({ name, token, index: marker.index })
      continue
    }
    const top = open.at(-1)
    if (top && top.name === name) {
      open.pop()
      if (subjectLine && top.index < subjectEnd && marker.index > subjectEnd)
        at(
          top.index,
          top.token,
          `“${shown(top.token)}” opens in the subject line but closes on line ${lineOf(marker.index) + 1}: close it on the subject line.`,
        )
    } else if (top && open.some((o) => o.name === name)) {
      at(
        marker.index,
        token,
        `“${shown(token)}” closes “${shown(name)}” while “${shown(top.token)}” is still open: close “${shown(top.name)}” first.`,
      )
      // the renderer pairs it with the nearest open one, dropping the sections crossed: so does the check
      while (open.length && open.at(-1)!.name !== name) open.pop()
      open.pop()
    } else {
      at(
        marker.index,
        token,
        `“${shown(token)}” closes a section that is not open: remove it or add {{#${shown(name)}}} before it.`,
      )
    }
  }
  // in order of position: the first ones are all a report can show
  for (const o of open.slice(0, TEMPLATE_PROBLEMS_MAX))
    at(
      o.index,
      o.token,
      `“${shown(o.token)}” is never closed: add {{/${shown(o.name)}}} where the section ends.`,
    )

  if (subjectLine && !text.slice(lineStarts[firstLine], subjectEnd).replace(SUBJECT_LINE, '').trim())
    at(lineStarts[firstLine]!, 'Subject:', 'The subject line is empty: write the subject after “Subject:”.')
  // a later "Subject:" line would reach the founder as body text
  for (let l = firstLine + 1; l < lineStarts.length && problems.length <= TEMPLATE_PROBLEMS_MAX; l++) {
    const start = lineStarts[l]!
    if (!SUBJECT_LINE.test(text.slice(start, Math.min(lineEnd(l), start + 200)))) continue
    at(
      start,
      'Subject:',
      subjectLine
        ? 'A second “Subject:” line: only the first line is the subject; this one would be sent in the body.'
        : '“Subject:” must be the first line: here it would be sent in the body.',
    )
  }

  if (template.length > TEMPLATE_CONTENT_MAX)
    at(
      text.length,
      '',
      `The template is ${template.length.toLocaleString('en-IN')} characters long: keep it under ${TEMPLATE_CONTENT_MAX.toLocaleString('en-IN')}.`,
    )
  return problems
    .sort((a, b) => a.index - b.index)
    .slice(0, TEMPLATE_PROBLEMS_MAX)
    .map(({ index: _index, ...p }) => p)
}

/** The problems as one sentence per line, for an error message or a log: "Line 3: …". */
export function describeTemplateProblems(problems: TemplateProblem[]): string {
  return problems.map((p) => `Line ${p.line}: ${p.message}`).join('\n')
}

/**
 * What template text is left in an email, as written, each once, in order: a `{{variable}}`, a section tag
 * (`{{#role}}`, `{{/role}}`), or a lone `{{` or `}}`. None of it should reach a founder. Linear time.
 */
export function templateLeftovers(text: string): string[] {
  const found = new Set<string>()
  const markers = bracesOf(text)
  for (let m = 0; m < markers.length && found.size < TEMPLATE_PROBLEMS_MAX; m++) {
    const marker = markers[m]!
    const next = markers[m + 1]
    if (marker.kind === 'open' && next?.kind === 'close') {
      found.add(shown(text.slice(marker.index, next.index + 2).replace(/\s+/g, ' ')))
      m++
    } else found.add(marker.kind === 'open' ? '{{' : '}}')
  }
  return [...found]
}

/** A section's tag (`{{#role}}`, `{{^role}}`, `{{/role}}`): template syntax, never a value to fill. */
export const isSectionTag = (token: string) => /^\{\{\s*[#^/]/.test(token)
