import type { ResumeEducation, ResumeExperience, ResumeFacts, ResumeLink } from '@coldstart/contract'

export type { ResumeFacts } from '@coldstart/contract'

// Reads the facts a cold email needs out of a resume's plain text, with no model: section headings split
// the text, then each section is read by its own rules. Nothing is guessed: what is not found stays empty.

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

const BULLET = /^[\s]*([•●▪◦‣∙·*\-–—>]|\d+[.)])\s+/
const MONTH = '(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\\.?'
const DATE = `(?:${MONTH}\\s+)?(?:19|20)\\d{2}|\\d{1,2}/(?:19|20)?\\d{2}`
const PERIOD = new RegExp(
  `(${DATE})(?:\\s*(?:-|–|—|to|until)\\s*(${DATE}|present|current|now|ongoing|till date))?`,
  'i',
)
const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/
const URL_PATTERN =
  /\b(?:https?:\/\/[^\s<>()"']+|www\.[^\s<>()"']+|(?:linkedin\.com|github\.com|gitlab\.com|behance\.net|dribbble\.com|medium\.com)\/[^\s<>()"']+)/gi
const DEGREE =
  /\b(b\.?\s?tech|m\.?\s?tech|b\.?\s?e\b|m\.?\s?e\b|b\.?\s?sc|m\.?\s?sc|b\.?\s?com|m\.?\s?com|b\.?\s?a\b|m\.?\s?a\b|bba|mba|bca|mca|b\.?\s?des|m\.?\s?des|ph\.?\s?d|bachelor|master|diploma|associate|high school|higher secondary|secondary|class (x|xii|10|12)(th)?|(10|12)th|a[- ]levels?|ib diploma|degree|minor|major)\b/i
const INSTITUTION =
  /\b(university|universit[éy]|college|institute|school|academy|iit|nit|iiit|bits|polytechnic|vidyalaya)\b/i
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

