import { asc } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { startupEmployees } from '../../db/schema/index.ts'
import { ownerOnly, ownSendId, signedIn, type MatrixRow } from '../../testing/route-matrix.ts'

/** A startup of the demo seed with its first employee. */
async function anyEmployee(db: Db) {
  const [row] = await db
    .select({ startupId: startupEmployees.startupId, employeeId: startupEmployees.id })
    .from(startupEmployees)
    .orderBy(asc(startupEmployees.id))
    .limit(1)
  if (!row) throw new Error('outreach matrix: the demo seed has no employee')
  return row
}

// The outreach log: every route reads or writes the caller's own rows only.
export const OUTREACH_MATRIX: MatrixRow[] = [
  {
    method: 'POST',
    url: '/api/outreach/sends',
    expect: signedIn(201),
    note: 'each caller logs into their own log; names and addresses come from the directory',
    request: async (ctx) => {
      const { startupId, employeeId } = await anyEmployee(ctx.db)
      return { body: { channel: 'mailto', startupId, employeeIds: [employeeId] } }
    },
  },
  {
    method: 'GET',
    url: '/api/outreach/recent',
    expect: signedIn(200),
    note: "each caller sees when they themselves last emailed the startup's team",
    request: async (ctx) => ({ query: { startupId: (await anyEmployee(ctx.db)).startupId } }),
  },
  { method: 'GET', url: '/api/outreach/sends', expect: signedIn(200), note: "the caller's own log" },
  {
    method: 'GET',
    url: '/api/outreach/due-count',
    expect: signedIn(200),
    note: "the caller's own nudges: an admin counts only their own",
  },
  { method: 'GET', url: '/api/outreach/sends.csv', expect: signedIn(200), note: "the caller's own log" },
  {
    method: 'PATCH',
    url: '/api/outreach/sends/:id',
    expect: ownerOnly(200),
    owner: true,
    request: async (ctx) => ({ params: { id: await ownSendId(ctx) }, body: { status: 'replied' } }),
  },
  {
    method: 'DELETE',
    url: '/api/outreach/sends/:id',
    expect: ownerOnly(204),
    owner: true,
    note: "Not sent? Undo: the owner's own mail-link send of the last minutes",
    request: async (ctx) => ({ params: { id: await ownSendId(ctx) } }),
  },
  { method: 'GET', url: '/api/outreach/settings', expect: signedIn(200) },
  {
    method: 'PUT',
    url: '/api/outreach/settings',
    expect: signedIn(200),
    request: () => ({ body: { followUpAfterDays: 10 } }),
  },
]
