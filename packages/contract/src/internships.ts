import { z } from 'zod'
import { pagedResponse } from './paged.ts'
import { isHttpUrl, withHttpsScheme } from './admin-startups.ts'
import { emailAddressField, fieldText as text, optionalFieldText as optional } from './field-text.ts'
import { safeText } from './text.ts'

// Internship postings (admin CRUD now, the student board later). Stipend is whole ₹ per month (min = max for a
// fixed amount, both null when unpaid or not disclosed), duration whole months, deadline a calendar date.
export const INTERNSHIP_STATUSES = ['active', 'closed', 'draft'] as const
export type InternshipStatus = (typeof INTERNSHIP_STATUSES)[number]
export const INTERNSHIP_DURATION_MAX_MONTHS = 24
export const INTERNSHIP_STIPEND_MAX = 1_000_000
export const ADMIN_INTERNSHIPS_PAGE_SIZE = 20

export const INTERNSHIP_MESSAGES = {
  titleRequired: 'Title is required',
  companyRequired: 'Pick a startup or type the company name',
  applyRequired: 'Give an apply link or an apply email',
  notHttpUrl: 'Apply link must start with http:// or https://',
  badEmail: 'Apply email must be a valid email address',
  stipendOrder: 'Maximum stipend must be at least the minimum',
  badDate: 'Deadline must be a date (YYYY-MM-DD)',
  expiredActive: (deadline: string) =>
    `The deadline (${deadline}) has passed: students would see this internship as closed. Confirm to save it as Active anyway (confirmExpired: true), or change the deadline or the status.`,
} as const

/**
 * Saving this as Active needs the admin's confirmation: its deadline is before `today` (the product day's
 * date, product-day.ts), so students would never see it open.
 */
export function needsExpiredConfirmation(
  input: { status: string; deadline: string | null },
  today: string,
): boolean {
  return input.status === 'active' && input.deadline !== null && input.deadline < today
}

/** A real `YYYY-MM-DD` calendar date (no 2026-02-30). */
export function isCalendarDate(value: string) {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false
  const d = new Date(`${value}T00:00:00Z`)
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value
}

const rupees = (label: string) =>
  z
    .number({ message: `${label} must be a number` })
    .int(`${label} must be whole rupees`)
    .min(0, `${label} cannot be negative`)
    .max(
      INTERNSHIP_STIPEND_MAX,
      `${label} must be at most ₹${INTERNSHIP_STIPEND_MAX.toLocaleString('en-IN')}`,
    )
    .nullish()
    .transform((v) => v ?? null)

export const internshipId = z.uuid({ message: 'Internship id must be a UUID' })

