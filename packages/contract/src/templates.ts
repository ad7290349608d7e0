import { z } from 'zod'
import { TEMPLATE_CATEGORIES } from './constants.ts'

export const templateId = z.uuid({ message: 'Template id must be a UUID' })

/** An active template as students see it (GET /api/templates). */
export const emailTemplate = z.object({
  id: z.uuid(),
  title: z.string(),
  description: z.string().nullable(),
  category: z.enum(TEMPLATE_CATEGORIES),
  templateContent: z.string(),
  usageCount: z.number().int(),
  createdAt: z.string(),
})
export type EmailTemplate = z.infer<typeof emailTemplate>

export const templateListResponse = z.object({ items: z.array(emailTemplate) })
export type TemplateListResponse = z.infer<typeof templateListResponse>

/** POST /api/templates/:id/use: the count after this use. */
export const templateUseResponse = z.object({ id: z.uuid(), usageCount: z.number().int() })
export type TemplateUseResponse = z.infer<typeof templateUseResponse>
