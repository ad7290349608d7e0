import { z } from 'zod'
import { COMPOSE_MAX_RECIPIENTS } from './compose-rules.ts'
import { OUTREACH_MESSAGES } from './outreach-rules.ts'

// Who an email is for, as the composer and the outreach log receive it: some of one startup's employees, or
// one internship's application address, never both. Each shape says which fields the other must leave out
// (`never`), so a body with both matches neither; TypeScript narrows on `internshipId` without assertions.

export const uuidField = (label: string) => z.uuid({ message: `${label} must be a UUID` })
/** A field the shape's other branch owns: any value for it fails with `message`. */
const absentWith = (message: string) => z.never({ message }).optional()
const absent = absentWith(OUTREACH_MESSAGES.target)

export const startupSendTarget = z.object({
  startupId: uuidField('startupId'),
  employeeIds: z
    .array(uuidField('Each employee id'))
    .min(1, 'Choose at least one recipient')
    // a refinement, not .max(): zod's union treats a too-big array as failing the shape, and the body
    // was told "give either a startup or an internship" instead of the limit
    .refine((ids) => ids.length <= COMPOSE_MAX_RECIPIENTS, `At most ${COMPOSE_MAX_RECIPIENTS} recipients`)
    .meta({ maxItems: COMPOSE_MAX_RECIPIENTS }),
  internshipId: absent,
})
export const internshipSendTarget = z.object({
  internshipId: uuidField('internshipId'),
  startupId: absent,
  employeeIds: absent,
})

/**
 * A plain union, not a refine over optional fields: a body that fits one shape but for a bad value (an empty
 * recipient list, a malformed id) reports that value; one that fits neither says what to give.
 */
export const sendTarget = z.union([startupSendTarget, internshipSendTarget], {
  message: OUTREACH_MESSAGES.target,
})
export type SendTarget = z.infer<typeof sendTarget>

/**
 * Whose sends to look up (GET /api/outreach/recent): one startup or one internship, without recipients, by the
 * same never-both rule.
 */
const WHOSE_MESSAGE = 'Give a startupId or an internshipId'
export const whoseSends = z.union(
  [
    z.object({ startupId: uuidField('startupId'), internshipId: absentWith(WHOSE_MESSAGE) }),
    z.object({ internshipId: uuidField('internshipId'), startupId: absentWith(WHOSE_MESSAGE) }),
  ],
  { message: WHOSE_MESSAGE },
)