/** POST /api/admin/internships and PUT /api/admin/internships/:id. */
export const internshipInput = z
  .object({
    title: text('Title', 200).refine((v) => v.length > 0, INTERNSHIP_MESSAGES.titleRequired),
    startupId: z
      .uuid({ message: 'Startup id must be a UUID' })
      .nullish()
      .transform((v) => v ?? null),
    company: optional('Company', 200),
    location: optional('Location', 200),
    remote: z.boolean({ message: 'Remote must be true or false' }).optional().default(false),
    stipendMin: rupees('Minimum stipend'),
    stipendMax: rupees('Maximum stipend'),
    durationMonths: z
      .number({ message: 'Duration must be a number of months' })
      .int('Duration must be whole months')
      .min(1, 'Duration must be at least 1 month')
      .max(
        INTERNSHIP_DURATION_MAX_MONTHS,
        `Duration must be at most ${INTERNSHIP_DURATION_MAX_MONTHS} months`,
      )
      .nullish()
      .transform((v) => v ?? null),
    deadline: text('Deadline', 10)
      .nullish()
      .transform((v) => v || null)
      .refine((v) => v === null || isCalendarDate(v), INTERNSHIP_MESSAGES.badDate),
    description: optional('Description', 5000),
    // "acme.in/careers" is read as https://acme.in/careers
    applyUrl: optional('Apply link', 2000)
      .transform((v) => v && withHttpsScheme(v))
      .refine((v) => v === null || isHttpUrl(v), INTERNSHIP_MESSAGES.notHttpUrl),
    applyEmail: emailAddressField('Apply email')
      .nullish()
      .transform((v) => v || null),
    status: z
      .enum(INTERNSHIP_STATUSES, { message: 'Status must be active, closed or draft' })
      .default('active'),
    /** the admin saw the "deadline has passed" warning and saves it as Active anyway */
    confirmExpired: z.boolean({ message: 'confirmExpired must be true or false' }).optional().default(false),
  })
  .superRefine((v, ctx) => {
    if (!v.startupId && !v.company)
      ctx.addIssue({ code: 'custom', path: ['company'], message: INTERNSHIP_MESSAGES.companyRequired })
    if (!v.applyUrl && !v.applyEmail)
      ctx.addIssue({ code: 'custom', path: ['applyUrl'], message: INTERNSHIP_MESSAGES.applyRequired })
  })
  // One given stipend is a fixed amount; a range must be in order.
  .transform((v) => ({
    ...v,
    stipendMin: v.stipendMin ?? v.stipendMax,
    stipendMax: v.stipendMax ?? v.stipendMin,
  }))
  .refine((v) => v.stipendMin === null || v.stipendMax! >= v.stipendMin, {
    path: ['stipendMax'],
    message: INTERNSHIP_MESSAGES.stipendOrder,
  })
export type InternshipInput = z.input<typeof internshipInput>

export const adminInternshipListQuery = z.object({
  q: text('Search', 200).optional().default(''),
  status: z.enum(INTERNSHIP_STATUSES).optional(),
  page: z.coerce.number().int().min(1).max(100_000).optional().default(1),
  pageSize: z.coerce.number().int().min(1).max(100).optional().default(ADMIN_INTERNSHIPS_PAGE_SIZE),
})
export type AdminInternshipListQuery = z.input<typeof adminInternshipListQuery>

export const adminInternship = z.object({
  id: z.uuid(),
  title: z.string(),
  company: z.string(),
  startupId: z.uuid().nullable(),
  location: z.string().nullable(),
  remote: z.boolean(),
  stipendMin: z.number().int().nullable(),
  stipendMax: z.number().int().nullable(),
  durationMonths: z.number().int().nullable(),
  deadline: z.string().nullable(),
  description: z.string().nullable(),
  applyUrl: z.string().nullable(),
  applyEmail: z.string().nullable(),
  status: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
})
export type AdminInternship = z.infer<typeof adminInternship>

export const adminInternshipListResponse = pagedResponse(adminInternship)
export type AdminInternshipListResponse = z.infer<typeof adminInternshipListResponse>

/** The startups an internship can belong to (the editor's picker): id and name, searched by name. */
export const internshipStartupOptionsQuery = z.object({ q: text('Search', 200).optional().default('') })
export const internshipStartupOptions = z.object({
  items: z.array(z.object({ id: z.uuid(), name: z.string() })),
})
export type InternshipStartupOptions = z.infer<typeof internshipStartupOptions>

// ---- the student board: open postings only ------------------------------------------------------------

// Its plain constants live in a zod-free module, so the web board can import them without the schemas.
export * from './internship-board.ts'
import {
  DEFAULT_INTERNSHIP_SORT,
  INTERNSHIP_SEARCH_MAX,
  INTERNSHIP_SORTS,
  INTERNSHIPS_PAGE_SIZE,
} from './internship-board.ts'

/** Empty query values ("?minStipend=") mean "no filter", not zero. */
const blankToUndefined = (v: unknown) => (v === '' ? undefined : v)

