import { z } from 'zod'
import { TEMPLATE_CATEGORIES, TEMPLATE_NO_REPLY_USES } from './constants.ts'

export const templateId = z.uuid({ message: 'Template id must be a UUID' })

/** A template's measured reply rate across all students: counts only, nobody's emails. */
export const templateReplyRate = z.object({
  /** percent with two decimals, as stored in email_templates.success_rate */
  percent: z.number().min(0).max(100),
  /** first emails sent with it from connected mailboxes (at least TEMPLATE_RATE_MIN_SENDS) */
  emails: z.number().int(),
})
export type TemplateReplyRate = z.infer<typeof templateReplyRate>

/** An active template as students see it (GET /api/templates). */
export const emailTemplate = z.object({
  id: z.uuid(),
  title: z.string(),
  description: z.string().nullable(),
  category: z.enum(TEMPLATE_CATEGORIES),
  templateContent: z.string(),
  /** which no-reply follow-up it suits (always 'any' for an internship template) */
  noReplyUse: z.enum(TEMPLATE_NO_REPLY_USES),
  usageCount: z.number().int(),
  /** null below TEMPLATE_RATE_MIN_SENDS sends */
  replyRate: templateReplyRate.nullable(),
  /** the highest reply rate of its category (one template per category at most, none without a rate) */
  best: z.boolean(),
  createdAt: z.string(),
})
export type EmailTemplate = z.infer<typeof emailTemplate>

export const templateListResponse = z.object({ items: z.array(emailTemplate) })
export type TemplateListResponse = z.infer<typeof templateListResponse>

/** POST /api/templates/:id/use: the count after this use. */
export const templateUseResponse = z.object({ id: z.uuid(), usageCount: z.number().int() })
export type TemplateUseResponse = z.infer<typeof templateUseResponse>
