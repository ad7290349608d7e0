import { emptyResumeFacts, RESUME_SUMMARY_MAX_CHARS, type ResumeFacts } from '@coldstart/contract'
import { asWritten } from './resume-highlights.ts'
import { AiUnavailableError, type TextModel } from './text-model.ts'

// Writes the resume summary the AI composes emails from (user_profiles.resume_text). With a hosted model it
// asks the model; without one, the offline writer builds the summary from the facts it can read.

/** The profile and preferences fields a summary draws on. */
export interface ProfileForSummary {
  name: string | null
  skills: string[]
  customLinks: { label: string; url: string }[]
  linkedin: string | null
  github: string | null
  portfolio: string | null
  experienceYears: number
  education: string | null
  preferredDomains: string[]
}

export interface WrittenSummary {
  summary: string
  writer: 'ai' | 'offline'
}

const SYSTEM = [
  'You write the resume summary a student uses to personalise cold emails to startup founders.',
  'Write in the third person, plain text, no markdown, at most 180 words.',
  'Start with who they are (name, degree, institution), then their strongest experience with numbers,',
  'then skills and what kind of roles they want. Use only facts given to you; never invent any.',
].join(' ')

const MAX_PROMPT_RESUME_CHARS = 20_000

const cap = (s: string) =>
  s.length > RESUME_SUMMARY_MAX_CHARS ? `${s.slice(0, RESUME_SUMMARY_MAX_CHARS - 1)}…` : s
const listOf = (items: string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`

async function ask(
  model: TextModel,
  prompt: string,
  signal?: AbortSignal,
  pdf?: Uint8Array,
): Promise<string> {
  let text = ''
  try {
    for await (const chunk of model.stream({ system: SYSTEM, prompt, signal, ...(pdf ? { pdf } : {}) }))
      text += chunk
  } catch (err) {
    if (err instanceof AiUnavailableError) throw err
    throw new AiUnavailableError((err as Error).message)
  }
  const summary = text
    .replace(/\r\n?/g, '\n')
    .replace(/[*#`]+/g, '')
    .trim()
  if (!summary) throw new AiUnavailableError('the model returned no text')
  return cap(summary)
}

function profileLines(profile: ProfileForSummary): string[] {
  const links = [
    profile.linkedin && `LinkedIn: ${profile.linkedin}`,
    profile.github && `GitHub: ${profile.github}`,
    profile.portfolio && `Resume: ${profile.portfolio}`,
    ...profile.customLinks.map((l) => `${l.label}: ${l.url}`),
  ].filter(Boolean)
  return [
    profile.name && `Name: ${profile.name}`,
    profile.education && `Education: ${profile.education}`,
    `Years of experience: ${profile.experienceYears}`,
    profile.skills.length > 0 && `Skills: ${profile.skills.join(', ')}`,
    profile.preferredDomains.length > 0 && `Interested in: ${profile.preferredDomains.join(', ')}`,
    links.length > 0 && `Links: ${links.join('; ')}`,
  ].filter((l): l is string => Boolean(l))
}

