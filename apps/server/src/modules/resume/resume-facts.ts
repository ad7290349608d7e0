import type { ResumeExperience, ResumeFacts, ResumeProject } from '@coldstart/contract'
// the zod-free part of the contract: this module runs in the parser threads (resume-parse.worker.ts)
import { RESUME_TEXT_MAX_CHARS } from '@coldstart/contract/resume-rules'
import { groupEducation, readEducationEntry } from './resume-education.ts'
import { findLinks } from './resume-links.ts'
import { BULLET, clean, trimEndWhere, unique } from './resume-lines.ts'
import { PERIOD, periodOf, trimSeparators } from './resume-periods.ts'
import { knownSkillsIn, splitSkillList } from './resume-skills.ts'
import { normaliseResumeText } from './resume-text.ts'
import { sbd } from './sbd-without-html.ts'
import { opensWithPastVerb } from '../../lib/past-tense-verb.ts'

export type { ResumeFacts } from '@coldstart/contract'
export { normaliseResumeText } from './resume-text.ts'

// Reads the facts a cold email needs out of a resume's plain text, with no model: section headings split
// the text, then each section is read by its own rules. Nothing is guessed: what is not found stays empty.
// Every pattern here runs in linear time on any text (a whitespace run is matched only from its start, as
// `(?<!\s)\s+`), and the text is cut to the longest resume a student can save before any of them runs.
// Sentences of a description are split by sbd (sentence boundary detection), which knows "e.g." and "Inc."
// do not end one; it looks at each word once.

type Section = 'education' | 'experience' | 'skills' | 'links' | 'projects' | 'other'

const HEADINGS: [Section, RegExp][] = [
  [
    'education',
    /^(education|educational (background|qualifications?)|academics?|academic (background|details|qualifications?|profile)|qualifications?|education (&|and) qualifications?)$/,
  ],
  [
    'experience',
    /^((work|professional|relevant|internship|industry)\s+)?(experience|internships?|employment( history)?|work history)( (&|and) internships?)?$/,
  ],
  [
    'skills',
    /^((technical|key|core|relevant|professional)\s+)?(skills|skill set|competencies|technologies|tools)( (&|and) (tools|technologies|interests|skills))?$/,
  ],
  ['links', /^(links|profiles|online (presence|profiles)|contact( (details|information))?)$/],
  [
    'projects',
    /^((personal|academic|selected|key|major|side)\s+)?(projects?|work)$|^(portfolio|case studies)$/,
  ],
  [
    'other',
    /^(summary|profile|objective|about( me)?|achievements?|awards?( (&|and) achievements)?|certifications?|courses|coursework|relevant coursework|leadership|activities|extra[- ]?curricular( activities)?|volunteering|volunteer experience|positions of responsibility|interests|hobbies|languages|publications|references)$/,
  ],
]

const ROLE_WORDS =
  /\b(intern|internship|engineer|developer|analyst|manager|designer|associate|assistant|lead|founder|co-founder|volunteer|researcher|consultant|marketer|writer|editor|coordinator|executive|head|president|member|fellow|trainee|specialist|strategist|ambassador|scientist|architect)\b/i
