import {
  EMAIL_PICK_MESSAGES,
  resumeFacts as resumeFactsSchema,
  type EmailPicksBody,
  type EmailPicksResponse,
} from '@coldstart/contract'
import type { Db } from '../../db/client.ts'
import { HttpError } from '../../lib/http-error.ts'
import { chosenPick, projectChoices, resultChoices } from '../ai/index.ts'
import { findEmailPicks, saveEmailPicks } from './email-picks.repository.ts'

/** The projects and results the kept resume offers (as the emails word them); none without a resume. */
function choicesOf(row: Awaited<ReturnType<typeof findEmailPicks>>) {
  // facts kept by an older reader parse with the fields added since defaulted
  const parsed = row?.resumeFacts ? resumeFactsSchema.safeParse(row.resumeFacts) : null
  const facts = parsed?.success ? parsed.data : null
  return { projects: projectChoices(facts), results: resultChoices(facts) }
}

/** What the resume offers and what the emails use now. */
export async function getEmailPicks(db: Db, userId: string): Promise<EmailPicksResponse> {
  const row = await findEmailPicks(db, userId)
  const { projects, results } = choicesOf(row)
  return {
    projects,
    results,
    using: {
      project: chosenPick(projects, row?.emailPicks?.project),
      achievement: chosenPick(results, row?.emailPicks?.achievement),
    },
  }
}

/** Keeps the student's picks; each must be one of the resume's choices (null: the first). */
export async function setEmailPicks(
  db: Db,
  userId: string,
  body: EmailPicksBody,
): Promise<EmailPicksResponse> {
  const row = await findEmailPicks(db, userId)
  const { projects, results } = choicesOf(row)
  const project = body.project ?? null
  const achievement = body.achievement ?? null
  if (project !== null && !projects.includes(project))
    throw new HttpError(400, EMAIL_PICK_MESSAGES.project, 'project')
  if (achievement !== null && !results.includes(achievement))
    throw new HttpError(400, EMAIL_PICK_MESSAGES.achievement, 'achievement')
  await saveEmailPicks(db, userId, { project, achievement })
  return getEmailPicks(db, userId)
}
