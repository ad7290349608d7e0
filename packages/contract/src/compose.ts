import { z } from 'zod'
import { COMPOSE_MAX_RECIPIENTS } from './compose-rules.ts'

/**
 * POST /api/compose: a template for either some of a startup's employees or an internship's application
 * address (the server reads company and address from the internship itself).
 */
export const composeRequest = z
  .object({
    templateId: z.uuid({ message: 'templateId must be a UUID' }),
    startupId: z.uuid({ message: 'startupId must be a UUID' }).optional(),
    employeeIds: z
      .array(z.uuid({ message: 'Each employee id must be a UUID' }))
      .min(1, 'Choose at least one recipient')
      .max(COMPOSE_MAX_RECIPIENTS, `At most ${COMPOSE_MAX_RECIPIENTS} recipients`)
      .optional(),
    internshipId: z.uuid({ message: 'internshipId must be a UUID' }).optional(),
  })
  .refine((v) => (v.internshipId ? !v.startupId && !v.employeeIds : Boolean(v.startupId && v.employeeIds)), {
    message: 'Give either a startup with its employees, or an internship',
    path: ['startupId'],
  })
export type ComposeRequest = z.infer<typeof composeRequest>
