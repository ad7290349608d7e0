// Template variables, defined once: the composer, the offline writer, the AI prompt, the admin editor's
// live preview and the web editor's highlighting all read this file. Plain functions, no zod: the web app's
// editor imports them without loading a schema library.

export const TEMPLATE_VARIABLES = [
  { name: 'recipient_name', label: 'Recipient name', example: 'Priya Sharma' },
  { name: 'first_name', label: "Recipient's first name", example: 'Priya' },
  { name: 'company', label: 'Company', example: 'Acme Labs' },
  { name: 'sector', label: "Company's sector", example: 'Fintech' },
  { name: 'location', label: "Company's location", example: 'Bengaluru' },
  { name: 'role', label: 'Internship role', example: 'Product' },
  { name: 'sender_name', label: 'Your name', example: 'Asha Verma' },
  { name: 'skills', label: 'Your skills', example: 'React, SQL and user research' },
  { name: 'college', label: 'Your college', example: 'IIT Bombay' },
  { name: 'portfolio', label: 'Your portfolio or resume link', example: 'https://asha.dev' },
  { name: 'linkedin', label: 'Your LinkedIn', example: 'https://linkedin.com/in/asha' },
  { name: 'github', label: 'Your GitHub', example: 'https://github.com/asha' },
] as const

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

export interface FillResult {
  text: string
  /** names of the variables left as `{{...}}` (no value and no fallback), each once, in order of appearance */
  unfilled: string[]
}

/**
 * Replaces each `{{name}}` with its value, `{{name|fallback}}` with its value or else the fallback. A token
 * with neither stays in the text as written and is reported. One pass: a value that itself contains `{{x}}`
 * is never filled in turn.
 */
export function fillTemplate(text: string, values: TemplateValues | Record<string, unknown>): FillResult {
  const unfilled = new Set<string>()
  const lookup = values as Record<string, unknown>
  const filled = text.replace(PLACEHOLDER, (token, name: string, fallback: string | undefined) => {
    const raw = Object.hasOwn(lookup, name) ? lookup[name] : undefined
    const value = typeof raw === 'string' ? raw.trim() : ''
    if (value) return value
    const alt = fallback?.trim()
    if (alt) return alt
    unfilled.add(name)
    return token
  })
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

/** SPEC §7: the mail's subject line. */
export const defaultEmailSubject = (company: string) => `regarding internship opportunity at ${company}`

/** A card's or picker's preview (SPEC §9: 320 and 150 characters): whitespace folded, cut at a word. */
export function templatePreview(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim()
  if (flat.length <= max) return flat
  const cut = flat.slice(0, max - 1)
  const space = cut.lastIndexOf(' ')
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/(?<![\s,.;:])[\s,.;:]+$/, '')}…`
}
