import type { z } from 'zod'
import { INTERNSHIP_MESSAGES, needsExpiredConfirmation, type internshipInput } from '@coldstart/contract'
import type { Db } from '../../db/client.ts'
import { badRequest } from '../../lib/http-error.ts'
import { productToday } from '../../lib/product-day.ts'
import { startupNameOf, type InternshipFields } from './admin-internships.repository.ts'

type ParsedInput = z.output<typeof internshipInput>

/**
 * The row to store: a chosen startup names the company (its current name), else the typed company. Active
 * with a deadline already passed (the product day) is refused unless the admin confirmed it: students would never
 * see it open, which is rarely what was meant.
 */
export async function internshipFieldsOf(
  db: Db,
  { confirmExpired, ...input }: ParsedInput,
): Promise<InternshipFields> {
  if (needsExpiredConfirmation(input, productToday()) && !confirmExpired)
    throw badRequest(INTERNSHIP_MESSAGES.expiredActive(input.deadline!), 'confirmExpired')
  let company = input.company
  if (input.startupId) {
    const name = await startupNameOf(db, input.startupId)
    if (!name) throw badRequest('That startup no longer exists', 'startupId')
    company = name
  }
  if (!company) throw badRequest(INTERNSHIP_MESSAGES.companyRequired, 'company')
  return { ...input, company }
}
