import {
  STUDENT_VARIABLES,
  TEMPLATE_VARIABLES,
  applySections,
  defaultEmailSubject,
  fillTemplate,
  findPlaceholders,
  splitSubjectLine,
} from '@coldstart/contract'

// A template as a student reads it: their own facts filled in, every value the app cannot know yet a
// labelled chip, the subject on its own line. The Templates page, its Customize dialog and the composer's
// picker all read templates through this.

/** Known values by variable name; null or blank is unknown. */
export type KnownValues = Partial<Record<string, string | null | undefined>>

export type TemplateSegment =
  | { kind: 'text'; text: string }
  | { kind: 'fact'; name: string; text: string }
  | { kind: 'unknown'; name: string; label: string }

export interface ReadableTemplate {
  subject: TemplateSegment[]
  body: TemplateSegment[]
  /** the subject and body text after sections, `{{...}}` still in place (Customize fills them) */
  subjectText: string
  bodyText: string
}

const SHORT_LABELS: Record<string, string> = {
  recipient_name: 'Their name',
  recipient_first_name: 'Their first name',
  first_name: 'Their first name',
  company: 'Company',
  sector: 'Sector',
  location: 'City',
  company_focus: 'What they work on',
  role: 'Role',
  sender_name: 'Your name',
  skills: 'Your skills',
  college: 'Your college',
  degree: 'Your degree',
  field: 'Your field',
  graduation_year: 'Graduation year',
  studies: 'Your studies',
  project: 'A project of yours',
  achievement: 'A result you are proud of',
  portfolio: 'Your portfolio link',
  linkedin: 'Your LinkedIn',
  github: 'Your GitHub',
}

/** A chip's label: short, in words ("Company", "Your college"); an unlisted name as written. */
export function variableLabel(name: string): string {
  return SHORT_LABELS[name] ?? TEMPLATE_VARIABLES.find((v) => v.name === name)?.label ?? name
}

const studentNames = new Set<string>(STUDENT_VARIABLES)
const hasValue = (v: string | null | undefined): v is string => typeof v === 'string' && v.trim() !== ''
const SECTION_NAME = /\{\{\s*[#^]\s*([A-Za-z_]\w*)\s*\}\}/g

/**
 * Which sections stay: a known fact's, and a fact's the app learns only with a startup (as if present); a
 * student fact the profile lacks drops its section, as the composer would.
 */
function sectionLookup(content: string, known: KnownValues | undefined): Record<string, string> {
  const lookup: Record<string, string> = {}
  for (const m of content.matchAll(SECTION_NAME)) {
    const name = m[1]!
    const value = known?.[name]
    if (hasValue(value)) lookup[name] = value
    else if (!known || !studentNames.has(name)) lookup[name] = 'present'
  }
  return lookup
}

/** Whether text placed after `before` opens the text, a sentence or a line. */
function opensSentence(before: string): boolean {
  const trimmed = before.trimEnd()
  return trimmed === '' || '.!?'.includes(trimmed.at(-1)!) || before.slice(trimmed.length).includes('\n')
}

/**
 * The role is written as said mid-sentence ("an internship in data"); where it opens the subject, a sentence or a
 * line it takes a capital ("Data internship at Acme?"), as in the email the writer makes.
 */
function roleCase(name: string, value: string, before: string): string {
  return name === 'role' && opensSentence(before) ? value.charAt(0).toUpperCase() + value.slice(1) : value
}

/** The filled text with the role capitalised wherever it opens a sentence. */
function capitalizeOpeningRole(text: string, values: KnownValues): string {
  const role = values.role?.trim()
  if (!role) return text
  let out = text
  for (let at = out.indexOf(role); at >= 0; at = out.indexOf(role, at + role.length))
    out = out.slice(0, at) + roleCase('role', role, out.slice(0, at)) + out.slice(at + role.length)
  return out
}

/** Text split into plain text, filled facts and unknown-value chips (a fallback fills when nothing else does). */
export function templateSegments(text: string, known: KnownValues | undefined): TemplateSegment[] {
  const segments: TemplateSegment[] = []
  let last = 0
  for (const p of findPlaceholders(text)) {
    if (p.index > last) segments.push({ kind: 'text', text: text.slice(last, p.index) })
    const value = known?.[p.name]
    if (hasValue(value))
      segments.push({
        kind: 'fact',
        name: p.name,
        text: roleCase(p.name, value.trim(), text.slice(0, p.index)),
      })
    else segments.push({ kind: 'unknown', name: p.name, label: variableLabel(p.name) })
    last = p.index + p.token.length
  }
  if (last < text.length) segments.push({ kind: 'text', text: text.slice(last) })
  return segments
}

/**
 * The template read with what is known: sections resolved, its own `Subject:` line apart (else the mail's
 * usual subject, its company a chip), both split into segments.
 */
export function readableTemplate(content: string, known: KnownValues | undefined): ReadableTemplate {
  const text = applySections(content, sectionLookup(content, known))
  const split = splitSubjectLine(text)
  const subjectText = split.subject ?? defaultEmailSubject('{{company}}')
  return {
    subject: templateSegments(subjectText, known),
    body: templateSegments(split.body, known),
    subjectText,
    bodyText: split.body,
  }
}

/** A chip counts as its label in brackets, as a screen reader and a copy of the text have it. */
export const segmentLength = (s: TemplateSegment) =>
  s.kind === 'unknown' ? s.label.length + 2 : s.text.length

/**
 * A preview of at most `max` characters (a chip counts as its bracketed label): whitespace folded to single spaces, the
 * last text cut at a word and ended with "…".
 */
export function previewSegments(segments: TemplateSegment[], max: number): TemplateSegment[] {
  const folded = segments
    .map((s) => (s.kind === 'unknown' ? s : { ...s, text: s.text.replace(/\s+/g, ' ') }))
    .filter((s) => segmentLength(s) > 0)
  if (folded[0]?.kind === 'text') folded[0] = { ...folded[0], text: folded[0].text.trimStart() }
  const out: TemplateSegment[] = []
  let used = 0
  for (const s of folded) {
    const length = segmentLength(s)
    if (used + length <= max) {
      out.push(s)
      used += length
      continue
    }
    // plain text is cut at a word; a fact or a chip is shown whole or not at all
    if (s.kind === 'text') {
      const room = s.text.slice(0, Math.max(0, max - used - 1))
      const space = room.lastIndexOf(' ')
      const cut = (space >= 0 ? room.slice(0, space) : '').replace(/(?<![\s,.;:])[\s,.;:]+$/, '')
      if (cut) out.push({ ...s, text: cut })
    }
    const last = out.at(-1)
    if (last?.kind === 'text') out[out.length - 1] = { ...last, text: last.text.trimEnd() }
    out.push({ kind: 'text', text: '…' })
    return out
  }
  const lastSegment = out.at(-1)
  if (lastSegment?.kind === 'text') out[out.length - 1] = { ...lastSegment, text: lastSegment.text.trimEnd() }
  return out
}

/** The subject and body with every known value (and answer) filled; what is still unknown stays `{{name}}`. */
export function filledParts(t: ReadableTemplate, values: KnownValues): { subject: string; body: string } {
  return {
    subject: capitalizeOpeningRole(fillTemplate(t.subjectText, values).text, values),
    body: capitalizeOpeningRole(fillTemplate(t.bodyText, values).text, values),
  }
}

/** The names still unknown, each once, in order: what Customize asks for. */
export function unknownNames(t: ReadableTemplate): string[] {
  return [...new Set([...t.subject, ...t.body].flatMap((s) => (s.kind === 'unknown' ? [s.name] : [])))]
}