/** The offline writer: a summary in a few sentences from the resume's facts and the profile. */
export function writeSummaryOffline(facts: ResumeFacts, profile: ProfileForSummary | null): string {
  const name = profile?.name || facts.name || 'The student'
  const school = facts.education[0]
  const educationText = school
    ? [
        [school.degree, school.field].filter(Boolean).join(' in '),
        school.institution && `at ${school.institution}`,
        school.period && `(${school.period})`,
      ]
        .filter(Boolean)
        .join(' ')
    : profile?.education
  const sentences: string[] = []
  sentences.push(
    educationText
      ? `${name} is studying ${educationText}.`
      : `${name} is a student looking for an internship at a startup.`,
  )

  const roles = facts.experience.slice(0, 3).map((e) => {
    const where = [e.role, e.organisation && `at ${e.organisation}`].filter(Boolean).join(' ')
    const when = e.period ? ` (${e.period})` : ''
    // the highlights with a figure first: they are what an email quotes
    const best = [...e.highlights.filter((h) => /\d/.test(h)), ...e.highlights.filter((h) => !/\d/.test(h))]
      .slice(0, 2)
      .map(asWritten)
    return `${where}${when}${best.length ? `: ${best.join('; ')}` : ''}`
  })
  if (roles.length) sentences.push(`Experience: ${roles.join('. ')}.`)
  else if (profile && profile.experienceYears > 0) {
    sentences.push(
      `${profile.experienceYears} year${profile.experienceYears === 1 ? '' : 's'} of work experience.`,
    )
  }

  // each project with what the resume says about it, results with figures included, line by line
  const projects = (facts.projects ?? []).slice(0, 3).map((p) => {
    const lines = (p.description?.split('\n') ?? []).map(asWritten).filter(Boolean).slice(0, 3)
    return `${asWritten(p.name)}${lines.length ? ` (${lines.join('; ')})` : ''}`
  })
  if (projects.length) sentences.push(`Projects: ${projects.join('; ')}.`)

  const skills = [
    ...new Map([...(profile?.skills ?? []), ...facts.skills].map((s) => [s.toLowerCase(), s])).values(),
  ]
  if (skills.length) sentences.push(`Skills: ${listOf(skills.slice(0, 15))}.`)
  if (profile?.preferredDomains.length) {
    sentences.push(`Looking for internships in ${listOf(profile.preferredDomains)}.`)
  }
  const links = [
    profile?.linkedin && `LinkedIn ${profile.linkedin}`,
    profile?.github && `GitHub ${profile.github}`,
    profile?.portfolio && `resume ${profile.portfolio}`,
    ...(profile?.customLinks ?? []).map((l) => `${l.label} ${l.url}`),
    ...facts.links
      .filter((l) => !profile || ![profile.linkedin, profile.github, profile.portfolio].includes(l.url))
      .map((l) => `${l.label} ${l.url}`),
  ].filter((l): l is string => Boolean(l))
  if (links.length) sentences.push(`Links: ${[...new Set(links)].slice(0, 6).join('; ')}.`)
  return cap(sentences.join(' '))
}

/** Summarises a resume's text (with the profile for context). Throws AiUnavailableError when the model fails. */
export async function summariseResume(
  input: {
    text: string
    /** read by the resume module (it owns the parser): the summary never parses on its own */
    facts: ResumeFacts
    profile: ProfileForSummary | null
    /** the uploaded PDF itself: Gemini reads it alongside the text (uploaded, then referenced by its uri) */
    pdf?: Uint8Array
  },
  model: TextModel | null,
  signal?: AbortSignal,
): Promise<WrittenSummary> {
  const { facts } = input
  if (!model) return { summary: writeSummaryOffline(facts, input.profile), writer: 'offline' }
  const prompt = [
    'Summarise this resume.',
    input.profile ? `Profile the student filled in:\n${profileLines(input.profile).join('\n')}` : '',
    `Resume text:\n${input.text.slice(0, MAX_PROMPT_RESUME_CHARS)}`,
  ]
    .filter(Boolean)
    .join('\n\n')
  return { summary: await ask(model, prompt, signal, input.pdf), writer: 'ai' }
}

/** "Build resume text from profile": a summary written from the profile's fields alone. */
export async function buildResumeTextFromProfile(
  profile: ProfileForSummary,
  model: TextModel | null,
  signal?: AbortSignal,
): Promise<WrittenSummary> {
  const facts: ResumeFacts = { ...emptyResumeFacts(), name: profile.name }
  if (!model) return { summary: writeSummaryOffline(facts, profile), writer: 'offline' }
  const prompt = `Write a resume summary from this profile:\n${profileLines(profile).join('\n')}`
  return { summary: await ask(model, prompt, signal), writer: 'ai' }
}
