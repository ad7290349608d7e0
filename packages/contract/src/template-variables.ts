// Template variables, defined once: the composer, the offline writer, the AI prompt, the admin editor's
// live preview and the web editor's highlighting all read this file. Plain functions, no zod: the web app's
// editor imports them without loading a schema library.

export const TEMPLATE_VARIABLES = [
  { name: 'recipient_name', label: 'Recipient name', example: 'Priya Sharma' },
  { name: 'recipient_first_name', label: "Recipient's first name (or 'Hiring Team')", example: 'Priya' },
  { name: 'first_name', label: "Recipient's first name (same as recipient_first_name)", example: 'Priya' },
  { name: 'company', label: 'Company', example: 'Acme Labs' },
  { name: 'sector', label: "Company's sector", example: 'Fintech' },
  { name: 'location', label: "Company's location", example: 'Bengaluru' },
  { name: 'company_focus', label: 'What the company works on', example: 'UPI payments for small shops' },
  { name: 'role', label: 'Internship role', example: 'Product' },
  { name: 'sender_name', label: 'Your name', example: 'Asha Verma' },
  { name: 'skills', label: 'Your skills', example: 'React, SQL and user research' },
  { name: 'college', label: 'Your college', example: 'IIT Bombay' },
  { name: 'degree', label: 'Your degree', example: 'B.Tech' },
  { name: 'field', label: 'Your field of study', example: 'Computer Science' },
  { name: 'graduation_year', label: 'Your graduation year', example: '2027' },
  {
    name: 'studies',
    label: 'Your studies, as a phrase',
    example: 'a B.Tech Computer Science student at IIT Bombay',
  },
  {
    name: 'project',
    label: 'A project or experience from your resume',
    example: 'a UPI expense splitter for hostel rooms',
  },
  {
    name: 'achievement',
    label: 'A resume highlight, as written',
    example: 'Grew the college fest app to 1,200 sign-ups',
  },
  { name: 'portfolio', label: 'Your portfolio or resume link', example: 'https://asha.dev' },
  { name: 'linkedin', label: 'Your LinkedIn', example: 'https://linkedin.com/in/asha' },
  { name: 'github', label: 'Your GitHub', example: 'https://github.com/asha' },
] as const

/**
 * The longest template, in characters: an email is 50–150 words, and every pass over a template (the
 * checker, the sections, the offline writer) stays well under a millisecond at this size.
 */
export const TEMPLATE_CONTENT_MAX = 20_000

export type TemplateVariableName = (typeof TEMPLATE_VARIABLES)[number]['name']
export const TEMPLATE_VARIABLE_NAMES: readonly TemplateVariableName[] = TEMPLATE_VARIABLES.map((v) => v.name)

/** Values to fill; a missing, null or blank value leaves the variable unfilled (or takes its fallback). */
export type TemplateValues = Partial<Record<TemplateVariableName, string | null | undefined>>

/** `{{ name }}` or `{{ name | fallback }}`; the name is letters, digits and underscores. */
const PLACEHOLDER = /\{\{\s*([A-Za-z_][A-Za-z0-9_]*)\s*(?:\|([^{}]*))?\}\}/g

export interface TemplatePlaceholder {
  /** the whole `{{...}}` token as written */
  token: string
  name: string
  /** the text after the bar, trimmed; undefined when there is no bar */
  fallback: string | undefined
  /** offset of the token in the text */
  index: number
  known: boolean
}

const knownNames = new Set<string>(TEMPLATE_VARIABLE_NAMES)

/** Every `{{...}}` token in the text, in order. */
export function findPlaceholders(text: string): TemplatePlaceholder[] {
  const found: TemplatePlaceholder[] = []
  for (const m of text.matchAll(PLACEHOLDER)) {
    found.push({
      token: m[0],
      name: m[1]!,
      fallback: m[2] === undefined ? undefined : m[2].trim(),
      index: m.index,
      known: knownNames.has(m[1]!),
    })
  }
  return found
}

