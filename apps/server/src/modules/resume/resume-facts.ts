import {
  RESUME_TEXT_MAX_CHARS,
  type ResumeEducation,
  type ResumeExperience,
  type ResumeFacts,
  type ResumeLink,
} from '@coldstart/contract'

export type { ResumeFacts } from '@coldstart/contract'

// Reads the facts a cold email needs out of a resume's plain text, with no model: section headings split
// the text, then each section is read by its own rules. Nothing is guessed: what is not found stays empty.
// Every pattern here runs in linear time on any text (a whitespace run is matched only from its start, as
// `(?<!\s)\s+`), and the text is cut to the longest resume a student can save before any of them runs.

type Section = 'education' | 'experience' | 'skills' | 'links' | 'other'

const HEADINGS: [Section, RegExp][] = [
  ['education', /^(education|academics?|academic (background|details|qualifications?)|qualifications?)$/],
  [
    'experience',
    /^((work|professional|relevant|internship)\s+)?(experience|internships?|employment( history)?|work history)$/,
  ],
  [
    'skills',
    /^((technical|key|core|relevant|professional)\s+)?(skills|skill set|competencies|technologies|tools)( (&|and) (tools|technologies|interests))?$/,
  ],
  ['links', /^(links|profiles|online (presence|profiles)|contact( (details|information))?)$/],
  [
    'other',
    /^(projects?|personal projects|academic projects|summary|profile|objective|about( me)?|achievements?|awards?( (&|and) achievements)?|certifications?|courses|coursework|relevant coursework|leadership|activities|extra[- ]?curricular( activities)?|volunteering|volunteer experience|positions of responsibility|interests|hobbies|languages|publications|references)$/,
  ],
]

const BULLET = /^\s*([•●▪◦‣∙·*\-–—>]|\d+[.)])\s+/
// "sep" + "tember" is the longest month name: a longer run of letters is not a month
const MONTH = '(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]{0,6}\\.?'
const DATE = `(?:${MONTH}\\s+)?(?:19|20)\\d{2}|\\d{1,2}/(?:19|20)?\\d{2}`
const PERIOD = new RegExp(
  `(${DATE})(?:\\s*(?:-|–|—|to|until)\\s*(${DATE}|present|current|now|ongoing|till date))?`,
  'i',
)
// starts only where a run of local-part characters starts, so a long run with no "@" is read once
const EMAIL = /(?<![\w.+-])[\w.+-]+@[\w-]+(?:\.[\w-]+)+/
const URL_PATTERN =
  /\b(?:https?:\/\/[^\s<>()"']+|www\.[^\s<>()"']+|(?:linkedin\.com|github\.com|gitlab\.com|behance\.net|dribbble\.com|medium\.com)\/[^\s<>()"']+)/gi
const DEGREE =
  /\b(b\.?\s?tech|m\.?\s?tech|b\.?\s?e|m\.?\s?e|b\.?\s?sc|m\.?\s?sc|b\.?\s?com|m\.?\s?com|b\.?\s?a|m\.?\s?a|bba|mba|bca|mca|b\.?\s?des|m\.?\s?des|ph\.?\s?d|bachelor|master|diploma|associate|high school|higher secondary|secondary|class (x|xii|10|12)(th)?|(10|12)th|a[- ]levels?|ib diploma|degree|minor|major)\b/i
const INSTITUTION =
  /\b(universit[éy]|college|institute|school|academy|iit|nit|iiit|bits|polytechnic|vidyalaya)\b/i
const ROLE_WORDS =
  /\b(intern|internship|engineer|developer|analyst|manager|designer|associate|assistant|lead|founder|co-founder|volunteer|researcher|consultant|marketer|writer|editor|coordinator|executive|head|president|member|fellow|trainee|specialist|strategist)\b/i

