import { and, asc, eq, isNotNull, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { OutreachListResponse, RecordSendsBody } from '@coldstart/contract'
import { internships, outreachSends } from '../../db/schema/index.ts'
import { bearer, signUpAdmin, signUpUser, type SignedInUser } from '../../testing/auth.ts'
import { startupWithTeam, type StartupWithTeam } from '../../testing/seeded-rows.ts'
import { createTestApp, type TestApp } from '../../testing/test-app.ts'
import { isOpenInternship } from '../internships/index.ts'
import { countDueQuery } from './follow-ups.repository.ts'

// A nudge ends once the student writes to the same contact again (same team member, or same address for an
// internship), and the sidebar's count is exactly the nudges the follow-ups page lists.

let t: TestApp
let startup: StartupWithTeam
let internship: { id: string; applyEmail: string }

beforeAll(async () => {
  t = await createTestApp({ seed: true })
  startup = await startupWithTeam(t.database.db)
  // an open posting (the seed also holds an active one past its deadline, which takes no application)
  const [open] = await t.database.db
    .select({ id: internships.id, applyEmail: internships.applyEmail })
    .from(internships)
    .where(and(isOpenInternship(), isNotNull(internships.applyEmail)))
    .orderBy(asc(internships.id))
    .limit(1)
  internship = { id: open!.id, applyEmail: open!.applyEmail! }
})
afterAll(() => t.close())

const send = async (who: SignedInUser, target: Omit<RecordSendsBody, 'channel'>) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/outreach/sends',
    headers: bearer(who.accessToken),
    payload: { channel: 'mailto', ...target },
  })
  expect(res.statusCode, res.body).toBe(201)
}
const toEmployee = (who: SignedInUser, n: number) =>
  send(who, { startupId: startup.id, employeeIds: [startup.employees[n]!.id] })

/** What the passing days would do: every send the student has logged so far moves `days` into the past. */
const age = (who: SignedInUser, days: number) =>
  t.database.db
    .update(outreachSends)
    .set({ sentAt: sql`${outreachSends.sentAt} - make_interval(days => ${days}::int)` })
    .where(eq(outreachSends.userId, who.userId))

/** The student's log, newest first; `?due=true` is the nudges. */
const logOf = async (who: SignedInUser, query = '') => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/outreach/sends${query}`,
    headers: bearer(who.accessToken),
  })
  return (res.json() as OutreachListResponse).items
}
const nudges = (who: SignedInUser) => logOf(who, '?due=true')
const dueCount = async (who: SignedInUser | undefined) =>
  t.app.inject({
    method: 'GET',
    url: '/api/outreach/due-count',
    headers: who ? bearer(who.accessToken) : {},
  })

describe('a later send ends the nudge', () => {
  it('a second email to the same team member, the same day, ends the 9-day nudge; the others stay', async () => {
    const me = await signUpUser(t.app)
    await toEmployee(me, 0)
    await toEmployee(me, 1)
    await age(me, 9)
    expect((await nudges(me)).map((n) => n.contactName).sort()).toEqual(
      [startup.employees[0]!.name, startup.employees[1]!.name].sort(),
    )

    await toEmployee(me, 0)
    const left = await nudges(me)
    expect(left.map((n) => n.contactName)).toEqual([startup.employees[1]!.name])
    expect(left[0]!.due).toBe(true)
    // the whole log says the same of each send: the first email to them is no longer due
    expect((await logOf(me)).map((r) => [r.contactName, r.due])).toEqual([
      [startup.employees[0]!.name, false],
      [startup.employees[1]!.name, true],
      [startup.employees[0]!.name, false],
    ])
    // the new email is not due itself until its own wait has passed
    expect((await dueCount(me)).json()).toEqual({ due: 1 })
  })

  it('of two emails to one person on the same day, only the later one is nudged', async () => {
    const me = await signUpUser(t.app)
    await toEmployee(me, 0)
    await toEmployee(me, 0)
    await age(me, 8)
    const left = await nudges(me)
    expect(left).toHaveLength(1)
    expect(left[0]!.id).toBe((await logOf(me))[0]!.id)
  })

  it('still ends it when the team member’s address changed in between', async () => {
    const me = await signUpUser(t.app)
    await toEmployee(me, 0)
    await age(me, 9)
    // the log copies the address at send time: the directory has since moved them to another one
    await t.database.db
      .update(outreachSends)
      .set({ contactEmail: 'old.address@example.com' })
      .where(eq(outreachSends.userId, me.userId))
    await toEmployee(me, 0)
    expect(await nudges(me)).toEqual([])
  })

  it('an internship: a later email to the same address (any case) ends it', async () => {
    const me = await signUpUser(t.app)
    await send(me, { internshipId: internship.id })
    await age(me, 9)
    expect(await nudges(me)).toHaveLength(1)
    await t.database.db.insert(outreachSends).values({
      userId: me.userId,
      company: 'Elsewhere',
      contactEmail: internship.applyEmail.toUpperCase(),
      channel: 'copy',
    })
    expect(await nudges(me)).toEqual([])
  })

  it("another student's emails to the same person do not end it", async () => {
    const [me, someoneElse] = [await signUpUser(t.app), await signUpUser(t.app)]
    await toEmployee(me, 0)
    await send(me, { internshipId: internship.id })
    await age(me, 9)
    await toEmployee(someoneElse, 0)
    await send(someoneElse, { internshipId: internship.id })
    expect(await nudges(me)).toHaveLength(2)
    expect((await dueCount(me)).json()).toEqual({ due: 2 })
  })

  it('answers from the indexes: no scan of the whole table, per send or at all', async () => {
    const me = await signUpUser(t.app)
    await toEmployee(me, 0)
    await age(me, 9)
    await toEmployee(me, 0)
    const plan = await t.database.db.transaction(async (tx) => {
      // the test database is tiny: without this a sequential scan is simply cheaper
      await tx.execute(sql`set local enable_seqscan = off`)
      return tx.execute<{ 'QUERY PLAN': string }>(
        sql`explain select * from ${countDueQuery(tx, me.userId)} as due`,
      )
    })
    const text = plan.rows.map((r) => r['QUERY PLAN']).join('\n')
    expect(text).not.toMatch(/Seq Scan on outreach_sends/)
    expect(text).toMatch(/outreach_sends_user_contact_idx/)
    expect(text).toMatch(/outreach_sends_user_startup_idx/)
  })
})

describe('GET /api/outreach/due-count', () => {
  it('is 401 anonymous, and each signed-in caller (an admin too) counts only their own nudges', async () => {
    expect((await dueCount(undefined)).statusCode).toBe(401)
    const [me, other, admin] = [
      await signUpUser(t.app),
      await signUpUser(t.app),
      await signUpAdmin(t.app, t.database.db),
    ]
    expect((await dueCount(me)).json()).toEqual({ due: 0 })
    await toEmployee(me, 0)
    await toEmployee(me, 1)
    await age(me, 8)
    const res = await dueCount(me)
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toBe('no-store')
    expect(res.json()).toEqual({ due: 2 })
    expect((await dueCount(other)).json()).toEqual({ due: 0 })
    expect((await dueCount(admin)).json()).toEqual({ due: 0 })

    // dismissing a nudge (followed up) lowers the count
    const [first] = await nudges(me)
    await t.app.inject({
      method: 'PATCH',
      url: `/api/outreach/sends/${first!.id}`,
      headers: bearer(me.accessToken),
      payload: { followedUp: true },
    })
    expect((await dueCount(me)).json()).toEqual({ due: 1 })
  })
})
