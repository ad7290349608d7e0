import { and, eq, inArray, like, notExists, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BOOKMARK_MESSAGES, BOOKMARKS_MAX } from '@coldstart/contract'
import { bookmarks, internships, startups } from '../../db/schema/index.ts'
import { bearer, signUpUser, type SignedInUser } from '../../testing/auth.ts'
import { createTestApp, type TestApp } from '../../testing/test-app.ts'

// What one student can grow: at most BOOKMARKS_MAX bookmarks, and none new on a closed internship.

let t: TestApp
let startupIds: string[]

beforeAll(async () => {
  t = await createTestApp()
  // enough startups to fill one student's bookmarks and then some, in one statement
  const rows = await t.database.db
    .insert(startups)
    .values(Array.from({ length: BOOKMARKS_MAX + 10 }, (_, i) => ({ name: `Quota Co ${i + 1}` })))
    .returning({ id: startups.id })
  startupIds = rows.map((r) => r.id)
})
afterAll(() => t.close())

const save = (who: SignedInUser, kind: 'startups' | 'internships', id: string) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/bookmarks/${kind}/${id}`,
    headers: bearer(who.accessToken),
    payload: {},
  })

const isQuotaStartup = like(startups.name, 'Quota Co %')

/** Bookmarks the first `count` startups for the student (their counters too). */
async function fill(who: SignedInUser, count: number) {
  const db = t.database.db
  const picked = await db
    .select({ id: startups.id })
    .from(startups)
    .where(isQuotaStartup)
    .orderBy(startups.name)
    .limit(count)
  const ids = picked.map((r) => r.id)
  await db.insert(bookmarks).values(ids.map((startupId) => ({ userId: who.userId, startupId })))
  await db
    .update(startups)
    .set({ savesCount: sql`${startups.savesCount} + 1` })
    .where(inArray(startups.id, ids))
}

const countOf = (who: SignedInUser) => t.database.db.$count(bookmarks, eq(bookmarks.userId, who.userId))

const unsaved = async (who: SignedInUser) => {
  const db = t.database.db
  const savedByThem = db
    .select()
    .from(bookmarks)
    .where(and(eq(bookmarks.userId, who.userId), eq(bookmarks.startupId, startups.id)))
  const rows = await db
    .select({ id: startups.id })
    .from(startups)
    .where(and(isQuotaStartup, notExists(savedByThem)))
  return rows.map((r) => r.id)
}

async function newInternship(fields: { status?: string; deadline?: string }) {
  const [row] = await t.database.db
    .insert(internships)
    .values({
      title: 'Quota intern',
      company: 'Acme',
      status: fields.status ?? 'active',
      deadline: fields.deadline,
    })
    .returning({ id: internships.id })
  return row!.id
}

describe(`at most ${BOOKMARKS_MAX} bookmarks per student`, () => {
  it('the one past the limit is a 409 saying what to do; one already saved still answers 200', async () => {
    const me = await signUpUser(t.app)
    await fill(me, BOOKMARKS_MAX)
    const [next] = await unsaved(me)
    const res = await save(me, 'startups', next!)
    expect(res.statusCode).toBe(409)
    expect(res.json()).toMatchObject({ message: BOOKMARK_MESSAGES.full })
    expect(await countOf(me)).toBe(BOOKMARKS_MAX)
    const saved = startupIds.find((id) => id !== next)!
    const again = await save(me, 'startups', saved)
    expect(again.statusCode).toBe(200)
    expect(again.json()).toMatchObject({ saved: true, changed: false })
  })

  it('parallel saves at the edge never overshoot: exactly one gets the last place', async () => {
    const me = await signUpUser(t.app)
    await fill(me, BOOKMARKS_MAX - 1)
    const targets = (await unsaved(me)).slice(0, 5)
    const answers = await Promise.all(targets.map((id) => save(me, 'startups', id)))
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409, 409])
    expect(await countOf(me)).toBe(BOOKMARKS_MAX)
    // the counters moved only for the one saved
    const [moved] = await t.database.db
      .select({ n: sql<number>`coalesce(sum(${startups.savesCount}), 0)::int` })
      .from(startups)
      .where(inArray(startups.id, targets))
    expect(moved!.n).toBe(1)
  })

  it('removing one makes room again', async () => {
    const me = await signUpUser(t.app)
    await fill(me, BOOKMARKS_MAX)
    const [first] = await t.database.db
      .select({ startupId: bookmarks.startupId })
      .from(bookmarks)
      .where(eq(bookmarks.userId, me.userId))
      .limit(1)
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/bookmarks/startups/${first!.startupId}`,
      headers: bearer(me.accessToken),
    })
    expect(removed.json()).toMatchObject({ saved: false, changed: true })
    const [next] = await unsaved(me)
    expect((await save(me, 'startups', next!)).statusCode).toBe(200)
  })
})

describe('a closed internship takes no new bookmark', () => {
  it('closed or past its deadline: 409; open: 200; one saved before it closed stays saved', async () => {
    const me = await signUpUser(t.app)
    const closed = await newInternship({ status: 'closed' })
    const expired = await newInternship({ deadline: '2000-01-01' })
    for (const id of [closed, expired]) {
      const res = await save(me, 'internships', id)
      expect(res.statusCode).toBe(409)
      expect(res.json()).toMatchObject({ message: BOOKMARK_MESSAGES.internshipClosed })
    }
    const open = await newInternship({ deadline: '2999-01-01' })
    expect((await save(me, 'internships', open)).statusCode).toBe(200)
    await t.database.db.update(internships).set({ status: 'closed' }).where(eq(internships.id, open))
    const again = await save(me, 'internships', open)
    expect(again.statusCode).toBe(200)
    expect(again.json()).toMatchObject({ saved: true, changed: false })
    expect(await countOf(me)).toBe(1)
  })
})
