import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { OUTREACH_MESSAGES, OUTREACH_UNDO_MINUTES, type OutreachListResponse } from '@coldstart/contract'
import { outreachSends } from '../../db/schema/index.ts'
import { bearer, signUpAdmin, signUpUser, type SignedInUser } from '../../testing/auth.ts'
import { startupWithTeam } from '../../testing/seeded-rows.ts'
import { createTestApp, type TestApp } from '../../testing/test-app.ts'

// "Not sent? Undo" after a mail link: the click is logged whether or not a mail app opened, so the student
// can take that send back, their own, a mail link's, within the last minutes, and nothing else.
let t: TestApp
let user: SignedInUser
let other: SignedInUser
let admin: SignedInUser
let team: { startupId: string; employeeIds: string[] }

beforeAll(async () => {
  t = await createTestApp({ seed: true })
  ;[user, other, admin] = await Promise.all([
    signUpUser(t.app),
    signUpUser(t.app),
    signUpAdmin(t.app, t.database.db),
  ])
  const startup = await startupWithTeam(t.database.db)
  team = { startupId: startup.id, employeeIds: startup.employees.slice(0, 2).map((e) => e.id) }
})
afterAll(() => t.close())

const as = (who: SignedInUser | undefined) => (who ? bearer(who.accessToken) : {})
async function record(who: SignedInUser, channel: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/outreach/sends',
    headers: as(who),
    payload: { channel, ...team },
  })
  expect(res.statusCode).toBe(201)
  return (res.json() as { ids: string[] }).ids
}
const undo = (who: SignedInUser | undefined, id: string) =>
  t.app.inject({ method: 'DELETE', url: `/api/outreach/sends/${id}`, headers: as(who) })
const logTotal = async (who: SignedInUser) =>
  (
    (
      await t.app.inject({ method: 'GET', url: '/api/outreach/sends', headers: as(who) })
    ).json() as OutreachListResponse
  ).total

describe('DELETE /api/outreach/sends/:id', () => {
  it('answers the ids it wrote, one per recipient, and takes each back', async () => {
    const me = await signUpUser(t.app)
    const ids = await record(me, 'mailto')
    expect(ids).toHaveLength(2)
    expect(await logTotal(me)).toBe(2)
    for (const id of ids) expect((await undo(me, id)).statusCode).toBe(204)
    expect(await logTotal(me)).toBe(0)
    // already gone
    expect((await undo(me, ids[0]!)).statusCode).toBe(404)
  })

  it("is the owner's alone: anonymous 401, another student and an admin 404, and the send stays", async () => {
    const [id] = await record(user, 'mailto')
    expect((await undo(undefined, id!)).statusCode).toBe(401)
    expect((await undo(other, id!)).statusCode).toBe(404)
    expect((await undo(admin, id!)).statusCode).toBe(404)
    expect(await logTotal(user)).toBeGreaterThan(0)
    expect((await undo(user, id!)).statusCode).toBe(204)
  })

  it('refuses with a 409 another channel and a send older than the undo window', async () => {
    const [copied] = await record(user, 'copy')
    const refused = await undo(user, copied!)
    expect(refused.statusCode).toBe(409)
    expect(refused.json()).toMatchObject({ message: OUTREACH_MESSAGES.notUndoable })

    const [old] = await record(user, 'mailto')
    await t.database.db
      .update(outreachSends)
      .set({ sentAt: sql`now() - make_interval(mins => ${OUTREACH_UNDO_MINUTES + 1}::int)` })
      .where(eq(outreachSends.id, old!))
    expect((await undo(user, old!)).statusCode).toBe(409)
  })

  it('answers 400 for an id that is not one', async () => {
    const res = await undo(user, 'not-an-id')
    expect(res.statusCode).toBe(400)
  })
})
