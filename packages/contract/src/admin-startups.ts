import { z } from 'zod'
import { fieldText, optionalFieldText } from './field-text.ts'
import { startupCard, startupEmployee } from './startups.ts'

// Admin startup management (SPEC §2 Manage Startups and the Add/Edit dialog, §5 admin form rules).

export const ADMIN_STARTUPS_PAGE_SIZE = 24
export const STARTUP_TAGS_MAX = 30
export const STARTUP_EMPLOYEES_MAX = 200
export const STARTUP_IMPORT_MAX_ROWS = 5000
export const STARTUP_IMPORT_MAX_CHARS = 4_000_000
/** The CSV columns, in order: import reads them by header name, export writes them in this order. */
export const STARTUP_CSV_COLUMNS = [
  'name',
  'description',
  'website',
  'sector',
  'location',
  'funding_round',
  'funding_amount',
  'team_size',
  'logo_url',
  'is_hiring',
  'status',
  'tags',
  'employees',
] as const
export const STARTUP_STATUS_FILTERS = ['verified', 'pending', 'other'] as const

export const ADMIN_STARTUP_MESSAGES = {
  stale:
    'Someone else saved this startup after you opened it. Close the dialog and open it again to see their changes.',
  gone: 'This startup no longer exists: it may have been deleted by another admin.',
  restoreTaken: 'This startup is back already.',
  notHttpUrl: 'Must be an http:// or https:// URL',
  notLogoUrl: 'Must be an http:// or https:// URL, or a path on this site',
} as const

