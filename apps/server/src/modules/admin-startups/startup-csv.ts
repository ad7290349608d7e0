import { parse } from 'csv-parse/sync'
import { stringify } from 'csv-stringify/sync'
import {
  STARTUP_CSV_COLUMNS,
  STARTUP_IMPORT_MAX_ROWS,
  startupInput,
  type StartupFields,
} from '@coldstart/contract'
import { badRequest } from '../../lib/http-error.ts'
import { guardCell as guard, unguardCell as unguard } from '../../lib/spreadsheet-cell.ts'

// The startups CSV, one row per startup (STARTUP_CSV_COLUMNS). Two cells hold lists:
//   tags       "fintech; payments; b2b"
//   employees  "Asha Verma|CTO|asha@acme.com|https://linkedin.com/in/asha; Ravi Rao||ravi@acme.com|"
//              (name|role|email|linkedin, entries separated by ";" or new lines)
// Export writes what import reads, so an exported file imports back as the same directory.

export interface CsvRow {
  /** the file line where the row ends (the header is line 1) */
  line: number
  cells: Partial<Record<(typeof STARTUP_CSV_COLUMNS)[number], string>>
}

export type ImportableStartup = StartupFields & { status: string }

const REQUIRED = ['name'] as const

/** The rows of the file, or a 400 saying what is wrong with the file as a whole. */
export function parseStartupCsv(text: string): CsvRow[] {
  let records: { record: Record<string, string>; info: { lines: number } }[]
  try {
    records = parse(text, {
      bom: true,
      columns: (header: string[]) => header.map((h) => h.trim().toLowerCase()),
      skip_empty_lines: true,
      info: true,
    })
  } catch (error) {
    throw badRequest(`The file is not valid CSV: ${(error as Error).message}`, 'csv')
  }
  const first = records[0]
  if (!first) throw badRequest('The file has a header but no startups', 'csv')
  const columns = Object.keys(first.record)
  const missing = REQUIRED.filter((c) => !columns.includes(c))
  if (missing.length)
    throw badRequest(
      `The header lacks the column${missing.length > 1 ? 's' : ''} ${missing.join(', ')}`,
      'csv',
    )
  const unknown = columns.filter((c) => !(STARTUP_CSV_COLUMNS as readonly string[]).includes(c))
  if (unknown.length) {
    throw badRequest(`Unknown column ${unknown.join(', ')}: use ${STARTUP_CSV_COLUMNS.join(', ')}`, 'csv')
  }
  if (records.length > STARTUP_IMPORT_MAX_ROWS) {
    throw badRequest(
      `The file has ${records.length} rows; import at most ${STARTUP_IMPORT_MAX_ROWS} at a time`,
      'csv',
    )
  }
  return records.map(({ record, info }) => ({
    line: info.lines,
    cells: Object.fromEntries(Object.entries(record).map(([k, v]) => [k, unguard(v)])),
  }))
}

const list = (cell: string | undefined, separator: RegExp) =>
  (cell ?? '')
    .split(separator)
    .map((part) => part.trim())
    .filter(Boolean)

const truthy = /^(true|yes|y|1)$/i
const falsy = /^(?:false|no|n|0)?$/i

/** One row as a save would take it, or the reasons it cannot be imported (each one a readable sentence). */
export function rowToStartup(row: CsvRow): { startup: ImportableStartup | null; messages: string[] } {
  const messages: string[] = []
  const c = row.cells
  const hiring = (c.is_hiring ?? '').trim()
  if (!truthy.test(hiring) && !falsy.test(hiring))
    messages.push(`is_hiring must be true or false, not "${hiring}"`)
  const status = (c.status ?? '').trim().toLowerCase() || 'verified'
  if (!/^[a-z][a-z _-]{0,49}$/.test(status))
    messages.push('status must be a word such as verified or pending')

  const employees = list(c.employees, /[;\n]/).map((entry) => {
    const [name = '', role = '', email = '', linkedinUrl = '', ...extra] = entry
      .split('|')
      .map((p) => p.trim())
    if (extra.length || entry.split('|').length < 3) {
      messages.push(`Employee "${entry.slice(0, 60)}": write it as name|role|email|linkedin`)
    }
    return { name, role, email, linkedinUrl }
  })

  const parsed = startupInput.safeParse({
    name: c.name ?? '',
    logoUrl: c.logo_url ?? '',
    sector: c.sector,
    description: c.description,
    location: c.location,
    teamSize: c.team_size,
    website: c.website,
    linkedinUrl: c.linkedin_url,
    twitterUrl: c.twitter_url,
    fundingRound: c.funding_round,
    fundingAmount: c.funding_amount,
    isHiring: truthy.test(hiring),
    tags: list(c.tags, /;/),
    employees,
  })
  if (!parsed.success) messages.push(...parsed.error.issues.map((issue) => issue.message))
  if (messages.length || !parsed.success) return { startup: null, messages: [...new Set(messages)] }
  return { startup: { ...parsed.data, status }, messages }
}

export interface ExportRow {
  name: string
  description: string | null
  website: string | null
  sector: string | null
  location: string | null
  fundingRound: string | null
  fundingAmount: string | null
  teamSize: string | null
  logoUrl: string | null
  isHiring: boolean
  status: string
  tags: string[]
  employees: { name: string; role: string | null; email: string; linkedinUrl: string | null }[]
  linkedinUrl: string | null
  twitterUrl: string | null
}

// Inside a list cell the separators cannot appear in a value: they become their nearest harmless look-alike.
const inList = (v: string | null) => (v ?? '').replace(/\|/g, '/').replace(/;/g, ',').replace(/\n/g, ' ')

export function csvHeader(): string {
  return stringify([[...STARTUP_CSV_COLUMNS]])
}

export function rowsToCsv(rows: ExportRow[]): string {
  return stringify(
    rows.map((r) =>
      [
        r.name,
        r.description,
        r.website,
        r.sector,
        r.location,
        r.fundingRound,
        r.fundingAmount,
        r.teamSize,
        r.logoUrl,
        r.isHiring ? 'true' : 'false',
        r.status,
        r.tags.map(inList).join('; '),
        r.employees.map((e) => [e.name, e.role, e.email, e.linkedinUrl].map(inList).join('|')).join('; '),
        r.linkedinUrl,
        r.twitterUrl,
      ].map((cell) => guard(cell ?? '')),
    ),
  )
}
