import type { ComposeRequest, ResumeFacts } from '@coldstart/contract'
import type { Db } from '../../db/client.ts'
import { badRequest, notFound } from '../../lib/http-error.ts'
import type { EmailFacts } from '../ai/email-facts.ts'
import { extractResumeFacts } from '../ai/resume-facts.ts'
import {
  findComposeEmployees,
  findComposeSender,
  findComposeStartup,
  findComposeTemplate,
} from './compose.repository.ts'

const blank = (s: string | null | undefined) => (s?.trim() ? s.trim() : null)

function readResume(text: string | null): ResumeFacts | null {
  if (!text?.trim()) return null
  try {
    return extractResumeFacts(text)
  } catch {
    return null
  }
}

/** The template and every fact the writers may use; 404 for an unknown id, 400 for a stranger's employee. */
export async function loadComposeInput(db: Db, userId: string, input: ComposeRequest) {
  const [template, startup, employees, sender] = await Promise.all([
    findComposeTemplate(db, input.templateId),
    findComposeStartup(db, input.startupId),
    findComposeEmployees(db, [...new Set(input.employeeIds)]),
    findComposeSender(db, userId),
  ])
  if (!template) throw notFound('Template not found')
  if (!startup) throw notFound('Startup not found')
  const byId = new Map(employees.map((e) => [e.id, e]))
  const missing = input.employeeIds.find((id) => !byId.has(id))
  if (missing) throw notFound('Employee not found')
  if (employees.some((e) => e.startupId !== startup.id)) {
    throw badRequest('Every recipient must work at this startup', 'employeeIds')
  }
  if (!sender) throw notFound('User not found')

  const name = blank([sender.firstName, sender.lastName].filter(Boolean).join(' '))
  const facts: EmailFacts = {
    sender: {
      name,
      education: blank(sender.education),
      skills: (sender.skills ?? []).filter((s) => s.trim()),
      domains: (sender.preferredDomains ?? []).filter((s) => s.trim()),
      portfolio: blank(sender.portfolio),
      linkedin: blank(sender.linkedin),
      github: blank(sender.github),
      otherLinks: (sender.customLinks ?? []).filter((l) => l.url?.trim()),
      experienceYears: sender.experienceYears ?? 0,
      resumeText: blank(sender.resumeText),
      resumeFacts: readResume(sender.resumeText),
    },
    // in the order the student chose them
    recipients: [...new Set(input.employeeIds)].map((id) => {
      const e = byId.get(id)!
      return { name: e.name, role: e.role }
    }),
    company: {
      name: startup.name,
      sector: blank(startup.sector),
      tags: startup.tags,
      description: blank(startup.description),
      location: blank(startup.location),
      stage: blank(startup.fundingRound),
      funding: blank(startup.fundingAmount),
      isHiring: startup.isHiring,
    },
  }
  return { template: template.content, facts }
}
