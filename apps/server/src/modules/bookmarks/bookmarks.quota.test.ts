import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BOOKMARK_MESSAGES, BOOKMARKS_MAX } from '@coldstart/contract'
import { bearer, signUpUser, type SignedInUser } from '../../testing/auth.ts'
import { createTestApp, type TestApp } from '../../testing/test-app.ts'

// What one student can grow: at most BOOKMARKS_MAX bookmarks, and none new on a closed internship.

let t: TestApp
let startups: string[]

beforeAll(async () => {
  t = await createTestApp()
  // enough startups to fill one student's bookmarks and then some, in one statement
  const { rows } = await t.database.db.execute<{ id: string }>(sql`
    insert into startups (name) select 'Quota Co ' || g from generate_series(1, ${BOOKMARKS_MAX + 10}::int) g
    returning id`)
  startups = rows.map((r) => r.id)
})
afterAll(() => t.close())

const save = (who: SignedInUser, kind: 'startups' | 'internships', id: string) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/bookmarks/${kind}/${id}`,
    headers: bearer(who.accessToken),
    payload: {},
  })

/** Bookmarks the first `count` startups for the student (their counters too), in one statement. */
async function fill(who: SignedInUser, count: number) {
  await t.database.db.execute(sql`
    with saved as (
      insert into bookmarks (user_id, startup_id)
      select ${who.userId}, id from startups where name like 'Quota Co %' order by name limit ${count}
      returning startup_id
    )
    update startups set saves_count = saves_count + 1 where id in (select startup_id from saved)`)
}

const countOf = async (who: SignedInUser) =>
  (
    await t.database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from bookmarks where user_id = ${who.userId}`,
    )
  ).rows[0]!.n

const unsaved = async (who: SignedInUser) =>
  (
    await t.database.db.execute<{ id: string }>(sql`
      select id from startups s where name like 'Quota Co %'
      and not exists (select 1 from bookmarks b where b.user_id = ${who.userId} and b.startup_id = s.id)`)
  ).rows.map((r) => r.id)

async function newInternship(fields: { status?: string; deadline?: string }) {
  const { rows } = await t.database.db.execute<{ id: string }>(sql`
    insert into internships (title, company, status, deadline)
    values ('Quota intern', 'Acme', ${fields.status ?? 'active'}, ${fields.deadline ?? null}) returning id`)
  return rows[0]!.id
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
    const saved = startups.find((id) => id !== next)!
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
    const { rows } = await t.database.db.execute<{ n: number }>(sql`
      select coalesce(sum(saves_count), 0)::int as n from startups where id in (${sql.join(
        targets.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`)
    expect(rows[0]!.n).toBe(1)
  })

  it('removing one makes room again', async () => {
    const me = await signUpUser(t.app)
    await fill(me, BOOKMARKS_MAX)
    const [first] = await t.database.db
      .execute<{ startup_id: string }>(
        sql`select startup_id from bookmarks where user_id = ${me.userId} limit 1`,
      )
      .then((r) => r.rows)
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/bookmarks/startups/${first!.startup_id}`,
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
    await t.database.db.execute(sql`update internships set status = 'closed' where id = ${open}`)
    const again = await save(me, 'internships', open)
    expect(again.statusCode).toBe(200)
    expect(again.json()).toMatchObject({ saved: true, changed: false })
    expect(await countOf(me)).toBe(1)
  })
})