// starts only where a run of local-part characters starts, so a long run with no "@" is read once
const EMAIL = /(?<![\w.+-])[\w.+-]+@[\w-]+(?:\.[\w-]+)+/
// Between the parts of an experience header: strong separators first; a comma only where there is none.
const STRONG_SEPARATOR = / ?[|·•—–] ?| - | at | @ /
const PROJECT_NAME_END = / [—–|-] |: | \(/

const isSpaceOrColon = (char: string) => char === ':' || /\s/.test(char)

function headingOf(line: string): { section: Section; rest: string } | null {
  // "Skills: Python, SQL" carries its content after the colon; a bare heading may end in ":".
  const match = /^([A-Za-z][A-Za-z &/-]{1,45}?)\s*[:|](.*)$/.exec(line)
  const candidates = match ? [[match[1]!, match[2]!] as const, [line, ''] as const] : [[line, ''] as const]
  for (const [head, rest] of candidates) {
    const trimmed = trimEndWhere(head, isSpaceOrColon)
    // without a run of spaces to fold, a long line cannot shrink into a heading
    if (trimmed.length > 48 && !/\s\s/.test(trimmed)) continue
    const key = trimmed.replace(/\s+/g, ' ').toLowerCase()
    if (key.length > 48) continue
    for (const [section, pattern] of HEADINGS) if (pattern.test(key)) return { section, rest: rest.trim() }
  }
  return null
}

function splitSections(lines: string[]): { head: string[]; sections: Map<Section, string[]> } {
  const head: string[] = []
  const sections = new Map<Section, string[]>()
  let current: string[] = head
  let currentSection: Section | null = null
  for (const line of lines) {
    const heading = headingOf(line)
    // "Languages: Python, SQL" inside a skills section is a category of skills, not a new section.
    const skillCategory = heading?.rest && currentSection === 'skills' && heading.section === 'other'
    if (heading && !skillCategory) {
      currentSection = heading.section
      current = sections.get(heading.section) ?? []
      sections.set(heading.section, current)
      if (heading.rest) current.push(heading.rest)
      continue
    }
    current.push(line)
  }
  return { head, sections }
}

// A name's words: capitalised, or in a script without capitals (Devanagari, Tamil, Bengali…), marks included.
const NAME_WORD = /^(?:\p{Lu}|\p{Lo})[\p{L}\p{M}'’.-]*$/u

function findName(head: string[], lines: string[]): string | null {
  const labelled = lines.map((l) => /^name\s*[:-](.+)$/i.exec(l)?.[1]).find(Boolean)
  if (labelled) return clean(labelled).slice(0, 80)
  for (const raw of head.slice(0, 6)) {
    // The first line is often "Asha Verma | asha@x.com | +91 ...": take the part before the contact details.
    const line = raw.split(/\s[|•·]\s|\s{2,}/)[0]!.trim()
    if (!line || line.length > 60) continue
    if (EMAIL.test(line) || /\d{3}/.test(line) || /https?:|www\.|\.com\b/i.test(line)) continue
    const words = line.split(/\s+/)
    if (words.length < 1 || words.length > 5) continue
    if (words.every((w) => NAME_WORD.test(w)) && !headingOf(line)) {
      return line === line.toUpperCase() && /\p{Lu}/u.test(line) && line.length > 3
        ? words.map((w) => w.charAt(0) + w.slice(1).toLowerCase()).join(' ')
        : line
    }
  }
  return null
}

/** The sentences of a description, as written ("e.g." and "Inc." end none). */
export function sentencesOf(text: string): string[] {
  return sbd
    .sentences(text, { newline_boundaries: false, sanitize: false })
    .map((s) => s.trim())
    .filter(Boolean)
}

/** Enough of a description for its first highlights: the sentences that end within its first characters. */
const DESCRIPTION_CHARS = 2_000
function descriptionStart(text: string): string {
  if (text.length <= DESCRIPTION_CHARS) return text
  const cut = text.slice(0, DESCRIPTION_CHARS)
  const end = Math.max(cut.lastIndexOf('. '), cut.lastIndexOf('! '), cut.lastIndexOf('? '))
  return end > 0 ? cut.slice(0, end + 1) : cut
}

const startsLower = (line: string) => /^[\p{Ll}\p{N}(₹$%&,]/u.test(line)
const endsSentence = (text: string) => /[.!?]$/.test(text)

interface Entry {
  header: string[]
  /** each bullet, its wrapped lines joined */
  bullets: string[]
  /** lines of a description written in sentences */
  prose: string[]
}

function groupExperience(lines: string[]): Entry[] {
  const entries: Entry[] = []
  let lastBullet = false
  for (const line of lines) {
    if (!line) {
      lastBullet = false
      continue
    }
    const current = entries.at(-1)
    if (BULLET.test(line)) {
      if (!current) entries.push({ header: [], bullets: [clean(line)], prose: [] })
      else current.bullets.push(clean(line))
      lastBullet = true
      continue
    }
    const dated = PERIOD.test(line)
    const roleLike = ROLE_WORDS.test(line)
    if (current && lastBullet) {
      const previous = current.bullets.at(-1)!
      // a bullet that wraps onto the next line: the line goes on with it
      if (startsLower(line) || (!dated && !roleLike && !endsSentence(previous))) {
        current.bullets[current.bullets.length - 1] = `${previous} ${clean(line)}`
        continue
      }
    }
    lastBullet = false
    const bare = current && current.bullets.length === 0 && current.prose.length === 0
    // a second header line adds what the first lacks (its dates, or its role), never what it has
    const headerDated = current?.header.some((l) => PERIOD.test(l)) ?? false
    const headerRole = current?.header.some((l) => ROLE_WORDS.test(l)) ?? false
    const adds = (dated && !headerDated) || (roleLike && !headerRole)
    const repeats = (dated && headerDated) || (roleLike && headerRole)
    if (current && bare && current.header.length < 2 && line.length <= 80 && adds && !repeats) {
      current.header.push(line)
      continue
    }
    if (current && current.header.length && current.bullets.length === 0 && !dated && !roleLike) {
      current.prose.push(line)
      continue
    }
    entries.push({ header: [line], bullets: [], prose: [] })
  }
  return entries
}

function headerParts(line: string): string[] {
  const strong = line.split(STRONG_SEPARATOR)
  const parts = strong.length > 1 ? strong : line.split(/, ?/)
  return parts.map((p) => trimSeparators(p.trim())).filter(Boolean)
}

function readExperience(lines: string[]): ResumeExperience[] {
  return groupExperience(lines)
    .slice(0, 12)
    .map((entry) => {
      let period: string | null = null
      const parts: string[] = []
      for (const line of entry.header) {
        const read = periodOf(clean(line))
        period ??= read.period
        parts.push(...headerParts(read.rest))
      }
      const roleIndex = parts.findIndex((p) => ROLE_WORDS.test(p))
      const role = roleIndex >= 0 ? parts[roleIndex]! : (parts[0] ?? null)
      const organisation = parts.find((_, i) => i !== (roleIndex >= 0 ? roleIndex : 0)) ?? null
      const prose = entry.prose.length ? sentencesOf(descriptionStart(entry.prose.map(clean).join(' '))) : []
      const highlights = [...entry.bullets, ...prose].filter(Boolean).slice(0, 8)
      return { role, organisation, period, highlights }
    })
    .filter((e) => e.role || e.organisation || e.highlights.length)
}

const MAX_PROJECTS = 10
const PROJECT_DESCRIPTION_CHARS = 400

/**
 * A line under a project, written without a bullet, that says more about it rather than naming the next one:
 * it opens in lower case ("scikit-learn baseline (F1 0.82)") or with a past-tense verb ("Served 2,300
 * students"), or it is a sentence with a figure ("Kaggle rank 312 of 9,400 in the Home Credit competition").
 */
function describesProject(text: string): boolean {
  return startsLower(text) || opensWithPastVerb(text) || (/\d/.test(text) && text.split(' ').length > 5)
}

function readProjects(lines: string[]): ResumeProject[] {
  const projects: ResumeProject[] = []
  for (const line of lines) {
    if (!line) continue
    const text = clean(line)
    const current = projects.at(-1)
    if (current && (BULLET.test(line) || describesProject(text))) {
      // a bullet under a project says more about it, one line each (a result stays a line of its own)
      if ((current.description?.length ?? 0) < PROJECT_DESCRIPTION_CHARS) {
        current.description = current.description ? `${current.description}\n${text}` : text
        current.link ??= findLinks(text, 1)[0]?.url ?? null
      }
      continue
    }
    const end = PROJECT_NAME_END.exec(text)
    const name = trimSeparators(end ? text.slice(0, end.index) : text)
    if (!name || name.length > 60 || name.split(' ').length > 8) continue
    if (projects.length === MAX_PROJECTS) break
    const description = end ? trimSeparators(text.slice(end.index + end[0].length)) || null : null
    projects.push({ name, description, link: findLinks(text, 1)[0]?.url ?? null })
  }
  return projects
}

/** The facts of a resume's text: name, email, education, skills, links, experience and projects. */
export function extractResumeFacts(input: string): ResumeFacts {
  const text = normaliseResumeText(input.slice(0, RESUME_TEXT_MAX_CHARS))
  const lines = text.split('\n')
  const { head, sections } = splitSections(lines)
  const sectionSkills = splitSkillList((sections.get('skills') ?? []).filter(Boolean))
  const skills = unique(sectionSkills.length ? sectionSkills : knownSkillsIn(text), (s) => s.toLowerCase())
  return {
    name: findName(head, lines),
    email: EMAIL.exec(text)?.[0] ?? null,
    education: groupEducation(sections.get('education') ?? [])
      .slice(0, 8)
      .map(readEducationEntry),
    skills: skills.slice(0, 50),
    links: findLinks(text, 12),
    experience: readExperience(sections.get('experience') ?? []),
    projects: readProjects(sections.get('projects') ?? []),
  }
}