// Skills recognised anywhere in the text when a resume has no skills section of its own.
const KNOWN_SKILLS = [
  'Python',
  'Java',
  'JavaScript',
  'TypeScript',
  'C++',
  'C#',
  'Go',
  'Rust',
  'Ruby',
  'PHP',
  'Kotlin',
  'Swift',
  'SQL',
  'R',
  'MATLAB',
  'HTML',
  'CSS',
  'React',
  'Next.js',
  'Vue',
  'Angular',
  'Node.js',
  'Express',
  'Django',
  'Flask',
  'FastAPI',
  'Spring',
  'PostgreSQL',
  'MySQL',
  'MongoDB',
  'Redis',
  'Docker',
  'Kubernetes',
  'AWS',
  'GCP',
  'Azure',
  'Git',
  'Linux',
  'TensorFlow',
  'PyTorch',
  'Pandas',
  'NumPy',
  'Excel',
  'Tableau',
  'Power BI',
  'Figma',
  'Canva',
  'Photoshop',
  'Illustrator',
  'Notion',
  'Jira',
  'SEO',
  'SEM',
  'Google Analytics',
  'Content Writing',
  'Copywriting',
  'Social Media Marketing',
  'Email Marketing',
  'Market Research',
  'Product Management',
  'User Research',
  'Data Analysis',
  'Machine Learning',
  'Public Speaking',
  'Sales',
  'Community Management',
  'Branding',
  'UI/UX',
  'Wireframing',
  'Prototyping',
  'A/B Testing',
  'HubSpot',
  'Salesforce',
]

