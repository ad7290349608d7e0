import { z } from 'zod'
import { fieldText } from './field-text.ts'

// The activity log as the admin reads it (dashboard feed and /admin/activity).
export const ACTIVITY_PAGE_SIZE = 25
/** Entity filters the log page offers; "all" is no filter. */
export const ACTIVITY_ENTITY_FILTERS = [
  'user',
  'session',
  'admin',
  'startup',
  'template',
  'internship',
  'import',
] as const
/** The action a template use is recorded with (the composer and the customize dialog write it). */
export const TEMPLATE_USED_ACTION = 'template_used'

export const activityListQuery = z.object({
  entity: z.enum(ACTIVITY_ENTITY_FILTERS, { message: 'Unknown entity filter' }).optional(),
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

export const activityListResponse = z.object({
  items: z.array(activityEntry),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
})
export type ActivityListResponse = z.infer<typeof activityListResponse>
