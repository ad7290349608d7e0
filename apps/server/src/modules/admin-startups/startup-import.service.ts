import { randomUUID } from 'node:crypto'
import type { StartupImportResponse, StartupImportRow, adminStartupListQuery } from '@coldstart/contract'
import type { z } from 'zod'
import type { Db } from '../../db/client.ts'
import { recordActivity } from '../activity/index.ts'
import * as repo from './admin-startups.repository.ts'
import { toFilter, type Actor, type AdminStartupsDeps } from './admin-startups.service.ts'
import { csvHeader, parseStartupCsv, rowToStartup, rowsToCsv, type ImportableStartup } from './startup-csv.ts'

interface Planned {
  report: StartupImportRow
  startup: ImportableStartup | null
}

/**
 * Reads the file and decides each row: create, duplicate (same name or website as a startup already there
 * or an earlier row of the file) or error. A dry run stops here; a real run writes every "create" row in one
 * transaction, checking duplicates again inside it so two imports at once cannot double a startup.
 */
export async function importStartups(
  deps: AdminStartupsDeps,
  input: { csv: string; dryRun: boolean },
  actor: Actor,
): Promise<StartupImportResponse> {
  const planned = parseStartupCsv(input.csv).map((row): Planned => {
    const { startup, messages } = rowToStartup(row)
    return {
      startup,
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

  if (input.dryRun) {
    await markDuplicates(deps.db, planned)
    return summarise(planned, true, 0)
  }
  const imported = await deps.db.transaction(async (tx) => {
    await repo.lockImports(tx)
    await markDuplicates(tx, planned)
    const rows = planned.flatMap((p) =>
      p.report.outcome === 'create' && p.startup ? [{ ...p.startup, id: randomUUID() }] : [],
    )
    await repo.insertImported(tx, rows)
    const summary = summarise(planned, false, rows.length)
    await recordActivity(tx, {
      action: 'startups_imported',
      entityType: 'import',
      userId: actor.userId,
      ip: actor.ip,
      details: { created: rows.length, duplicates: summary.duplicates, errors: summary.errors },
    })
    return rows.length
  })
  if (imported) deps.onDirectoryChange()
  return summarise(planned, false, imported)
}

async function markDuplicates(db: Db, planned: Planned[]) {
  const candidates = planned.filter((p) => p.startup)
  const names = [...new Set(candidates.map((p) => p.startup!.name.toLowerCase()))]
  const websites = [
    ...new Set(
      candidates.flatMap((p) => (p.startup!.website ? [repo.normaliseWebsite(p.startup!.website)] : [])),
    ),
  ]
  const existingNames = new Set<string>()
  const existingSites = new Set<string>()
  for (let i = 0; i < Math.max(names.length, websites.length); i += 1000) {
    for (const row of await repo.findExisting(db, names.slice(i, i + 1000), websites.slice(i, i + 1000))) {
      existingNames.add(row.name.toLowerCase())
      if (row.website) existingSites.add(repo.normaliseWebsite(row.website))
    }
  }
  const seenNames = new Map<string, number>()
  const seenSites = new Map<string, number>()
  for (const p of candidates) {
    const name = p.startup!.name.toLowerCase()
    const site = p.startup!.website ? repo.normaliseWebsite(p.startup!.website) : null
    const reasons: string[] = []
    if (existingNames.has(name))
      reasons.push(`A startup named "${p.startup!.name}" is in the directory already`)
    else if (seenNames.has(name)) reasons.push(`Same name as line ${seenNames.get(name)}`)
    if (site && existingSites.has(site))
      reasons.push(`A startup with the website ${site} is in the directory already`)
    else if (site && seenSites.has(site)) reasons.push(`Same website as line ${seenSites.get(site)}`)
    p.report.outcome = reasons.length ? 'duplicate' : 'create'
    p.report.messages = reasons
    if (!reasons.length) {
      seenNames.set(name, p.report.line)
      if (site) seenSites.set(site, p.report.line)
    }
  }
}

function summarise(planned: Planned[], dryRun: boolean, imported: number): StartupImportResponse {
  const count = (outcome: StartupImportRow['outcome']) =>
    planned.filter((p) => p.report.outcome === outcome).length
  return {
    dryRun,
    rows: planned.map((p) => p.report),
    toCreate: count('create'),
    duplicates: count('duplicate'),
    errors: count('error'),
    imported,
  }
}

type ExportQuery = Omit<z.output<typeof adminStartupListQuery>, 'cursor' | 'limit'>

/** The CSV of every startup the filters match, newest first, produced a chunk at a time. */
export async function* exportStartupsCsv(db: Db, query: ExportQuery): AsyncGenerator<string> {
  const filter = toFilter(query)
  yield csvHeader()
  let after: { createdAt: string; id: string } | null = null
  for (;;) {
    const rows = await repo.exportChunk(db, filter, after, 2000)
    if (!rows.length) return
    yield rowsToCsv(rows)
    const last = rows.at(-1)!
    after = { createdAt: last.createdAtText, id: last.id }
  }
}
