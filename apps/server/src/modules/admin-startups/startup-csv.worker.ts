// Runs in a piscina worker thread: parsing and checking a 5,000-row startups CSV takes seconds of CPU, which
// must not stall the event loop. Answers each row's report and startup, or the file's 400 message.
import secureJson from 'secure-json-parse'
import { HttpError } from '../../lib/http-error.ts'
import { JSON_POISONING } from './json-poisoning.ts'
import { parseStartupCsv, rowToStartup } from './startup-csv.ts'
import type { CsvPlan, CsvTask, JsonParse, PlannedRow } from './startup-csv-pool.ts'

/** Rows per JSON text sent back: the event loop parses one text per turn. */
const PLAN_PART_ROWS = 250

export default function planStartupCsv({ csv, withStartups }: CsvTask): CsvPlan {
  try {
    const rows = parseStartupCsv(csv).map((row): PlannedRow => {
      const { startup, messages } = rowToStartup(row)
      return {
        candidate: startup ? { name: startup.name, website: startup.website } : null,
        ...(withStartups && startup ? { startup } : {}),
        report: {
          line: row.line,
          // an unusable name is still shown in the report: control characters (NUL) become U+FFFD
          name:
            startup?.name ??
            (row.cells.name ?? '')
              .trim()
              .slice(0, 200)
              .replace(/\p{Cc}/gu, '\uFFFD'),
          outcome: startup ? 'create' : 'error',
          messages,
          tags: startup?.tags.length ?? 0,
          employees: startup?.employees.length ?? 0,
        },
      }
    })
    const parts: string[] = []
    for (let i = 0; i < rows.length; i += PLAN_PART_ROWS) {
      parts.push(JSON.stringify(rows.slice(i, i + PLAN_PART_ROWS)))
    }
    return { ok: true, parts }
  } catch (error) {
    // the file as a whole is unusable: its 400 travels back as data (an error's class does not cross threads)
    if (error instanceof HttpError) return { ok: false, message: error.message, field: error.field }
    throw error
  }
}

/** A large JSON request body, decoded and parsed here (import-json-body.ts): the value, or that it is not JSON. */
export function parseJsonBody(bytes: Uint8Array): JsonParse {
  try {
    const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('utf8')
    return { ok: true, value: secureJson.parse(text, null, JSON_POISONING) as unknown }
  } catch {
    return { ok: false }
  }
}