/** GET /api/internships: active postings whose deadline has not passed, filtered, one keyset page. */
export const internshipListQuery = z.object({
  q: text('Search', INTERNSHIP_SEARCH_MAX).optional().default(''),
  /** the linked startup's sector */
  sector: text('Sector', 200).optional(),
  /** only this startup's postings (its page lists them) */
  startupId: z.uuid('Startup must be a startup id').optional(),
  remote: z.enum(['true', 'false'], { message: 'Remote must be true or false' }).optional(),
  /** matched anywhere in the location text ("Bengaluru" finds "Bengaluru (hybrid)") */
  city: text('City', 200).optional(),
  /** ₹ a month the posting pays at least up to: its maximum stipend reaches this amount */
  minStipend: z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ message: 'Minimum stipend must be a number' })
      .int('Minimum stipend must be whole rupees')
      .min(0, 'Minimum stipend cannot be negative')
      .max(
        INTERNSHIP_STIPEND_MAX,
        `Minimum stipend must be at most ₹${INTERNSHIP_STIPEND_MAX.toLocaleString('en-IN')}`,
      )
      .optional(),
  ),
  maxDuration: z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ message: 'Maximum duration must be a number of months' })
      .int('Maximum duration must be whole months')
      .min(1, 'Maximum duration must be at least 1 month')
      .max(
        INTERNSHIP_DURATION_MAX_MONTHS,
        `Maximum duration must be at most ${INTERNSHIP_DURATION_MAX_MONTHS} months`,
      )
      .optional(),
  ),
  sort: z
    .enum(INTERNSHIP_SORTS, { message: `Sort must be one of: ${INTERNSHIP_SORTS.join(', ')}` })
    .optional()
    .default(DEFAULT_INTERNSHIP_SORT),
  // opaque to clients: base64url of what the server wrote (the server checks what it decodes to)
  cursor: safeText
    .max(1000)
    .regex(/^[\w-]*$/, 'not a cursor this API returned; start again without it')
    .optional(),
  limit: z.coerce.number().int().min(1).max(50).optional().default(INTERNSHIPS_PAGE_SIZE),
})
export type InternshipListQuery = z.input<typeof internshipListQuery>

/** The linked startup as the board shows it (null when the posting only names its company in text). */
export const internshipStartup = z.object({
  id: z.uuid(),
  name: z.string(),
  logoUrl: z.string().nullable(),
  sector: z.string().nullable(),
})

/** One card of the board. No apply address or full description: the detail carries those. */
export const internshipCard = z.object({
  id: z.uuid(),
  title: z.string(),
  company: z.string(),
  startupId: z.uuid().nullable(),
  startup: internshipStartup.nullable(),
  location: z.string().nullable(),
  remote: z.boolean(),
  stipendMin: z.number().int().nullable(),
  stipendMax: z.number().int().nullable(),
  durationMonths: z.number().int().nullable(),
  deadline: z.string().nullable(),
  /** the start of the description, for the card */
  excerpt: z.string().nullable(),
  savesCount: z.number().int(),
  createdAt: z.string(),
})
export type InternshipCard = z.infer<typeof internshipCard>

/** A card in the list; with the best-match sort it also says in a few words why it matches. */
export const internshipListItem = internshipCard.extend({
  /** best-match only: e.g. ["Matches React", "Bengaluru", "Seed"] */
  matchReasons: z.array(z.string()).optional(),
})
export type InternshipListItem = z.infer<typeof internshipListItem>

export const internshipListResponse = z.object({
  items: z.array(internshipListItem),
  /** best-match only: false when the student has no skills or preferences (the order is then newest first) */
  matchProfile: z.boolean().optional(),
  /** open postings matching the filters, across all pages */
  total: z.number().int(),
  /** sectors of the startups behind open postings, for the sector filter */
  sectors: z.array(z.string()),
  nextCursor: z.string().nullable(),
})
export type InternshipListResponse = z.infer<typeof internshipListResponse>

/** GET /api/internships/:id: an open posting in full, with the way to apply. */
export const internshipDetail = internshipCard.omit({ excerpt: true }).extend({
  description: z.string().nullable(),
  applyUrl: z.string().nullable(),
  applyEmail: z.string().nullable(),
})
export type InternshipDetail = z.infer<typeof internshipDetail>
