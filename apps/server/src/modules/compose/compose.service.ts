import {
  COMPOSE_NOTICES,
  INTERNSHIP_RECIPIENT_NAME,
  STUDENT_VARIABLES,
  type ComposeRequest,
  type ResumeFacts,
  type StudentValuesResponse,
} from '@coldstart/contract'
import type { Db } from '../../db/client.ts'
import { HttpError, badRequest, notFound } from '../../lib/http-error.ts'
import { templateValues, type EmailFacts } from '../ai/index.ts'
import { readResumeFactsOffThread } from '../resume/index.ts'
import { isSoundTemplate } from '../templates/index.ts'
import {
  findComposeEmployees,
  findComposeInternship,
  findComposeResumeText,
  findComposeSender,
  findComposeStartup,
  findComposeTemplate,
} from './compose.repository.ts'

const blank = (s: string | null | undefined) => (s?.trim() ? s.trim() : null)

/**
 * The facts kept with the resume file the summary was written from; else (a summary built from the profile)
 * the summary's own, read in a worker. None when that fails: the email is written without them.
 */
async function readResume(sender: {
  resumeText: string | null
  hasResumeSource: boolean | null
  resumeFacts: ResumeFacts | null
}): Promise<ResumeFacts | null> {
  if (!sender.resumeText?.trim()) return null
  if (sender.hasResumeSource && sender.resumeFacts) return sender.resumeFacts
  try {
    return await readResumeFactsOffThread(sender.resumeText)
  } catch {
    return null
  }
}

type Recipients = EmailFacts['recipients']
type Company = EmailFacts['company']
type Startup = NonNullable<Awaited<ReturnType<typeof findComposeStartup>>>

const companyOf = (startup: Startup): Company => ({
  name: startup.name,
  sector: blank(startup.sector),
  tags: startup.tags,
  description: blank(startup.description),
  location: blank(startup.location),
  stage: blank(startup.fundingRound),
  funding: blank(startup.fundingAmount),
  isHiring: startup.isHiring,
})

/** Some of a startup's team: 404 for an unknown id, 400 for someone who works elsewhere. */
async function startupTarget(db: Db, startupId: string, employeeIds: string[]) {
  const ids = [...new Set(employeeIds)]
  const [startup, employees] = await Promise.all([
    findComposeStartup(db, startupId),
    findComposeEmployees(db, ids),
  ])
  if (!startup) throw notFound('Startup not found')
  const byId = new Map(employees.map((e) => [e.id, e]))
  if (ids.some((id) => !byId.has(id))) throw notFound('Employee not found')
  if (employees.some((e) => e.startupId !== startup.id)) {
    throw badRequest('Every recipient must work at this startup', 'employeeIds')
  }
  // in the order the student chose them
  const recipients: Recipients = ids.map((id) => ({ name: byId.get(id)!.name, role: byId.get(id)!.role }))
  return { recipients, company: companyOf(startup) }
}

/**
 * An active internship's application address, greeted as its hiring team. The company facts are its
 * startup's when it has one, else what the posting itself says.
 */
async function internshipTarget(db: Db, internshipId: string) {
  const internship = await findComposeInternship(db, internshipId)
  if (!internship) throw notFound('Internship not found')
  const startup = internship.startupId ? await findComposeStartup(db, internship.startupId) : null
  const company: Company = startup
    ? { ...companyOf(startup), name: internship.company, isHiring: true }
    : {
        name: internship.company,
        sector: null,
        tags: [],
        description: blank(internship.description),
        location: blank(internship.location),
        stage: null,
        funding: null,
        isHiring: true,
      }
  const recipients: Recipients = [{ name: INTERNSHIP_RECIPIENT_NAME, role: null, team: true }]
  return { recipients, company }
}

/**
 * Whether this student's compose is a real personalisation (they have resume text), the only kind the hourly
 * limit counts. Asked on its own, before loadComposeInput, so a limited student costs one small read.
 */
export async function personalisesWithResume(db: Db, userId: string): Promise<boolean> {
  const row = await findComposeResumeText(db, userId)
  return blank(row?.resumeText) !== null
}

/**
 * The template and every fact the writers may use; 404 for an unknown id, 409 for a template with problems,
 * 400 for a stranger's employee.
 */
export async function loadComposeInput(db: Db, userId: string, input: ComposeRequest) {
  const [template, sender] = await Promise.all([
    findComposeTemplate(db, input.templateId),
    findComposeSender(db, userId),
  ])
  if (!template) throw notFound('Template not found')
  if (!isSoundTemplate(template.id, template.content))
    throw new HttpError(409, COMPOSE_NOTICES.templateBroken)
  const { recipients, company } =
    input.internshipId !== undefined
      ? await internshipTarget(db, input.internshipId)
      : await startupTarget(db, input.startupId, input.employeeIds)
  if (!sender) throw notFound('User not found')
  const facts: EmailFacts = { sender: await senderFacts(sender), recipients, company }
  return { template: template.content, facts }
}

type SenderRow = NonNullable<Awaited<ReturnType<typeof findComposeSender>>>

/** The student's side of the facts, from their user row, profile and preferences. */
async function senderFacts(sender: SenderRow): Promise<EmailFacts['sender']> {
  return {
    name: blank([sender.firstName, sender.lastName].filter(Boolean).join(' ')),
    education: blank(sender.education),
    skills: (sender.skills ?? []).filter((s) => s.trim()),
    domains: (sender.preferredDomains ?? []).filter((s) => s.trim()),
    portfolio: blank(sender.portfolio),
    linkedin: blank(sender.linkedin),
    github: blank(sender.github),
    otherLinks: (sender.customLinks ?? []).filter((l) => l.url?.trim()),
    experienceYears: sender.experienceYears ?? 0,
    resumeText: blank(sender.resumeText),
    resumeFacts: await readResume(sender),
    picks: sender.emailPicks ?? undefined,
  }
}

const NO_COMPANY: EmailFacts['company'] = {
  name: '',
  sector: null,
  tags: [],
  description: null,
  location: null,
  stage: null,
  funding: null,
  isHiring: false,
}

/** The variables the student's own facts fill, as any email of theirs would have them; null when unknown. */
export async function loadStudentValues(db: Db, userId: string): Promise<StudentValuesResponse> {
  const sender = await findComposeSender(db, userId)
  if (!sender) throw notFound('User not found')
  const all = templateValues({ sender: await senderFacts(sender), recipients: [], company: NO_COMPANY })
  const values = Object.fromEntries(
    STUDENT_VARIABLES.map((name) => [name, all[name]?.trim() || null]),
  ) as StudentValuesResponse['values']
  return { values }
}
