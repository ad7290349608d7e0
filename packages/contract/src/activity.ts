import { z } from 'zod'
import { pagedResponse } from './paged.ts'
import { fieldText } from './field-text.ts'

// The activity log as the admin reads it (dashboard feed and /admin/activity).
export const ACTIVITY_PAGE_SIZE = 25
/** The kinds of activity the log page filters on; the server maps each to its actions or entities. */
export const ACTIVITY_KINDS = [
  'sign-ups',
  'sign-ins',
  'accounts',
  'startups',
  'templates',
  'internships',
] as const
export type ActivityKind = (typeof ACTIVITY_KINDS)[number]
/** The action a template use is recorded with (the composer and the customize dialog write it). */
export const TEMPLATE_USED_ACTION = 'template_used'

export const activityListQuery = z.object({
  kind: z.enum(ACTIVITY_KINDS, { message: `Kind must be one of ${ACTIVITY_KINDS.join(', ')}` }).optional(),
  q: fieldText('Search', 200).optional().default(''),
  page: z.coerce.number().int().min(1).max(100_000).optional().default(1),
})
export type ActivityListQuery = z.input<typeof activityListQuery>

/** One log row; `actor` is the user's name or email (null when the row outlived its user or had none). */
export const activityEntry = z.object({
  id: z.uuid(),
  actionType: z.string(),
  entityType: z.string(),
  entityId: z.string().nullable(),
  actor: z.string().nullable(),
  /** a short human name of what was acted on: a startup's or template's title, an email, … */
  subject: z.string().nullable(),
  createdAt: z.string(),
})
export type ActivityEntry = z.infer<typeof activityEntry>

export const activityListResponse = pagedResponse(activityEntry)
export type ActivityListResponse = z.infer<typeof activityListResponse>
