import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  CONTACTS_SIGN_IN,
  STARTUP_READS_PER_DAY,
  type StartupDetail,
  type StartupListResponse,
} from '@coldstart/contract'
import { startupEmployees, startupReads } from '../../db/schema/index.ts'
import { productToday, secondsUntilProductTomorrow } from '../../lib/product-day.ts'
import { bearer, signUpUser, type SignedInUser } from '../../testing/auth.ts'
import { createTestApp, type TestApp } from '../../testing/test-app.ts'

// The directory's contacts: signed out, a startup's team comes by name only; signed in, with addresses, for
// at most STARTUP_READS_PER_DAY startups a day per account.

let t: TestApp
let startupIds: string[]
beforeAll(async () => {
  t = await createTestApp({ seed: true })
  const list = await t.app.inject({ method: 'GET', url: '/api/startups?limit=100&sort=a-z' })
  startupIds = (list.json() as StartupListResponse).items.map((s) => s.id)
})
afterAll(() => t.close())

function open(id: string, who?: SignedInUser) {
  return t.app.inject({
    method: 'GET',
    url: `/api/startups/${id}`,
    headers: who ? bearer(who.accessToken) : {},
    remoteAddress: '10.70.0.1',
  })
}

async function teamEmails(id: string): Promise<string[]> {
  const rows = await t.database.db
    .select({ email: startupEmployees.email })
    .from(startupEmployees)
    .where(eq(startupEmployees.startupId, id))
  return rows.map((r) => r.email)
}

/** The account's count today, as the limit sees it. */
async function readsToday(user: SignedInUser): Promise<number | null> {
  const [row] = await t.database.db
    .select({ count: startupReads.count })
    .from(startupReads)
    .where(and(eq(startupReads.userId, user.userId), eq(startupReads.day, productToday())))
  return row?.count ?? null
}

/** As if the account had already opened `count` other startups today. */
async function setReadsToday(user: SignedInUser, count: number) {
  await t.database.db
    .insert(startupReads)
    .values({ userId: user.userId, day: productToday(), count })
    .onConflictDoUpdate({ target: [startupReads.userId, startupReads.day], set: { count } })
}

describe('GET /api/startups/:id contacts', () => {
  it('gives a signed-out visitor the team without an email or id anywhere in the answer', async () => {
    const id = startupIds[0]!
    const emails = await teamEmails(id)
    expect(emails.length).toBeGreaterThan(0)
    const res = await open(id)
    expect(res.statusCode).toBe(200)
    const detail = res.json() as StartupDetail
    expect(detail.contactsHidden).toBe(true)
    expect(detail.employees).toHaveLength(emails.length)
    for (const member of detail.employees) {
      expect(member.name).toBeTruthy()
      expect(member).not.toHaveProperty('email')
      expect(member).not.toHaveProperty('id')
    }
    for (const email of emails) expect(res.body).not.toContain(email)
    expect(CONTACTS_SIGN_IN).toBe('Sign in to see contacts')
  })

  it('gives a signed-in student every team member with their email', async () => {
    const id = startupIds[1]!
    const student = await signUpUser(t.app)
    const res = await open(id, student)
    expect(res.statusCode).toBe(200)
    const detail = res.json() as StartupDetail
    expect(detail.contactsHidden).toBeUndefined()
    expect(detail.employees.map((e) => e.email).sort()).toEqual((await teamEmails(id)).sort())
    expect(detail.employees.every((e) => e.id)).toBe(true)
  })

  it('counts each startup once a day per account, in the database, however many ask at once', async () => {
    const student = await signUpUser(t.app)
    expect((await open(startupIds[0]!, student)).statusCode).toBe(200)
    // flipping back and forth is not scraping
    expect((await open(startupIds[0]!, student)).statusCode).toBe(200)
    expect(await readsToday(student)).toBe(1)
    const responses = await Promise.all(startupIds.slice(1, 11).map((id) => open(id, student)))
    expect(responses.map((r) => r.statusCode)).toEqual(Array(10).fill(200))
    expect(await readsToday(student)).toBe(11)
    // signed-out pages count nothing against anyone
    await open(startupIds[20]!)
    expect(await readsToday(student)).toBe(11)
  })

  it('answers 429 with a sentence and Retry-After until midnight in India past the daily limit', async () => {
    const student = await signUpUser(t.app)
    const [seen, last, refused] = startupIds
    await setReadsToday(student, STARTUP_READS_PER_DAY - 2)
    expect((await open(seen!, student)).statusCode).toBe(200)
    expect((await open(last!, student)).statusCode).toBe(200) // the limit itself is allowed
    expect(await readsToday(student)).toBe(STARTUP_READS_PER_DAY)

    const viewsBefore = ((await open(refused!)).json() as StartupDetail).viewsCount
    const res = await open(refused!, student)
    expect(res.statusCode).toBe(429)
    expect(res.json()).toMatchObject({
      message: expect.stringMatching(
        new RegExp(`^You have opened ${STARTUP_READS_PER_DAY} startups today, the daily limit\\.`),
      ),
    })
    const retryAfter = Number(res.headers['retry-after'])
    expect(Math.abs(retryAfter - secondsUntilProductTomorrow())).toBeLessThanOrEqual(5)
    expect(res.body).not.toContain('@')
    // nothing was recorded for it: asking again is refused again (and counted), never let through
    expect((await open(refused!, student)).statusCode).toBe(429)
    expect(await readsToday(student)).toBe(STARTUP_READS_PER_DAY + 2)
    expect(((await open(refused!)).json() as StartupDetail).viewsCount).toBe(viewsBefore)

    // what the student already opened today stays open to them
    expect((await open(seen!, student)).statusCode).toBe(200)
    // the limit is theirs alone; signed out, the page (without contacts) is still there
    expect((await open(refused!, await signUpUser(t.app))).statusCode).toBe(200)
    expect((await open(refused!)).statusCode).toBe(200)
  })

  it('starts again on a new day in India', async () => {
    const student = await signUpUser(t.app)
    // yesterday's count was spent
    await t.database.db.insert(startupReads).values({
      userId: student.userId,
      day: sql`${productToday()}::date - 1`,
      count: STARTUP_READS_PER_DAY + 40,
    })
    expect((await open(startupIds[5]!, student)).statusCode).toBe(200)
    expect(await readsToday(student)).toBe(1)
  })

  it('404s an unknown startup without counting it', async () => {
    const student = await signUpUser(t.app)
    const res = await open('00000000-0000-4000-8000-000000000000', student)
    expect(res.statusCode).toBe(404)
    expect(await readsToday(student)).toBeNull()
  })
})
