import type { ResumeEducation } from '@coldstart/contract'
import { BULLET, clean } from './resume-lines.ts'
import { endYearOf, PERIOD, periodOf, trimSeparators } from './resume-periods.ts'

// Education entries in any order their parts come: "B.Tech CSE, IIT Bombay, 2027", "Computer Science, IIT
// Bombay, 2027", "IIT Bombay — B.Tech (2023–2027) — CGPA 8.9", a table row, or the parts on lines of their own.
// Each part is told apart by what it is: an institution by its kind of name, a degree by its abbreviation, a
// field by the words fields of study use, a grade by its scale; a city or a campus is none of these.

export const INSTITUTION =
  /\b(?:universit[éy]|college|institute|school|academy|iit|nit|iiit|iim|bits|vit|srm|nid|nift|mica|xlri|iiser|polytechnic|vidyalaya)\b/i
const DEGREE =
  /^(?:b\.? ?tech|m\.? ?tech|b\.? ?sc\.?|m\.? ?sc\.?|b\.? ?com\.?|m\.? ?com\.?|b\.? ?des\.?|m\.? ?des\.?|b\.? ?e\.?|m\.? ?e\.?|b\.? ?s\.?|m\.? ?s\.?|b\.? ?a\.?|m\.? ?a\.?|bba|mba|bca|mca|ph\.? ?d\.?|pgdm(?:-[a-z]{1,3})?|pgp|(?:bachelor|master)(?:'s|’s)?(?: of (?:arts|science|commerce|engineering|technology|design|business administration|computer applications|fine arts|architecture))?|diploma|class (?:xii|x|10|12)(?:th)?|(?:10|12)th|hsc|ssc)(?![\p{L}\p{N}])/iu
const HONOURS = /^ ?\((?:hons|honours)\.?\)/i
const FIELD_WORDS =
  /\b(?:science|sciences|engineering|design|economics|commerce|management|marketing|finance|arts|mathematics|maths|statistics|physics|chemistry|biology|technology|communications?|journalism|psychology|business|data|computer|electronics|electrical|mechanical|civil|chemical|information|humanities|law|architecture|media|fashion|analytics|literature|history|sociology|accounting|english|cse|ece|eee|it|ai|ux|hr|hrm)\b/i
const GRADE =
  /\b(?:c?gpa|cpi|sgpa|percentage)\b|^\d{1,3}(?:\.\d{1,2})? ?%$|^\d{1,2}(?:\.\d{1,2})? ?\/ ?\d{1,2}$/i
const PART_SEPARATOR = / ?[|,·•—–] ?| - /

/** Where an entry starts: a line naming an institution (or a degree) when the entry has one already. */
export function groupEducation(lines: string[]): string[][] {
  const entries: string[][] = []
  let institution = false
  let degree = false
  for (const line of lines) {
    if (!line) continue
    const hasInstitution = INSTITUTION.test(line)
    const hasDegree = firstPartDegree(line)
    const opens =
      !BULLET.test(line) && entries.length > 0 && ((hasInstitution && institution) || (hasDegree && degree))
    if (entries.length === 0 || opens) {
      entries.push([line])
      institution = hasInstitution
      degree = hasDegree
    } else {
      entries.at(-1)!.push(line)
      institution ||= hasInstitution
      degree ||= hasDegree
    }
  }
  return entries
}

const firstPartDegree = (line: string) => line.split(PART_SEPARATOR).some((part) => DEGREE.test(part.trim()))

/** A degree at the start of a part, and what follows it ("B.Des in Communication Design"). */
function degreeOf(part: string): { degree: string; rest: string } | null {
  const match = DEGREE.exec(part)
  if (!match) return null
  let degree = match[0]
  let rest = part.slice(degree.length)
  const honours = HONOURS.exec(rest)
  if (honours) {
    degree += honours[0]
    rest = rest.slice(honours[0].length)
  }
  rest = rest.trim().replace(/^(?:in|of)\s+|^[-:–]\s*/i, '')
  if (rest.startsWith('(') && rest.endsWith(')')) rest = rest.slice(1, -1)
  return { degree: degree.trim(), rest: rest.trim() }
}

export function readEducationEntry(entry: string[]): ResumeEducation {
  let period: string | null = null
  const facts: ResumeEducation = {
    institution: null,
    degree: null,
    field: null,
    year: null,
    grade: null,
    period: null,
    text: entry.map(clean).join(' · ').slice(0, 300),
  }
  const fieldCandidates: string[] = []
  for (const line of entry) {
    const read = periodOf(clean(line))
    period ??= read.period
    for (const raw of read.rest.split(PART_SEPARATOR)) {
      const part = trimSeparators(raw.trim())
      if (!part || PERIOD.test(part)) continue
      if (GRADE.test(part)) {
        facts.grade ??= part
        continue
      }
      const degree = degreeOf(part)
      if (degree && !facts.degree) {
        facts.degree = degree.degree
        if (degree.rest) facts.field ??= degree.rest
        continue
      }
      if (INSTITUTION.test(part)) {
        facts.institution ??= part
        continue
      }
      if (FIELD_WORDS.test(part)) fieldCandidates.push(part)
    }
  }
  facts.field ??= fieldCandidates[0] ?? null
  facts.period = period
  facts.year = endYearOf(period)
  return facts
}
