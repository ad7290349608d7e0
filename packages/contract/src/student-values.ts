import { z } from 'zod'
import { STUDENT_VARIABLES } from './template-variables.ts'

/** GET /api/compose/my-values: the student's own variables, each with a value or null when unknown. */
export const studentValuesResponse = z.object({
  values: z.record(z.enum(STUDENT_VARIABLES), z.string().nullable()),
})
export type StudentValuesResponse = z.infer<typeof studentValuesResponse>