export function normaliseResumeText(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .replace(/[\u00a0\u2007\u202f\t]/g, ' ')
    .replace(/[\u200b-\u200d\ufeff]/g, '')
    .replace(/[ ]{2,}/g, ' ')
    .split('\n')
    .map((l) => l.trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()
}

// Separators that split a line into parts, spaces around them included (and dropped).
const SKILL_SEPARATOR = /(?:(?<!\s)\s+)?[,;|•·]\s*|(?<!\s)\s+\/\s+|(?<!\s)\s{2,}/
const EDUCATION_SEPARATOR = /(?:(?<!\s)\s+)?[,|–—]\s*|(?<!\s)\s+-\s+/
const EXPERIENCE_SEPARATOR = /(?<!\s)\s+(?:at|@)\s+|(?:(?<!\s)\s+)?[|,–—]\s*|(?<!\s)\s+-\s+/
const PERIOD_SEPARATOR = /[|,–—-]/

/** The text without the trailing characters that `drop` accepts, one character at a time (no pattern). */
function trimEndWhere(text: string, drop: (char: string) => boolean): string {
  let end = text.length
  while (end > 0 && drop(text[end - 1]!)) end--
  return text.slice(0, end)
}
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

/** The line without its bullet, its spaces folded (a line whose spaces are single already is left as is). */
const clean = (s: string) => {
  const line = s.replace(BULLET, '')
  return (/\s\s|[^\S ]/.test(line) ? line.replace(/\s+/g, ' ') : line).trim()
}
const unique = <T>(items: T[], key: (item: T) => string) => {
  const seen = new Set<string>()
  return items.filter((item) => {
    const k = key(item)
    if (seen.has(k)) return false
    seen.add(k)
    return true
  })
}

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
    const nameLike = words.every((w) => /^[\p{Lu}][\p{L}'’.-]*$/u.test(w) || /^[\p{Lu}]+$/u.test(w))
    if (nameLike && !headingOf(line)) {
      return line === line.toUpperCase() && line.length > 3
        ? words.map((w) => w.charAt(0) + w.slice(1).toLowerCase()).join(' ')
        : line
    }
  }
  return null
}

function linkLabel(url: string): string {
  const host = new URL(url).hostname.replace(/^www\./, '')
  if (host.endsWith('linkedin.com')) return 'LinkedIn'
  if (host.endsWith('github.com')) return 'GitHub'
  if (host.endsWith('gitlab.com')) return 'GitLab'
  if (host.endsWith('behance.net')) return 'Behance'
  if (host.endsWith('dribbble.com')) return 'Dribbble'
  if (host.endsWith('medium.com')) return 'Medium'
  return host
}

const isTrailingPunctuation = (char: string) => '.,;:)]'.includes(char)

function findLinks(text: string, max: number): ResumeLink[] {
  const links = new Map<string, ResumeLink>()
  for (const match of text.matchAll(URL_PATTERN)) {
    if (links.size >= max) break
    const raw = trimEndWhere(match[0], isTrailingPunctuation)
    const url = /^https?:\/\//i.test(raw) ? raw : `https://${raw}`
    try {
      const parsed = new URL(url)
      if (!parsed.hostname.includes('.')) continue
      const href = parsed.href.replace(/\/$/, '')
      if (!links.has(href.toLowerCase())) links.set(href.toLowerCase(), { label: linkLabel(url), url: href })
    } catch {
      // not a URL after all
    }
  }
  return [...links.values()]
}

function splitSkillList(lines: string[]): string[] {
  const skills: string[] = []
  for (const raw of lines) {
    // "Languages: Python, SQL" → the list after the category
    const line = clean(raw).replace(/^[A-Za-z][A-Za-z &/-]{0,30}:\s*/, '')
    for (const part of line.split(SKILL_SEPARATOR)) {
      if (!part) continue
      const skill = part
        .replace(/^(and|&)\s+/i, '')
        .replace(/[.]$/, '')
        .trim()
      if (skill.length >= 1 && skill.length <= 40 && skill.split(/\s+/).length <= 4 && /\p{L}/u.test(skill)) {
        skills.push(skill)
      }
    }
  }
  return skills
}

// One pass finds every known skill: a name stands alone (no letter, digit, "+" or "#" either side, nor a "."
// before it); short or symbol-laden names (R, Go, C++) must match exactly, the others ignore case.
const foldCase = (text: string) => text.toUpperCase().toLowerCase()
const KNOWN_SKILL_BY_KEY = new Map(KNOWN_SKILLS.map((skill) => [foldCase(skill), skill]))
const KNOWN_SKILL = new RegExp(
  `(?<![\\p{L}\\p{N}+#.])(?:${[...KNOWN_SKILLS]
    .sort((a, b) => b.length - a.length)
    .map((skill) => skill.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('|')})(?![\\p{L}\\p{N}+#])`,
  'giu',
)

function knownSkillsIn(text: string): string[] {
  const found = new Set<string>()
  for (const [name] of text.matchAll(KNOWN_SKILL)) {
    const skill = KNOWN_SKILL_BY_KEY.get(foldCase(name))
    if (skill && (skill.length > 3 || skill === name)) found.add(skill)
  }
  return KNOWN_SKILLS.filter((skill) => found.has(skill))
}

function periodOf(line: string): { period: string | null; rest: string } {
  const match = PERIOD.exec(line)
  if (!match) return { period: null, rest: line }
  const cut = (line.slice(0, match.index) + line.slice(match.index + match[0].length))
    .replace(/\(\s*\)|\[\s*\]/g, '')
    .trimEnd()
  // one separator left dangling at either end goes, with the spaces around it
  const rest = (PERIOD_SEPARATOR.test(cut.at(-1) ?? '') ? cut.slice(0, -1) : cut)
    .replace(/^\s*[|,–—-]\s*/, '')
    .trim()
  return { period: match[0].replace(/\s+/g, ' ').trim(), rest }
}

/** What each line of an entry was found to hold, kept as the entry grows (so no line is read twice). */
interface EntryTraits {
  institution: boolean
  degree: boolean
  period: boolean
  /** a bullet after the entry's first line */
  laterBullet: boolean
}

function traitsOf(line: string) {
  return {
    bullet: BULLET.test(line),
    institution: INSTITUTION.test(line),
    degree: DEGREE.test(line),
    period: PERIOD.test(line),
  }
}

function groupEntries(
  lines: string[],
  startsEntry: (line: ReturnType<typeof traitsOf>, current: EntryTraits) => boolean,
) {
  const entries: string[][] = []
  let current: EntryTraits | null = null
  for (const line of lines) {
    if (!line) continue
    const traits = traitsOf(line)
    if (!current || startsEntry(traits, current)) {
      entries.push([line])
      current = { ...traits, laterBullet: false }
    } else {
      entries.at(-1)!.push(line)
      current.institution ||= traits.institution
      current.degree ||= traits.degree
      current.period ||= traits.period
      current.laterBullet ||= traits.bullet
    }
  }
  return entries
}

function readEducation(lines: string[]): ResumeEducation[] {
  const entries = groupEntries(lines, (line, current) => {
    if (line.bullet) return false
    return (line.institution && current.institution) || (line.degree && current.degree && current.institution)
  })
  return entries.slice(0, 8).map((entry) => {
    const joined = entry.map(clean).join(' · ')
    const { period } = periodOf(joined)
    const institutionLine = entry.find((l) => INSTITUTION.test(l))
    const degreeLine = entry.find((l) => DEGREE.test(l))
    const pick = (line: string | undefined, pattern: RegExp) => {
      if (!line) return null
      const { rest } = periodOf(clean(line))
      // "B.Tech in CS, IIT Delhi": keep the comma part that holds the keyword
      const part = rest.split(EDUCATION_SEPARATOR).find((p) => pattern.test(p)) ?? rest
      return part.trim() || null
    }
    return {
      institution: pick(institutionLine, INSTITUTION),
      degree: pick(degreeLine, DEGREE),
      period,
      text: joined.slice(0, 300),
    }
  })
}

function readExperience(lines: string[]): ResumeExperience[] {
  const entries = groupEntries(lines, (line, current) => {
    if (line.bullet) return false
    // A new heading line after bullets, or a second dated line, opens the next entry.
    return current.laterBullet || (line.period && current.period)
  })
  return entries.slice(0, 12).map((entry) => {
    const headerLines = entry.filter((l) => !BULLET.test(l)).slice(0, 2)
    const highlights = entry
      .filter((l) => BULLET.test(l))
      .map(clean)
      .filter(Boolean)
    // Unbulleted description lines after the header still count as highlights.
    highlights.push(
      ...entry
        .filter((l) => !BULLET.test(l))
        .slice(2)
        .map(clean),
    )
    let period: string | null = null
    const parts: string[] = []
    for (const line of headerLines) {
      const read = periodOf(clean(line))
      period ??= read.period
      parts.push(...read.rest.split(EXPERIENCE_SEPARATOR).filter(Boolean))
    }
    const roleIndex = parts.findIndex((p) => ROLE_WORDS.test(p))
    const role = roleIndex >= 0 ? parts[roleIndex]! : (parts[0] ?? null)
    const organisation = parts.find((p, i) => i !== (roleIndex >= 0 ? roleIndex : 0)) ?? null
    return { role, organisation, period, highlights: highlights.slice(0, 8) }
  })
}

/** The facts of a resume's text: name, email, education, skills, links and experience. */
export function extractResumeFacts(input: string): ResumeFacts {
  const text = normaliseResumeText(input.slice(0, RESUME_TEXT_MAX_CHARS))
  const lines = text.split('\n')
  const { head, sections } = splitSections(lines)
  const sectionSkills = splitSkillList((sections.get('skills') ?? []).filter(Boolean))
  const skills = unique(sectionSkills.length ? sectionSkills : knownSkillsIn(text), (s) => s.toLowerCase())
  return {
    name: findName(head, lines),
    email: EMAIL.exec(text)?.[0] ?? null,
    education: readEducation(sections.get('education') ?? []),
    skills: skills.slice(0, 50),
    links: findLinks(text, 12),
    experience: readExperience(sections.get('experience') ?? []).filter(
      (e) => e.role || e.organisation || e.highlights.length,
    ),
  }
}
