import { setImmediate } from 'node:timers/promises'
import { randomUUID } from 'node:crypto'
import type { StartupImportResponse, StartupImportRow, adminStartupListQuery } from '@coldstart/contract'
import type { z } from 'zod'
import type { Db } from '../../db/client.ts'
import { recordActivity } from '../activity/index.ts'
import * as repo from './admin-startups.repository.ts'
import { toFilter, type Actor, type AdminStartupsDeps } from './admin-startups.service.ts'
import { csvHeader, rowsToCsv } from './startup-csv.ts'
import { planStartupCsv, type PlannedRow } from './startup-csv-pool.ts'
import { findExistingByKeys } from './startup-import.repository.ts'
import { startupNameKey } from './startup-name-key.ts'

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
  // parsing and checking thousands of rows is seconds of CPU: done in a worker thread
  const planned = await planStartupCsv(input.csv, !input.dryRun)

  if (input.dryRun) {
    await markDuplicates(deps.db, planned)
    // the answer (thousands of rows) is checked and serialised in a turn of its own
    await setImmediate()
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
  await setImmediate()
  return summarise(planned, false, imported)
}

async function markDuplicates(db: Db, planned: PlannedRow[]) {
  const candidates = planned.flatMap((p) => (p.candidate ? [{ ...p.candidate, report: p.report }] : []))
  const names = [...new Set(candidates.map((c) => startupNameKey(c.name)))]
  const websites = [
    ...new Set(candidates.flatMap((c) => (c.website ? [repo.normaliseWebsite(c.website)] : []))),
  ]
  const existingNames = new Set<string>()
  const existingSites = new Set<string>()
  // each step over thousands of rows gets a turn of its own: the embedded database answers in the same turn
  await setImmediate()
  const existing = await findExistingByKeys(db, names, websites)
  await setImmediate()
  for (const row of existing) {
    existingNames.add(startupNameKey(row.name))
    if (row.website) existingSites.add(repo.normaliseWebsite(row.website))
  }
  const seenNames = new Map<string, number>()
  const seenSites = new Map<string, number>()
  for (const p of candidates) {
    const name = startupNameKey(p.name)
    const site = p.website ? repo.normaliseWebsite(p.website) : null
    const reasons: string[] = []
    if (existingNames.has(name)) reasons.push(`A startup named "${p.name}" is in the directory already`)
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

function summarise(planned: PlannedRow[], dryRun: boolean, imported: number): StartupImportResponse {
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
