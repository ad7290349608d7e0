import type { ResumeFacts, TemplateValues } from '@coldstart/contract'

/** Everything a writer may use to personalise a template. Anything not here, a writer must not claim. */
export interface EmailFacts {
  sender: {
    name: string | null
    /** the profile's Education field, free text ("B.Tech CS, IIT Bombay, 2027") */
    education: string | null
    skills: string[]
    /** SPEC's Domain Preferences (Product, Marketing…): what the student wants to work on */
    domains: string[]
    portfolio: string | null
    linkedin: string | null
    github: string | null
    otherLinks: { label: string; url: string }[]
    experienceYears: number
    resumeText: string | null
    resumeFacts: ResumeFacts | null
  }
  /** `team`: a mailbox greeted by its whole name ("Hiring Team"), not a person with a first name */
  recipients: { name: string; role: string | null; team?: boolean }[]
  company: {
    name: string
    sector: string | null
    tags: string[]
    description: string | null
    location: string | null
    stage: string | null
    funding: string | null
    isHiring: boolean
  }
}

const words = (s: string) => s.toLowerCase().match(/[\p{L}\p{N}+#.]+/gu) ?? []

/** "A", "A and B", "A, B and C" */
export function joinNaturally(items: string[]): string {
  if (items.length <= 1) return items[0] ?? ''
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`
}

/** What the company is about, as lower-case words: tags, sector and description. */
function companyWords(company: EmailFacts['company']): Set<string> {
  return new Set([company.sector ?? '', ...company.tags, company.description ?? ''].flatMap(words))
}

/** The student's skills, those the company's own words mention first (stable otherwise). */
export function skillsByRelevance(facts: EmailFacts): string[] {
  const about = companyWords(facts.company)
  const skills = facts.sender.skills.length ? facts.sender.skills : (facts.sender.resumeFacts?.skills ?? [])
  const score = (skill: string) => (words(skill).some((w) => about.has(w)) ? 1 : 0)
  return skills
    .map((skill, i) => ({ skill, i, s: score(skill) }))
    .sort((a, b) => b.s - a.s || a.i - b.i)
    .map((x) => x.skill)
}

/** Tags (or the sector) that one of the student's skills or domains names: a real overlap, or none. */
export function overlap(facts: EmailFacts): { mine: string[]; theirs: string[] } {
  const theirs = [...facts.company.tags, ...(facts.company.sector ? [facts.company.sector] : [])]
  const mine = [...skillsByRelevance(facts), ...facts.sender.domains]
  const matchedMine = new Set<string>()
  const matchedTheirs = theirs.filter((t) => {
    const tw = new Set(words(t))
    const hits = mine.filter((m) => words(m).some((w) => tw.has(w)))
    hits.forEach((h) => matchedMine.add(h))
    return hits.length > 0
  })
  return { mine: [...matchedMine], theirs: [...new Set(matchedTheirs)] }
}

function firstName(name: string) {
  return name.trim().split(/\s+/)[0] ?? name
}

/** The internship role: a preferred domain the company's words name, else the first preferred domain. */
function roleOf(facts: EmailFacts): string | null {
  const about = companyWords(facts.company)
  const domains = facts.sender.domains
  return domains.find((d) => words(d).some((w) => about.has(w))) ?? domains[0] ?? null
}

const INSTITUTION = /universit|college|institute|school|academy|\b(iit|nit|iiit|bits|iim)\b/i

/** The institution in a free-text education line, or the whole line when no part names one. */
function collegeOf(education: string | null): string | null {
  if (!education?.trim()) return null
  return (
    education
      .split(/(?:(?<!\s)\s+)?[,;|\n]\s*/)
      .find((p) => INSTITUTION.test(p))
      ?.trim() ?? education.trim()
  )
}

function linkFrom(facts: EmailFacts, pattern: RegExp): string | null {
  return facts.sender.resumeFacts?.links.find((l) => pattern.test(l.url))?.url ?? null
}

/** Every template variable the facts can fill; the rest stay unfilled (the student sees them highlighted). */
export function templateValues(facts: EmailFacts): TemplateValues {
  const { sender, recipients, company } = facts
  const rf = sender.resumeFacts
  const many = recipients.length > 2
  const recipientName = many
    ? `${company.name} team`
    : recipients.length === 2
      ? joinNaturally(recipients.map((r) => firstName(r.name)))
      : recipients[0]?.name
  const linkedin = sender.linkedin ?? linkFrom(facts, /linkedin\.com/i)
  const github = sender.github ?? linkFrom(facts, /github\.com/i)
  const skills = skillsByRelevance(facts).slice(0, 4)
  const college = collegeOf(sender.education) ?? rf?.education.find((e) => e.institution)?.institution ?? null
  return {
    recipient_name: recipientName,
    first_name:
      many || recipients.length === 2 || recipients[0]?.team
        ? recipientName
        : firstName(recipients[0]?.name ?? ''),
    company: company.name,
    sector: company.sector,
    location: company.location,
    role: roleOf(facts),
    sender_name: sender.name ?? rf?.name,
    skills: skills.length ? joinNaturally(skills) : null,
    college,
    portfolio: sender.portfolio ?? sender.otherLinks[0]?.url ?? github ?? linkedin,
    linkedin,
    github,
  }
}
