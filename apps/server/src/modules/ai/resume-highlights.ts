import type { ResumeFacts } from '@coldstart/contract'
import { opensWithPastVerb } from '../../lib/past-tense-verb.ts'

// The resume's projects and results as an email says them. A project reads as a noun phrase ("Campus Bites, a
// canteen pre-ordering app"); a result as a sentence ("I cut the page's load time from 4.2 s to 1.1 s") or, when
// the resume wrote a bare figure, tied to the project or place it belongs to ("Churn model (F1 0.82)"). These
// are the choices the student picks from; the writer uses the pick, else the first.

/** A short description says what a project is ("Campus Bites, a canteen pre-ordering app"); a long one does not fit. */
const SHORT_DESCRIPTION_WORDS = 12
const MAX_RESULT_WORDS = 30

/** A resume line as written, without a bullet or a closing full stop (a template adds its own). */
export function asWritten(line: string): string {
  let end = line.length
  while (end > 0 && ' \t\n.;,'.includes(line[end - 1]!)) end--
  return line.slice(0, end).replace(/^[\s\-–—•*·]+/, '')
}

/** "A canteen app" → "a canteen app"; a name or an abbreviation ("UPI", "WhatsApp") stays as written. */
export function lowerFirst(text: string): string {
  const first = text.split(' ')[0]!
  if (first.slice(1) !== first.slice(1).toLowerCase()) return text
  return first.charAt(0).toLowerCase() + text.slice(1)
}

const hasFigure = (line: string) => /\d/.test(line)
const article = (word: string) => (/^[aeiou]/i.test(word) ? 'an' : 'a')

// A project's line whose subject is the project, not the student: "Grew to 1,200 sign-ups", "Served 3,000 users".
const PROJECT_AS_SUBJECT =
  /^(?:(?:grew|scaled|rose|went) (?:to|from|past|beyond)|reached|crossed|hit|served|attracted|got)\b/i

/**
 * "Built X" → "I built X"; a project's "Grew to 1,200 users" → "Campus Bites grew to 1,200 users"; a bare
 * figure is tied to where it happened ("Churn model (F1 0.82)").
 */
export function resultSentence(line: string, where: string | null, inProject = false): string | null {
  const text = asWritten(line)
  if (!text || text.split(/\s+/).length > MAX_RESULT_WORDS) return null
  if (inProject && where && PROJECT_AS_SUBJECT.test(text)) return `${where} ${lowerFirst(text)}`
  if (opensWithPastVerb(text)) return `I ${lowerFirst(text)}`
  if (!where) return null
  // a line opening with a name or a figure ("Kaggle rank 120 of 4,000") reads in brackets after the project
  if (/^[\p{Lu}\p{N}]/u.test(text)) return `${where} (${text})`
  return `${where}, ${article(text)} ${text}`
}

/** A project's name and a short description of it, as one noun phrase. */
function projectPhrase(project: ResumeFacts['projects'][number]): string | null {
  const name = asWritten(project.name)
  if (!name) return null
  const about = project.description ? asWritten(project.description.split('\n')[0]!) : ''
  const short =
    about &&
    !/[.!?]/.test(about) &&
    !hasFigure(about) &&
    !opensWithPastVerb(about) &&
    about.split(/\s+/).length <= SHORT_DESCRIPTION_WORDS
  return short ? `${name}, ${lowerFirst(about)}` : name
}

/** The student's roles ("Software Intern at Rotawise") and projects, most recent first, each once. */
export function projectChoices(facts: ResumeFacts | null): string[] {
  const roles = (facts?.experience ?? []).map((e) => {
    const role = e.role?.trim()
    const org = e.organisation?.trim()
    return role && org ? `${role} at ${org}` : (role ?? org ?? null)
  })
  // facts kept by an older reader have no projects
  const projects = (facts?.projects ?? []).map(projectPhrase)
  return [...new Set([...roles, ...projects].filter((p): p is string => Boolean(p)))]
}

/**
 * Every line that reads as a result, those with a figure first: experience highlights, then lines of project
 * descriptions (with a figure only: a project's plain description is not a result).
 */
export function resultChoices(facts: ResumeFacts | null): string[] {
  const withFigure: string[] = []
  const without: string[] = []
  for (const e of facts?.experience ?? []) {
    for (const h of e.highlights) {
      const sentence = resultSentence(h, e.organisation?.trim() || null)
      if (sentence) (hasFigure(h) ? withFigure : without).push(sentence)
    }
  }
  for (const p of facts?.projects ?? []) {
    for (const line of p.description?.split('\n') ?? []) {
      if (!hasFigure(line)) continue
      const sentence = resultSentence(line, asWritten(p.name) || null, true)
      if (sentence) withFigure.push(sentence)
    }
  }
  return [...new Set([...withFigure, ...without])]
}

/**
 * A result said right after its project, without the project's name again: "Titanic (Kaggle rank 120)" →
 * "Kaggle rank 120", "Churn model, a baseline" → "a baseline", "Campus Bites grew to 1,200 users" → "it grew
 * to 1,200 users". The name is the project's (before its description) or the place of a role ("… at Rotawise").
 */
export function withoutProjectName(achievement: string, project: string): string {
  const names = [project.split(', ')[0]!, project.split(' at ').at(-1)!]
  for (const name of names) {
    if (!name || !achievement.startsWith(name)) continue
    const rest = achievement.slice(name.length)
    const bracketed = /^ \((.+)\)$/.exec(rest)
    if (bracketed) return bracketed[1]!
    if (rest.startsWith(', ')) return rest.slice(2)
    if (/^ \p{Ll}/u.test(rest)) return `it${rest}`
  }
  return achievement
}

/** The student's pick when the resume still holds it, else the first choice. */
export function chosen(choices: string[], pick: string | null | undefined): string | null {
  return (pick && choices.includes(pick) ? pick : choices[0]) ?? null
}
