import type { z } from 'zod'
import { INTERNSHIP_MESSAGES, type internshipInput } from '@coldstart/contract'
import type { Db } from '../../db/client.ts'
import { badRequest } from '../../lib/http-error.ts'
import { startupNameOf, type InternshipFields } from './admin-internships.repository.ts'

type ParsedInput = z.output<typeof internshipInput>

/** The row to store: a chosen startup names the company (its current name), else the typed company. */
export async function internshipFieldsOf(db: Db, input: ParsedInput): Promise<InternshipFields> {
  let company = input.company
  if (input.startupId) {
    const name = await startupNameOf(db, input.startupId)
    if (!name) throw badRequest('That startup no longer exists', 'startupId')
    company = name
  }
  if (!company) throw badRequest(INTERNSHIP_MESSAGES.companyRequired, 'company')
  return { ...input, company }
}