/** `{{#name}}`, `{{^name}}` or `{{/name}}`: a section's opening, inverted opening or closing tag. */
const SECTION_TAG = /\{\{\s*([#^/])\s*([A-Za-z_][A-Za-z0-9_]*)\s*\}\}/g

interface SectionTag {
  kind: '#' | '^' | '/'
  name: string
  /** the tag's range; a tag alone on its line takes the whole line, so kept or dropped it leaves none */
  start: number
  end: number
}

const isBlank = (c: string | undefined) => c === ' ' || c === '\t'

/** The tags, each widened to its whole line when nothing else is on that line. */
function sectionTags(text: string): SectionTag[] {
  const tags: SectionTag[] = []
  let lastEnd = 0
  for (const m of text.matchAll(SECTION_TAG)) {
    let start = m.index
    let end = m.index + m[0].length
    let before = start
    while (before > lastEnd && isBlank(text[before - 1])) before--
    let after = end
    while (after < text.length && isBlank(text[after])) after++
    const lineStarts = before === 0 || text[before - 1] === '\n'
    const lineEnds = after === text.length || text[after] === '\n' || text[after] === '\r'
    if (lineStarts && lineEnds) {
      start = before
      end = text.startsWith('\r\n', after) ? after + 2 : text[after] === '\n' ? after + 1 : after
    }
    tags.push({ kind: m[1] as SectionTag['kind'], name: m[2]!, start, end })
    lastEnd = end
  }
  return tags
}

/** Pairs each closing tag with the nearest open one of its name; unpaired tags stay in the text as written. */
function pairSections(tags: SectionTag[]): Map<number, number> {
  const pairs = new Map<number, number>()
  const stack: number[] = []
  const open = new Map<string, number>()
  tags.forEach((tag, i) => {
    if (tag.kind !== '/') {
      stack.push(i)
      open.set(tag.name, (open.get(tag.name) ?? 0) + 1)
      return
    }
    if (!open.get(tag.name)) return
    // each tag is pushed and popped once: linear however the tags are interleaved
    for (;;) {
      const top = stack.pop()!
      open.set(tags[top]!.name, open.get(tags[top]!.name)! - 1)
      if (tags[top]!.name === tag.name) {
        pairs.set(top, i)
        return
      }
    }
  })
  return pairs
}

const DROPPED = Symbol('dropped section')

/**
 * Joins the text on either side of a dropped section so it reads as if the section was never written: a
 * paragraph break stays one, a line break one, spaces become one (none before punctuation), and nothing
 * is left at the very start or end.
 */
function joinAround(left: string, right: string): string {
  const leftCore = left.trimEnd()
  const rightCore = right.trimStart()
  const gap = left.slice(leftCore.length) + right.slice(0, right.length - rightCore.length)
  if (!leftCore || !rightCore) return leftCore + rightCore
  const newlines = gap.split('\n').length - 1
  const sep = newlines >= 2 ? '\n\n' : newlines === 1 ? '\n' : gap && !/^[.,;:!?)]/.test(rightCore) ? ' ' : ''
  return leftCore + sep + rightCore
}

const hasValue = (lookup: Record<string, unknown>, name: string) => {
  const raw = Object.hasOwn(lookup, name) ? lookup[name] : undefined
  return typeof raw === 'string' && raw.trim() !== ''
}

/**
 * Keeps `{{#name}}…{{/name}}` when `name` has a value and `{{^name}}…{{/name}}` when it has none, dropping
 * the others with the whitespace they would leave. Sections of different names may nest. Linear time.
 */
export function applySections(text: string, values: TemplateValues | Record<string, unknown>): string {
  const tags = sectionTags(text)
  if (!tags.length) return text
  const pairs = pairSections(tags)
  const closes = new Set(pairs.values())
  const lookup = values as Record<string, unknown>
  const parts: (string | typeof DROPPED)[] = []
  let cursor = 0
  for (let i = 0; i < tags.length; i++) {
    const tag = tags[i]!
    const close = pairs.get(i)
    if (tag.kind === '/' || close === undefined) {
      // a kept section's closing tag goes; an unpaired tag stays as written
      if (closes.has(i)) {
        parts.push(text.slice(cursor, tag.start))
        cursor = tag.end
      }
      continue
    }
    parts.push(text.slice(cursor, tag.start))
    const keep = hasValue(lookup, tag.name) === (tag.kind === '#')
    if (keep) {
      cursor = tag.end
    } else {
      parts.push(DROPPED)
      cursor = tags[close]!.end
      i = close
    }
  }
  parts.push(text.slice(cursor))

  let out = ''
  let dropped = false
  let gap = ''
  for (const part of parts) {
    if (part === DROPPED) dropped = true
    else if (!dropped) out += part
    else if (!part.trim()) gap += part
    else {
      out = joinAround(out, gap + part)
      dropped = false
      gap = ''
    }
  }
  return dropped ? joinAround(out, gap) : out
}

/**
 * A template as students browse and copy it: resolved as if every fact were present, so `{{#x}}…{{/x}}` keeps
 * its content (variables still as `{{x}}`, to highlight and fill by hand) and `{{^x}}…{{/x}}` is dropped.
 * Section tags are how templates are authored, never text a student should see.
 */
export function templateForDisplay(text: string): string {
  const present: Record<string, string> = {}
  for (const m of text.matchAll(SECTION_TAG)) present[m[2]!] = 'present'
  return applySections(text, present)
}

export interface FillResult {
  text: string
  /** names of the variables left as `{{...}}` (no value and no fallback), each once, in order of appearance */
  unfilled: string[]
}

/**
 * Applies the sections (see applySections), then replaces each `{{name}}` with its value, `{{name|fallback}}` with its value or else the fallback. A token
 * with neither stays in the text as written and is reported. One pass: a value that itself contains `{{x}}`
 * is never filled in turn.
 */
export function fillTemplate(text: string, values: TemplateValues | Record<string, unknown>): FillResult {
  const unfilled = new Set<string>()
  const lookup = values as Record<string, unknown>
  const filled = applySections(text, values).replace(
    PLACEHOLDER,
    (token, name: string, fallback: string | undefined) => {
      const raw = Object.hasOwn(lookup, name) ? lookup[name] : undefined
      const value = typeof raw === 'string' ? raw.trim() : ''
      if (value) return value
      const alt = fallback?.trim()
      if (alt) return alt
      unfilled.add(name)
      return token
    },
  )
  return { text: filled, unfilled: [...unfilled] }
}

/** The names of the variables still present in a text (what the composer names above Send). */
export function unfilledVariables(text: string): string[] {
  return [...new Set(findPlaceholders(text).map((p) => p.name))]
}

/** Splits text into plain and placeholder parts, for highlighting in an editor. */
export function splitByPlaceholders(
  text: string,
): Array<{ kind: 'text'; text: string } | { kind: 'variable'; text: string; name: string }> {
  const parts: Array<{ kind: 'text'; text: string } | { kind: 'variable'; text: string; name: string }> = []
  let last = 0
  for (const p of findPlaceholders(text)) {
    if (p.index > last) parts.push({ kind: 'text', text: text.slice(last, p.index) })
    parts.push({ kind: 'variable', text: p.token, name: p.name })
    last = p.index + p.token.length
  }
  if (last < text.length) parts.push({ kind: 'text', text: text.slice(last) })
  return parts
}

export interface SplitSubject {
  /** the template's own `Subject:` first line, without the prefix; null when it has none */
  subject: string | null
  /** the text without that line (and the blank lines after it) */
  body: string
}

/** A template's own `Subject:` first line is offered as the subject and never left in the body. */
export function splitSubjectLine(text: string): SplitSubject {
  const m = /^\s*subject\s*:([^\r\n]*)(?:\r?\n|$)/i.exec(text)
  if (!m) return { subject: null, body: text }
  return { subject: m[1]!.trim() || null, body: text.slice(m[0].length).replace(/^(?:[ \t]*\r?\n)+/, '') }
}

/** The mail's subject line. */
export const defaultEmailSubject = (company: string) => `regarding internship opportunity at ${company}`

/** A card's (320 characters) or picker's (150) preview: whitespace folded, cut at a word. */
export function templatePreview(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim()
  if (flat.length <= max) return flat
  const cut = flat.slice(0, max - 1)
  const space = cut.lastIndexOf(' ')
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/(?<![\s,.;:])[\s,.;:]+$/, '')}…`
}

// The template variables a student's own profile and resume fill: what the Templates page and the composer's
// picker show filled in before any startup is chosen. The rest (recipient and company) are known only once a
// startup is.

export const STUDENT_VARIABLES = [
  'sender_name',
  'skills',
  'studies',
  'college',
  'degree',
  'field',
  'graduation_year',
  'role',
  'project',
  'achievement',
  'portfolio',
  'linkedin',
  'github',
] as const satisfies readonly TemplateVariableName[]

export type StudentVariable = (typeof STUDENT_VARIABLES)[number]
