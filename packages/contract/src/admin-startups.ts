import { z } from 'zod'
import { emailAddressField, fieldText, optionalFieldText } from './field-text.ts'
import { startupCard, startupEmployee } from './startups.ts'

// Admin startup management: the Manage Startups list and the Add/Edit Startup dialog's rules.

export const ADMIN_STARTUPS_PAGE_SIZE = 24
export const STARTUP_TAGS_MAX = 30
export const STARTUP_EMPLOYEES_MAX = 200
/**
 * The internships a deleted startup's snapshot may point back at (its Undo): far above any real startup's
 * postings, and as many as a student may keep bookmarks. A startup with more cannot be deleted, since its
 * Undo could not put them back.
 */
export const STARTUP_SNAPSHOT_INTERNSHIPS_MAX = 1_000
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
  'linkedin_url',
  'twitter_url',
] as const
export const STARTUP_STATUS_FILTERS = ['verified', 'pending', 'other'] as const

export const ADMIN_STARTUP_MESSAGES = {
  stale:
    'Someone else saved this startup after you opened it. Close the dialog and open it again to see their changes.',
  gone: 'This startup no longer exists: it may have been deleted by another admin.',
  restoreTaken: 'This startup is back already.',
  notHttpUrl: 'Must be an http:// or https:// URL',
  notLogoUrl: 'Must be an http:// or https:// URL, or a path on this site',
  tooManyInternships: `This startup has more than ${STARTUP_SNAPSHOT_INTERNSHIPS_MAX.toLocaleString('en-US')} internships, too many for Undo to put back. Delete or move some of them first.`,
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

// A host name and, optionally, a path, query or fragment: "saarthi.health", "www.acme.in/careers?team=1".
// No class overlaps its neighbour, so matching is linear.
const BARE_HOST = /^[\p{L}\p{M}\p{N}-]+(?:\.[\p{L}\p{M}\p{N}-]+)+(?:[/?#]\S*)?$/u

/**
 * A web address typed without its scheme, as people write them ("saarthi.health"), read as https; anything
 * else is left as typed for the URL check to accept or refuse ("not a url", "javascript:…", "//x.example").
 */
export function withHttpsScheme(value: string): string {
  return BARE_HOST.test(value) ? `https://${value}` : value
}

/** A logo may also be a path on this site (the demo directory's logos are /api/logos/<slug>.svg). */
export function isLogoUrl(value: string): boolean {
  return isHttpUrl(value) || /^\/(?![/\\])[^\s\\]*$/.test(value)
}

/** The Add/Edit Startup dialog's text lengths, in characters: the API's limits and the form's. */
export const STARTUP_FIELD_MAX = {
  name: 200,
  url: 2000,
  sector: 100,
  description: 5000,
  location: 200,
  teamSize: 50,
  funding: 100,
  tag: 50,
} as const

// The fields below take '' for "none": the dialog holds '' in an empty box, the API reads '' or null as none.

/** An http(s) URL, or ''; a bare host name ("saarthi.health") is read as https://saarthi.health. */
export const httpUrlField = (label: string) =>
  fieldText(label, STARTUP_FIELD_MAX.url)
    .transform(withHttpsScheme)
    .refine((v) => v === '' || isHttpUrl(v), `${label}: ${ADMIN_STARTUP_MESSAGES.notHttpUrl}`)
/** A logo: an http(s) URL or a path on this site, or '' (a startup without one shows its initials). */
export const logoUrlField = fieldText('Logo URL', STARTUP_FIELD_MAX.url).refine(
  (v) => v === '' || isLogoUrl(v),
  `Logo URL: ${ADMIN_STARTUP_MESSAGES.notLogoUrl}`,
)
export const startupNameField = fieldText('Startup Name', STARTUP_FIELD_MAX.name).refine(
  (v) => v.length > 0,
  'Startup Name is required',
)
/** An employee's address, or '' (only in a row left fully empty, which is skipped on save). */
export const employeeEmailField = emailAddressField('Employee email')

type EmployeeRow = { name: string; email: string; role?: string | null; linkedinUrl?: string | null }
export type EmployeeRowProblem = { index: number; field: 'name' | 'email'; message: string }

/**
 * A team-member row is a contact only with both a name and an email: one without the other is an error at
 * that row ("Employee #2: ..."), never silently dropped. A row left fully empty is ignored.
 */
export function employeeRowProblems(rows: readonly EmployeeRow[]): EmployeeRowProblem[] {
  const problems: EmployeeRowProblem[] = []
  rows.forEach((row, index) => {
    const n = `Employee #${index + 1}`
    if (row.name && !row.email)
      problems.push({
        index,
        field: 'email',
        message: `${n} has a name but no email: add it, or clear the row`,
      })
    else if (row.email && !row.name)
      problems.push({
        index,
        field: 'name',
        message: `${n} has an email but no name: add it, or clear the row`,
      })
    else if (!row.name && !row.email && (row.role || row.linkedinUrl))
      problems.push({ index, field: 'name', message: `${n} needs a name and an email, or clear the row` })
  })
  return problems
}

const isEmptyRow = (row: EmployeeRow) => !row.name && !row.email && !row.role && !row.linkedinUrl

const optionalUrl = (label: string) =>
  httpUrlField(label)
    .nullish()
    .transform((v) => v || null)

/** One "Employee #N" row. A fully empty row is skipped on save, so name and email may be ''. */
export const employeeInput = z.object({
  name: fieldText('Employee name', STARTUP_FIELD_MAX.name),
  role: optionalFieldText('Role', STARTUP_FIELD_MAX.name),
  email: employeeEmailField,
  linkedinUrl: optionalUrl('Employee LinkedIn'),
})
export type EmployeeInput = z.input<typeof employeeInput>

export const startupInput = z.object({
  name: startupNameField,
  logoUrl: logoUrlField.nullish().transform((v) => v || null),
  sector: optionalFieldText('Sector', STARTUP_FIELD_MAX.sector),
  description: optionalFieldText('Description', STARTUP_FIELD_MAX.description),
  location: optionalFieldText('Location', STARTUP_FIELD_MAX.location),
  teamSize: optionalFieldText('Team Size', STARTUP_FIELD_MAX.teamSize),
  website: optionalUrl('Website'),
  linkedinUrl: optionalUrl('Company LinkedIn'),
  twitterUrl: optionalUrl('Twitter'),
  fundingRound: optionalFieldText('Funding Round', STARTUP_FIELD_MAX.funding),
  fundingAmount: optionalFieldText('Funding Amount', STARTUP_FIELD_MAX.funding),
  isHiring: z.boolean({ message: 'Currently Hiring must be true or false' }).default(false),
  tags: z
    .array(fieldText('Tag', STARTUP_FIELD_MAX.tag), { message: 'Tags must be a list' })
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
    .superRefine((rows, ctx) => {
      for (const p of employeeRowProblems(rows))
        ctx.addIssue({ code: 'custom', path: [p.index, p.field], message: p.message, input: rows })
    })
    .transform((rows) => rows.filter((e) => !isEmptyRow(e))),
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
  /** emails to its team that came back undeliverable, seen by students' mailboxes: the addresses to fix */
  bounceCount: z.number().int(),
})
export type AdminStartupCard = z.infer<typeof adminStartupCard>

export const adminStartupListResponse = z.object({
  items: z.array(adminStartupCard),
  total: z.number().int(),
  nextCursor: z.string().nullable(),
})
export type AdminStartupListResponse = z.infer<typeof adminStartupListResponse>

// the admin dialog edits the same employee rows the detail page lists, and sees which addresses bounced
export const adminEmployee = startupEmployee.extend({ bounceCount: z.number().int() })

/** One startup as the edit dialog needs it; `version` goes back with the save. */
export const adminStartupDetail = adminStartupCard.extend({
  linkedinUrl: z.string().nullable(),
  twitterUrl: z.string().nullable(),
  fundingDate: z.string().nullable(),
  createdAt: z.string(),
  version: z.string(),
  employees: z.array(adminEmployee),
})
export type AdminStartupDetail = z.infer<typeof adminStartupDetail>

const snapshotInternshipIds = z
  .array(z.uuid({ message: 'Internship id must be a UUID' }), { message: 'Internship ids must be a list' })
  .max(
    STARTUP_SNAPSHOT_INTERNSHIPS_MAX,
    `At most ${STARTUP_SNAPSHOT_INTERNSHIPS_MAX.toLocaleString('en-US')} internship ids`,
  )

/** What DELETE answers: everything needed to put the startup back (Undo). */
export const deletedStartupSnapshot = adminStartupDetail.extend({ internshipIds: snapshotInternshipIds })
export type DeletedStartupSnapshot = z.infer<typeof deletedStartupSnapshot>

/** Views and saves a restored startup may carry: far above any real count, far below int4's limit. */
export const STARTUP_COUNTER_MAX = 10_000_000
/** A status is a lowercase word, as import takes it ("verified", "pending", "on hold"). */
export const STARTUP_STATUS_PATTERN = /^[a-z][a-z _-]{0,49}$/
/** No startup or contact in the directory was added before this. */
export const DIRECTORY_EPOCH = '2000-01-01'
// a snapshot's times come from this or another instance: allow that much clock difference
const CLOCK_SKEW_MS = 5 * 60_000

const status = (label: string) =>
  fieldText(label, 50).refine(
    (v) => STARTUP_STATUS_PATTERN.test(v),
    `${label} must be a lowercase word such as verified or pending`,
  )
const counter = (label: string) => {
  const message = `${label} must be a whole number from 0 to ${STARTUP_COUNTER_MAX.toLocaleString('en-US')}`
  return z.number({ message }).int(message).min(0, message).max(STARTUP_COUNTER_MAX, message)
}
/** When a row was created: a real instant, not in the future and not before the directory existed. */
const pastInstant = (label: string) =>
  z.iso
    .datetime({ offset: true, message: `${label} must be an ISO date and time` })
    .refine((v) => Date.parse(v) <= Date.now() + CLOCK_SKEW_MS, `${label} must not be in the future`)
    .refine(
      (v) => Date.parse(v) >= Date.parse(DIRECTORY_EPOCH),
      `${label} must not be before ${DIRECTORY_EPOCH}`,
    )

/**
 * POST /restore takes the snapshot back, checked field by field as a create is (the same rules for names,
 * emails, URLs and lengths), plus what only a snapshot carries: bounded counters, past dates, a status word.
 * Checked rather than signed: an HMAC would only prove the server wrote the snapshot, and the rows it was
 * taken from may predate today's rules (or come from an import); checking also needs no key shared by
 * every instance, and Undo keeps working across a restart or a deploy.
 */
export const restoreStartupInput = z.object({
  snapshot: z.object({
    id: z.uuid(),
    name: startupInput.shape.name,
    description: startupInput.shape.description,
    // rows from before the Logo URL became required may have none
    logoUrl: fieldText('Logo URL', 2000)
      .refine((v) => v === '' || isLogoUrl(v), `Logo URL: ${ADMIN_STARTUP_MESSAGES.notLogoUrl}`)
      .nullable(),
    website: startupInput.shape.website,
    // snapshots taken before the company links were stored have none
    linkedinUrl: startupInput.shape.linkedinUrl,
    twitterUrl: startupInput.shape.twitterUrl,
    sector: startupInput.shape.sector,
    location: startupInput.shape.location,
    teamSize: startupInput.shape.teamSize,
    fundingRound: startupInput.shape.fundingRound,
    fundingAmount: startupInput.shape.fundingAmount,
    fundingDate: z.iso
      .date({ message: 'Funding date must be a date (YYYY-MM-DD)' })
      .refine((v) => Date.parse(v) <= Date.now() + 24 * 3600_000, 'Funding date must not be in the future')
      .refine((v) => v >= '1900-01-01', 'Funding date must not be before 1900-01-01')
      .nullable(),
    isHiring: startupInput.shape.isHiring,
    isTrending: z.boolean({ message: 'Trending must be true or false' }),
    status: status('Status'),
    viewsCount: counter('Views'),
    savesCount: counter('Saves'),
    createdAt: pastInstant('Created at'),
    tags: startupInput.shape.tags,
    employees: z
      .array(
        employeeInput.extend({
          status: status('Employee status'),
          createdAt: pastInstant('Employee created at'),
        }),
        { message: 'Employees must be a list' },
      )
      .max(STARTUP_EMPLOYEES_MAX, `At most ${STARTUP_EMPLOYEES_MAX} employees`)
      // as on save: a row without a name or an email is not a contact
      .transform((rows) => rows.filter((e) => e.name && e.email)),
    internshipIds: snapshotInternshipIds,
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
