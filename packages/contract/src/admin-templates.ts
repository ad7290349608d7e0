import { z } from 'zod'
import { pagedResponse } from './paged.ts'
import { ADMIN_TEMPLATES_LIMIT, TEMPLATE_CATEGORIES, TEMPLATE_NO_REPLY_USES } from './constants.ts'
import { fieldText as text, optionalFieldText } from './field-text.ts'
import { TEMPLATE_CONTENT_MAX } from './template-variables.ts'
import type { TemplateProblem } from './template-check.ts'
import { plural } from './plural-rules.ts'

// Manage Emails: the list, and the editor that creates, edits and archives templates.
export const ADMIN_TEMPLATE_STATUSES = ['active', 'draft', 'archived'] as const
export type AdminTemplateStatus = (typeof ADMIN_TEMPLATE_STATUSES)[number]
/** the editor's cap: the one every template has (template-variables.ts) */
export const ADMIN_TEMPLATE_CONTENT_MAX = TEMPLATE_CONTENT_MAX

/** One problem checkTemplate found (template-check.ts). */
export const templateProblem = z.object({
  line: z.number().int(),
  column: z.number().int(),
  token: z.string(),
  message: z.string(),
})

/** A template with problems may be saved as a draft, never made active. */
export function publishRefusal(problems: TemplateProblem[]): string {
  const first = problems[0]!
  const more = problems.length > 1 ? ` (and ${plural(problems.length - 1, 'more problem')})` : ''
  return `Fix the template before making it active, or save it as a draft. Line ${first.line}: ${first.message}${more}`
}

export const adminTemplateId = z.uuid({ message: 'Template id must be a UUID' })

export const adminTemplateInput = z.object({
  title: text('Title', 200).refine((v) => v.length > 0, 'Title is required'),
  description: optionalFieldText('Description', 1000),
  category: z.enum(TEMPLATE_CATEGORIES, { message: 'Category must be internship or follow-up' }),
  templateContent: text('Content', ADMIN_TEMPLATE_CONTENT_MAX).refine(
    (v) => v.length > 0,
    'Content is required',
  ),
  status: z
    .enum(ADMIN_TEMPLATE_STATUSES, { message: 'Status must be active, draft or archived' })
    .default('active'),
  /** only a follow-up's is kept: an internship template is stored as 'any' */
  noReplyUse: z
    .enum(TEMPLATE_NO_REPLY_USES, { message: 'No-reply use must be any, first, last or never' })
    .default('any'),
})
export type AdminTemplateInput = z.input<typeof adminTemplateInput>

/** Search over title, description, category or status; newest updated first, 50 per page. */
export const adminTemplateListQuery = z.object({
  q: text('Search', 200).optional().default(''),
  page: z.coerce.number().int().min(1).max(100_000).optional().default(1),
})
export type AdminTemplateListQuery = z.input<typeof adminTemplateListQuery>
export const ADMIN_TEMPLATES_PAGE_SIZE = ADMIN_TEMPLATES_LIMIT

export const adminTemplate = z.object({
  id: z.uuid(),
  title: z.string(),
  description: z.string().nullable(),
  category: z.string(),
  templateContent: z.string(),
  status: z.string(),
  noReplyUse: z.enum(TEMPLATE_NO_REPLY_USES),
  usageCount: z.number().int(),
  successRate: z.number().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** what checkTemplate finds in the stored body: a template with any is hidden from students */
  problems: z.array(templateProblem),
})
export type AdminTemplate = z.infer<typeof adminTemplate>

export const adminTemplateListResponse = pagedResponse(adminTemplate)
export type AdminTemplateListResponse = z.infer<typeof adminTemplateListResponse>
