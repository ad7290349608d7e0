import {
  parseEducation,
  studiesPhrase,
  type Education,
  type ResumeFacts,
  type TemplateValues,
} from '@coldstart/contract'
import { companyFocus } from './company-focus.ts'
import { joinNaturally, recipientFirstName, recipientFullName } from './recipient-names.ts'
import { chosen, projectChoices, resultChoices } from './resume-highlights.ts'

export { joinNaturally } from './recipient-names.ts'

/** Everything a writer may use to personalise a template. Anything not here, a writer must not claim. */
export interface EmailFacts {
  sender: {
    name: string | null
    /** the profile's Education field, free text ("B.Tech CS, IIT Bombay, 2027") */
    education: string | null
    skills: string[]
    /** the profile's Domain Preferences (Product, Marketing…): what the student wants to work on */
    domains: string[]
    portfolio: string | null
    linkedin: string | null
    github: string | null
    otherLinks: { label: string; url: string }[]
    experienceYears: number
    resumeText: string | null
    resumeFacts: ResumeFacts | null
    /** the project and the result the student chose for their emails (as resume-highlights words them) */
    picks?: { project: string | null; achievement: string | null }
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

/** A domain as said inside a sentence ("an internship in data"); an abbreviation ("UI/UX", "AI") stays. */
export function roleWords(domain: string): string {
  const text = domain.trim()
  return /\p{Lu}.*\p{Lu}/u.test(text) ? text : text.toLowerCase()
}

/** The internship role: a preferred domain the company's words name, else the first preferred domain. */
function roleOf(facts: EmailFacts): string | null {
  const about = companyWords(facts.company)
  const domains = facts.sender.domains
  const domain = domains.find((d) => words(d).some((w) => about.has(w))) ?? domains[0]
  return domain ? roleWords(domain) : null
}

/**
 * Degree, field, college and year: the profile's education line first, each part it lacks from the resume's
 * first education entry.
 */
export function educationOf(facts: EmailFacts): Education {
  const fromProfile = parseEducation(facts.sender.education)
  const entry = facts.sender.resumeFacts?.education[0]
  if (!entry) return fromProfile
  const fromResume = parseEducation(
    [entry.degree, entry.institution, entry.period].filter(Boolean).join(', ') || entry.text,
  )
  if (!fromResume.college && entry.institution?.trim()) fromResume.college = entry.institution.trim()
  // the resume reader's own field and year when it found them
  return {
    degree: fromProfile.degree ?? fromResume.degree,
    field: fromProfile.field ?? (entry.field?.trim() || fromResume.field),
    college: fromProfile.college ?? fromResume.college,
    year: fromProfile.year ?? (entry.year?.trim() || fromResume.year),
  }
}

/**
 * The project the student picked (else their most recent role, else their first resume project), else a
 * profile link that is not a standard one.
 */
function projectOf(facts: EmailFacts): string | null {
  const project = chosen(projectChoices(facts.sender.resumeFacts), facts.sender.picks?.project)
  if (project) return project
  const link = facts.sender.otherLinks.find((l) => !/linkedin|github|portfolio|resume|website/i.test(l.label))
  return link ? `${link.label.trim()} (${link.url.trim()})` : null
}

/** The result the student picked, else the first with a figure, as a sentence or a phrase a person writes. */
function achievementOf(facts: EmailFacts): string | null {
  return chosen(resultChoices(facts.sender.resumeFacts), facts.sender.picks?.achievement)
}

function linkFrom(facts: EmailFacts, pattern: RegExp): string | null {
  return facts.sender.resumeFacts?.links.find((l) => pattern.test(l.url))?.url ?? null
}

/** Every template variable the facts can fill; the rest stay unfilled (the student sees them highlighted). */
export function templateValues(facts: EmailFacts): TemplateValues {
  const { sender, recipients, company } = facts
  const rf = sender.resumeFacts
  const linkedin = sender.linkedin ?? linkFrom(facts, /linkedin\.com/i)
  const github = sender.github ?? linkFrom(facts, /github\.com/i)
  const skills = skillsByRelevance(facts).slice(0, 4)
  const education = educationOf(facts)
  const greeting = recipientFirstName(recipients, company.name)
  return {
    recipient_name: recipientFullName(recipients, company.name),
    recipient_first_name: greeting,
    first_name: greeting,
    company: company.name,
    company_focus: companyFocus(company),
    sector: company.sector,
    location: company.location,
    role: roleOf(facts),
    sender_name: sender.name ?? rf?.name,
    skills: skills.length ? joinNaturally(skills) : null,
    college: education.college,
    degree: education.degree,
    field: education.field,
    graduation_year: education.year,
    studies: studiesPhrase(education),
    project: projectOf(facts),
    achievement: achievementOf(facts),
    portfolio: sender.portfolio ?? sender.otherLinks[0]?.url ?? github ?? linkedin,
    linkedin,
    github,
  }
}

/**
 * Everything the student's side of the inputs says, as short strings: what backs a claim or a figure in a
 * written email (findUnsupportedClaims). The company's values are apart: they back figures, never claims.
 */
export function claimInputs(facts: EmailFacts): { facts: string[]; company: string[] } {
  const { sender, company } = facts
  const rf = sender.resumeFacts
  const student = [
    sender.name,
    sender.education,
    ...sender.skills,
    ...sender.domains,
    sender.portfolio,
    sender.linkedin,
    sender.github,
    ...sender.otherLinks.flatMap((l) => [l.label, l.url]),
    sender.experienceYears > 0 ? `${sender.experienceYears} years` : null,
    ...(sender.resumeText?.split('\n') ?? []),
    rf?.name,
    rf?.email,
    ...(rf?.education ?? []).flatMap((e) => [e.institution, e.degree, e.period, e.text]),
    ...(rf?.skills ?? []),
    ...(rf?.links ?? []).map((l) => l.url),
    ...(rf?.experience ?? []).flatMap((e) => [e.role, e.organisation, e.period, ...e.highlights]),
    ...(rf?.projects ?? []).flatMap((p) => [p.name, p.link, ...(p.description?.split('\n') ?? [])]),
  ]
  const companyValues = [
    company.name,
    company.sector,
    ...company.tags,
    company.description,
    company.location,
    company.stage,
    company.funding,
    ...facts.recipients.flatMap((r) => [r.name, r.role]),
  ]
  const present = (list: (string | null | undefined)[]) =>
    list.map((x) => x?.trim()).filter((x): x is string => Boolean(x))
  return { facts: present(student), company: present(companyValues) }
}
