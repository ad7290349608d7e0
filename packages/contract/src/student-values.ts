import { z } from 'zod'
import type { TemplateVariableName } from './template-variables.ts'

// The template variables a student's own profile and resume fill: what the Templates page and the composer's
// picker show filled in before any startup is chosen. The rest (recipient and company) are known only once a
// startup is.

export const STUDENT_VARIABLES = [
  'sender_name',
  'skills',
  'studies',
  'college',
  'degree',
  'field',
  'graduation_year',
  'role',
  'project',
  'achievement',
  'portfolio',
  'linkedin',
  'github',
] as const satisfies readonly TemplateVariableName[]

export type StudentVariable = (typeof STUDENT_VARIABLES)[number]

/** GET /api/compose/my-values: the student's own variables, each with a value or null when unknown. */
export const studentValuesResponse = z.object({
  values: z.record(z.enum(STUDENT_VARIABLES), z.string().nullable()),
})
export type StudentValuesResponse = z.infer<typeof studentValuesResponse>