function headingOf(line: string): { section: Section; rest: string } | null {
  // "Skills: Python, SQL" carries its content after the colon; a bare heading may end in ":".
  const match = /^([A-Za-z][A-Za-z &/-]{1,45}?)\s*[:|]\s*(.*)$/.exec(line)
  const candidates = match ? [[match[1]!, match[2]!] as const, [line, ''] as const] : [[line, ''] as const]
  for (const [head, rest] of candidates) {
    const key = head
      .replace(/[:\s]+$/, '')
      .replace(/\s+/g, ' ')
      .toLowerCase()
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

const clean = (s: string) => s.replace(BULLET, '').replace(/\s+/g, ' ').trim()
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
  const labelled = lines.map((l) => /^name\s*[:-]\s*(.+)$/i.exec(l)?.[1]).find(Boolean)
  if (labelled) return clean(labelled).slice(0, 80)
  for (const raw of head.slice(0, 6)) {
    // The first line is often "Asha Verma | asha@x.com | +91 ...": take the part before the contact details.
    const line = raw.split(/\s[|•·]\s|\s{2,}/)[0]!.trim()
    if (!line || EMAIL.test(line) || /\d{3}/.test(line) || /https?:|www\.|\.com\b/i.test(line)) continue
    const words = line.split(/\s+/)
    if (words.length < 1 || words.length > 5 || line.length > 60) continue
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

function findLinks(text: string): ResumeLink[] {
  const links: ResumeLink[] = []
  for (const match of text.matchAll(URL_PATTERN)) {
    const raw = match[0].replace(/[.,;:)\]]+$/, '')
    const url = /^https?:\/\//i.test(raw) ? raw : `https://${raw}`
    try {
      const parsed = new URL(url)
      if (!parsed.hostname.includes('.')) continue
      links.push({ label: linkLabel(url), url: parsed.href.replace(/\/$/, '') })
    } catch {
      // not a URL after all
    }
  }
  return unique(links, (l) => l.url.toLowerCase())
}

function splitSkillList(lines: string[]): string[] {
  const skills: string[] = []
  for (const raw of lines) {
    // "Languages: Python, SQL" → the list after the category
    const line = clean(raw).replace(/^[A-Za-z][A-Za-z &/-]{0,30}:\s*/, '')
    for (const part of line.split(/\s*[,;|•·]\s*|\s+\/\s+|\s{2,}/)) {
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

function knownSkillsIn(text: string): string[] {
  return KNOWN_SKILLS.filter((skill) => {
    const escaped = skill.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    // Short or symbol-laden names (R, Go, C++) must match exactly; others ignore case.
    const flags = skill.length <= 3 ? '' : 'i'
    return new RegExp(`(^|[^\\p{L}\\p{N}+#.])${escaped}(?=$|[^\\p{L}\\p{N}+#])`, `u${flags}`).test(text)
  })
}

function periodOf(line: string): { period: string | null; rest: string } {
  const match = PERIOD.exec(line)
  if (!match) return { period: null, rest: line }
  const rest = (line.slice(0, match.index) + line.slice(match.index + match[0].length))
    .replace(/\(\s*\)|\[\s*\]/g, '')
    .replace(/\s*[|,–—-]\s*$/, '')
    .replace(/^\s*[|,–—-]\s*/, '')
    .trim()
  return { period: match[0].replace(/\s+/g, ' ').trim(), rest }
}

function groupEntries(lines: string[], startsEntry: (line: string, current: string[]) => boolean) {
  const entries: string[][] = []
  for (const line of lines) {
    if (!line) continue
    const current = entries.at(-1)
    if (!current || startsEntry(line, current)) entries.push([line])
    else current.push(line)
  }
  return entries
}

function readEducation(lines: string[]): ResumeEducation[] {
  const entries = groupEntries(lines, (line, current) => {
    if (BULLET.test(line)) return false
    const hasInstitution = current.some((l) => INSTITUTION.test(l))
    const hasDegree = current.some((l) => DEGREE.test(l))
    return (INSTITUTION.test(line) && hasInstitution) || (DEGREE.test(line) && hasDegree && hasInstitution)
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
      const part = rest.split(/\s*[,|–—]\s*|\s+-\s+/).find((p) => pattern.test(p)) ?? rest
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
    if (BULLET.test(line)) return false
    const hasBullets = current.slice(1).some((l) => BULLET.test(l))
    // A new heading line after bullets, or a second dated line, opens the next entry.
    return hasBullets || (PERIOD.test(line) && current.some((l) => PERIOD.test(l)))
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
      parts.push(...read.rest.split(/\s+(?:at|@)\s+|\s*[|,–—]\s*|\s+-\s+/).filter(Boolean))
    }
    const roleIndex = parts.findIndex((p) => ROLE_WORDS.test(p))
    const role = roleIndex >= 0 ? parts[roleIndex]! : (parts[0] ?? null)
    const organisation = parts.find((p, i) => i !== (roleIndex >= 0 ? roleIndex : 0)) ?? null
    return { role, organisation, period, highlights: highlights.slice(0, 8) }
  })
}

/** The facts of a resume's text: name, email, education, skills, links and experience. */
export function extractResumeFacts(input: string): ResumeFacts {
  const text = normaliseResumeText(input)
  const lines = text.split('\n')
  const { head, sections } = splitSections(lines)
  const sectionSkills = splitSkillList((sections.get('skills') ?? []).filter(Boolean))
  const skills = unique(sectionSkills.length ? sectionSkills : knownSkillsIn(text), (s) => s.toLowerCase())
  return {
    name: findName(head, lines),
    email: EMAIL.exec(text)?.[0] ?? null,
    education: readEducation(sections.get('education') ?? []),
    skills: skills.slice(0, 50),
    links: findLinks(text).slice(0, 12),
    experience: readExperience(sections.get('experience') ?? []).filter(
      (e) => e.role || e.organisation || e.highlights.length,
    ),
  }
}