/** An http(s) URL only: `javascript:`, `data:` and friends never reach a link on the site. */
export function isHttpUrl(value: string): boolean {
  if (!/^https?:\/\//i.test(value)) return false
  try {
    const url = new URL(value)
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0
  } catch {
    return false
  }
}

/** A logo may also be a path on this site (the demo directory's logos are /api/logos/<slug>.svg). */
export function isLogoUrl(value: string): boolean {
  return isHttpUrl(value) || /^\/(?![/\\])[^\s\\]*$/.test(value)
}

const httpUrl = (label: string) =>
  fieldText(label, 2000).refine(
    (v) => v === '' || isHttpUrl(v),
    `${label}: ${ADMIN_STARTUP_MESSAGES.notHttpUrl}`,
  )
const optionalUrl = (label: string) =>
  httpUrl(label)
    .nullish()
    .transform((v) => v || null)

const simpleEmail = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** One "Employee #N" row. Rows with an empty name or email are skipped on save (SPEC §5), so both may be ''. */
export const employeeInput = z.object({
  name: fieldText('Employee name', 200),
  role: optionalFieldText('Role', 200),
  email: fieldText('Employee email', 254).refine(
    (v) => v === '' || simpleEmail.test(v),
    'Employee email must be a valid email address',
  ),
  linkedinUrl: optionalUrl('Employee LinkedIn'),
})
export type EmployeeInput = z.input<typeof employeeInput>

export const startupInput = z.object({
  name: fieldText('Startup Name', 200).refine((v) => v.length > 0, 'Startup Name is required'),
  logoUrl: fieldText('Logo URL', 2000)
    .refine((v) => v.length > 0, 'Logo URL is required')
    .refine((v) => v === '' || isLogoUrl(v), `Logo URL: ${ADMIN_STARTUP_MESSAGES.notLogoUrl}`),
  sector: optionalFieldText('Sector', 100),
  description: optionalFieldText('Description', 5000),
  location: optionalFieldText('Location', 200),
  teamSize: optionalFieldText('Team Size', 50),
  website: optionalUrl('Website'),
  fundingRound: optionalFieldText('Funding Round', 100),
  fundingAmount: optionalFieldText('Funding Amount', 100),
  isHiring: z.boolean({ message: 'Currently Hiring must be true or false' }).default(false),
  tags: z
    .array(fieldText('Tag', 50), { message: 'Tags must be a list' })
    .max(STARTUP_TAGS_MAX, `At most ${STARTUP_TAGS_MAX} tags`)
    .default([])
    // trimmed, non-empty, no duplicates (case-insensitive, the first spelling wins)
    .transform((tags) => {
      const seen = new Set<string>()
      return tags.filter((t) => t && !seen.has(t.toLowerCase()) && seen.add(t.toLowerCase()))
    }),
  employees: z
    .array(employeeInput, { message: 'Employees must be a list' })
    .max(STARTUP_EMPLOYEES_MAX, `At most ${STARTUP_EMPLOYEES_MAX} employees`)
    .default([])
    .transform((rows) => rows.filter((e) => e.name && e.email)),
})
export type StartupInput = z.input<typeof startupInput>
export type StartupFields = z.output<typeof startupInput>

/** PUT body: the fields plus the version the admin's dialog was opened on (optimistic concurrency). */
export const startupUpdateInput = startupInput.extend({
  version: fieldText('version', 64).refine((v) => v.length > 0, 'version is required'),
})
export type StartupUpdateInput = z.input<typeof startupUpdateInput>

export const adminStartupListQuery = z.object({
  q: fieldText('Search', 200).optional().default(''),
  sector: fieldText('Sector', 100).optional(),
  hiring: z.enum(['true', 'false']).optional(),
  status: z.enum(STARTUP_STATUS_FILTERS).optional(),
  cursor: fieldText('cursor', 200).optional(),
  limit: z.coerce.number().int().min(1).max(100).optional().default(ADMIN_STARTUPS_PAGE_SIZE),
})
export type AdminStartupListQuery = z.input<typeof adminStartupListQuery>

/** A directory card plus what the admin sees: website, funding round, views, saves and contacts. */
export const adminStartupCard = startupCard.extend({
  website: z.string().nullable(),
  fundingRound: z.string().nullable(),
  viewsCount: z.number().int(),
  savesCount: z.number().int(),
  employeeCount: z.number().int(),
})
export type AdminStartupCard = z.infer<typeof adminStartupCard>

export const adminStartupListResponse = z.object({
  items: z.array(adminStartupCard),
  total: z.number().int(),
  nextCursor: z.string().nullable(),
})
export type AdminStartupListResponse = z.infer<typeof adminStartupListResponse>

// the admin dialog edits the same employee rows the detail page lists
export const adminEmployee = startupEmployee

/** One startup as the edit dialog needs it; `version` goes back with the save. */
export const adminStartupDetail = adminStartupCard.extend({
  fundingDate: z.string().nullable(),
  createdAt: z.string(),
  version: z.string(),
  employees: z.array(adminEmployee),
})
export type AdminStartupDetail = z.infer<typeof adminStartupDetail>

/** What DELETE answers: everything needed to put the startup back (Undo). */
export const deletedStartupSnapshot = adminStartupDetail.extend({
  internshipIds: z.array(z.uuid()).max(10_000),
})
export type DeletedStartupSnapshot = z.infer<typeof deletedStartupSnapshot>

/** POST /restore takes the snapshot back; every text field is checked as a fresh save would be. */
export const restoreStartupInput = z.object({
  snapshot: z.object({
    id: z.uuid(),
    name: fieldText('Startup Name', 200).refine((v) => v.length > 0, 'Startup Name is required'),
    description: fieldText('Text', 5000).nullable(),
    logoUrl: fieldText('Logo URL', 2000)
      .refine((v) => v === '' || isLogoUrl(v), `Logo URL: ${ADMIN_STARTUP_MESSAGES.notLogoUrl}`)
      .nullable(),
    website: optionalUrl('Website'),
    sector: fieldText('Text', 100).nullable(),
    location: fieldText('Text', 200).nullable(),
    teamSize: fieldText('Text', 50).nullable(),
    fundingRound: fieldText('Text', 100).nullable(),
    fundingAmount: fieldText('Text', 100).nullable(),
    fundingDate: z.iso.date().nullable(),
    isHiring: z.boolean(),
    isTrending: z.boolean(),
    status: fieldText('Status', 50),
    viewsCount: z.number().int().min(0).max(2_000_000_000),
    savesCount: z.number().int().min(0).max(2_000_000_000),
    createdAt: z.iso.datetime({ offset: true }),
    tags: z.array(fieldText('Tag', 50)).max(STARTUP_TAGS_MAX),
    employees: z
      .array(
        z.object({
          name: fieldText('Employee name', 200),
          role: fieldText('Text', 200).nullable(),
          email: fieldText('Employee email', 254),
          linkedinUrl: optionalUrl('Employee LinkedIn'),
          status: fieldText('Status', 50),
          createdAt: z.iso.datetime({ offset: true }),
        }),
      )
      .max(STARTUP_EMPLOYEES_MAX),
    internshipIds: z.array(z.uuid()).max(10_000),
  }),
})
export type RestoreStartupInput = z.input<typeof restoreStartupInput>

export const startupSectorsResponse = z.object({ sectors: z.array(z.string()) })
export type StartupSectorsResponse = z.infer<typeof startupSectorsResponse>

export const startupImportInput = z.object({
  csv: z
    .string({ message: 'csv must be the file text' })
    .min(1, 'The file is empty')
    .max(STARTUP_IMPORT_MAX_CHARS, `The file is too large (at most ${STARTUP_IMPORT_MAX_CHARS} characters)`),
  dryRun: z.boolean().default(true),
})
export type StartupImportInput = z.input<typeof startupImportInput>

export const startupImportRow = z.object({
  /** the line in the file where the row starts (the header is line 1) */
  line: z.number().int(),
  name: z.string(),
  outcome: z.enum(['create', 'duplicate', 'error']),
  messages: z.array(z.string()),
  tags: z.number().int(),
  employees: z.number().int(),
})
export type StartupImportRow = z.infer<typeof startupImportRow>

export const startupImportResponse = z.object({
  dryRun: z.boolean(),
  rows: z.array(startupImportRow),
  toCreate: z.number().int(),
  duplicates: z.number().int(),
  errors: z.number().int(),
  imported: z.number().int(),
})
export type StartupImportResponse = z.infer<typeof startupImportResponse>
