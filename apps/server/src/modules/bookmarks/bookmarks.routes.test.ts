import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import {
  BOOKMARK_MESSAGES,
  BOOKMARK_NOTE_MAX_LENGTH,
  STORABLE_TEXT_MESSAGES,
  type BookmarkIdsResponse,
  type BookmarkListResponse,
  type BookmarkState,
} from '@coldstart/contract'
import { bookmarks, internships, startups } from '../../db/schema/index.ts'
import { bearer, signUpAdmin, signUpUser, type SignedInUser } from '../../testing/auth.ts'
import { createTestApp, type TestApp } from '../../testing/test-app.ts'

let t: TestApp
let user: SignedInUser
let other: SignedInUser
let admin: SignedInUser
beforeAll(async () => {
  t = await createTestApp()
  ;[user, other, admin] = await Promise.all([
    signUpUser(t.app),
    signUpUser(t.app),
    signUpAdmin(t.app, t.database.db),
  ])
})
afterAll(() => t.close())

type Kind = 'startups' | 'internships'
const headers = (who?: SignedInUser) => (who ? bearer(who.accessToken) : {})

const saveReq = (who: SignedInUser | undefined, kind: Kind, id: string, payload: unknown = {}) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/bookmarks/${kind}/${id}`,
    headers: headers(who),
    payload: payload as object,
  })
const unsaveReq = (who: SignedInUser | undefined, kind: Kind, id: string) =>
  t.app.inject({ method: 'DELETE', url: `/api/bookmarks/${kind}/${id}`, headers: headers(who) })
const listReq = (who: SignedInUser | undefined, query = '') =>
  t.app.inject({ method: 'GET', url: `/api/bookmarks${query}`, headers: headers(who) })
const noteReq = (who: SignedInUser | undefined, id: string, payload: unknown) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/bookmarks/${id}`,
    headers: headers(who),
    payload: payload as object,
  })

async function newStartup(name = 'Saved Startup'): Promise<string> {
  const [row] = await t.database.db
    .insert(startups)
    .values({
      name,
      sector: 'Fintech',
      location: 'Bengaluru',
      logoUrl: 'https://cdn.example.com/s.png',
      isHiring: true,
    })
    .returning({ id: startups.id })
  return row!.id
}

async function newInternship(
  fields: { status?: string; deadline?: string | null; startupId?: string | null } = {},
): Promise<string> {
  const [row] = await t.database.db
    .insert(internships)
    .values({
      title: 'Design intern',
      company: 'Acme',
      applyEmail: 'jobs@acme.example.com',
      status: fields.status ?? 'active',
      deadline: fields.deadline ?? null,
      startupId: fields.startupId ?? null,
      location: 'Pune',
      remote: true,
    })
    .returning({ id: internships.id })
  return row!.id
}

const byKind = {
  startups: { table: startups, target: bookmarks.startupId },
  internships: { table: internships, target: bookmarks.internshipId },
}

async function savesCount(kind: Kind, id: string): Promise<number> {
  const { table } = byKind[kind]
  const [row] = await t.database.db.select({ n: table.savesCount }).from(table).where(eq(table.id, id))
  return row!.n
}

const bookmarkRows = (kind: Kind, id: string): Promise<number> =>
  t.database.db.$count(bookmarks, eq(byKind[kind].target, id))

describe('anonymous', () => {
  it('gets 401 from every bookmarks route', async () => {
    const id = await newStartup()
    const responses = await Promise.all([
      listReq(undefined),
      t.app.inject({ method: 'GET', url: '/api/bookmarks/ids' }),
      saveReq(undefined, 'startups', id),
      unsaveReq(undefined, 'startups', id),
      noteReq(undefined, id, { note: 'x' }),
    ])
    for (const res of responses) expect(res.statusCode).toBe(401)
    expect(await savesCount('startups', id)).toBe(0)
  })
})

describe('save and unsave', () => {
  it('saves a startup once, counts it once, and lists it with its card fields', async () => {
    const me = await signUpUser(t.app)
    const id = await newStartup('Kite Labs')
    const first = await saveReq(me, 'startups', id, { note: 'Ask about design' })
    expect(first.statusCode).toBe(200)
    expect(first.headers['cache-control']).toBe('no-store')
    const state = first.json() as BookmarkState
    expect(state).toMatchObject({ saved: true, changed: true, note: 'Ask about design' })
    const again = (await saveReq(me, 'startups', id, { note: 'ignored' })).json() as BookmarkState
    expect(again).toEqual({ ...state, changed: false })
    expect(await savesCount('startups', id)).toBe(1)

    const list = (await listReq(me)).json() as BookmarkListResponse
    expect(list.counts).toEqual({ all: 1, startup: 1, internship: 0 })
    expect(list.items).toEqual([
      expect.objectContaining({
        id: state.bookmarkId,
        kind: 'startup',
        note: 'Ask about design',
        startup: {
          id,
          name: 'Kite Labs',
          logoUrl: 'https://cdn.example.com/s.png',
          sector: 'Fintech',
          location: 'Bengaluru',
          description: null,
          isHiring: true,
        },
      }),
    ])
    const ids = (
      await t.app.inject({ method: 'GET', url: '/api/bookmarks/ids', headers: headers(me) })
    ).json() as BookmarkIdsResponse
    expect(ids).toEqual({ startups: [id], internships: [] })
  })

  it('saves without a body at all', async () => {
    const me = await signUpUser(t.app)
    const id = await newStartup()
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/bookmarks/startups/${id}`,
      headers: headers(me),
    })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ saved: true, note: '' })
  })

  it('unsaves idempotently and gives the count back exactly once', async () => {
    const me = await signUpUser(t.app)
    const id = await newStartup()
    await saveReq(me, 'startups', id)
    const first = (await unsaveReq(me, 'startups', id)).json() as BookmarkState
    expect(first).toEqual({ saved: false, bookmarkId: null, note: '', changed: true })
    const again = await unsaveReq(me, 'startups', id)
    expect(again.statusCode).toBe(200)
    expect(again.json()).toMatchObject({ saved: false, changed: false })
    expect(await savesCount('startups', id)).toBe(0)
    expect((await listReq(me)).json()).toMatchObject({ items: [], counts: { all: 0 } })
  })

  it('unsaving something never saved (or not there) is a no-op 200', async () => {
    const me = await signUpUser(t.app)
    const res = await unsaveReq(me, 'startups', crypto.randomUUID())
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ changed: false })
  })

  it('saves internships; ones that close later (status or deadline past) list as not open; drafts are 404', async () => {
    const me = await signUpUser(t.app)
    const startup = await newStartup('Parent Co')
    const open = await newInternship({ startupId: startup, deadline: '2999-01-01' })
    const closed = await newInternship()
    const expired = await newInternship()
    const draft = await newInternship({ status: 'draft' })
    for (const id of [open, closed, expired])
      expect((await saveReq(me, 'internships', id)).statusCode).toBe(200)
    await t.database.db.update(internships).set({ status: 'closed' }).where(eq(internships.id, closed))
    await t.database.db.update(internships).set({ deadline: '2000-01-01' }).where(eq(internships.id, expired))
    const res = await saveReq(me, 'internships', draft)
    expect(res.statusCode).toBe(404)
    expect(res.json()).toMatchObject({ message: BOOKMARK_MESSAGES.internshipMissing })
    expect(await savesCount('internships', draft)).toBe(0)
    expect(await savesCount('internships', open)).toBe(1)

    const list = (await listReq(me, '?kind=internship')).json() as BookmarkListResponse
    const byId = new Map(
      list.items.map((b) => [
        b.kind === 'internship' ? b.internship.id : '',
        b.kind === 'internship' ? b.internship : null,
      ]),
    )
    expect(byId.get(open)).toMatchObject({
      title: 'Design intern',
      company: 'Parent Co',
      logoUrl: 'https://cdn.example.com/s.png',
      remote: true,
      location: 'Pune',
      deadline: '2999-01-01',
      isOpen: true,
    })
    expect(byId.get(closed)?.isOpen).toBe(false)
    expect(byId.get(expired)?.isOpen).toBe(false)
  })

  it('404s an unknown startup, 400s an id that is not a UUID', async () => {
    const me = await signUpUser(t.app)
    const missing = await saveReq(me, 'startups', crypto.randomUUID())
    expect(missing.statusCode).toBe(404)
    expect(missing.json()).toMatchObject({ message: BOOKMARK_MESSAGES.startupMissing })
    for (const res of [
      await saveReq(me, 'startups', 'not-a-uuid'),
      await unsaveReq(me, 'internships', '1234'),
      await noteReq(me, 'nope', { note: 'x' }),
    ]) {
      expect(res.statusCode).toBe(400)
      expect(res.json().message).toMatch(/must be a UUID/)
    }
  })

  it('a deleted startup takes its bookmarks with it', async () => {
    const me = await signUpUser(t.app)
    const id = await newStartup()
    await saveReq(me, 'startups', id)
    await t.database.db.delete(startups).where(eq(startups.id, id))
    expect((await listReq(me)).json()).toMatchObject({ items: [], counts: { all: 0 } })
  })
})

describe('counters under concurrency', () => {
  const SLOW = { timeout: 60_000 }
  // Signing up hashes a password each time: made once, in batches, with room for a busy machine.
  const students: SignedInUser[] = []
  beforeAll(async () => {
    for (let i = 0; i < 5; i++)
      students.push(...(await Promise.all(Array.from({ length: 10 }, () => signUpUser(t.app)))))
  }, 180_000)

  it('50 students saving one startup at once add exactly 50', SLOW, async () => {
    const id = await newStartup()
    expect(students).toHaveLength(50)
    const results = await Promise.all(students.map((s) => saveReq(s, 'startups', id)))
    expect(results.every((r) => r.statusCode === 200)).toBe(true)
    expect(await savesCount('startups', id)).toBe(50)
    await Promise.all(students.map((s) => unsaveReq(s, 'startups', id)))
    expect(await savesCount('startups', id)).toBe(0)
  })

  it(
    'one student saving 20 times at once adds exactly 1, and exactly one answer says it changed',
    SLOW,
    async () => {
      const me = students[0]!
      const id = await newStartup()
      const results = await Promise.all(Array.from({ length: 20 }, () => saveReq(me, 'startups', id)))
      const states = results.map((r) => r.json() as BookmarkState)
      expect(states.filter((s) => s.changed)).toHaveLength(1)
      expect(new Set(states.map((s) => s.bookmarkId)).size).toBe(1)
      expect(await savesCount('startups', id)).toBe(1)
      await Promise.all(Array.from({ length: 20 }, () => unsaveReq(me, 'startups', id)))
      expect(await savesCount('startups', id)).toBe(0)
    },
  )

  it('saves and unsaves racing each other leave the counter equal to the bookmarks', SLOW, async () => {
    const id = await newInternship()
    await Promise.all(
      students
        .slice(0, 10)
        .flatMap((s, i) =>
          Array.from({ length: 6 }, (_, j) =>
            (i + j) % 2 === 0 ? saveReq(s, 'internships', id) : unsaveReq(s, 'internships', id),
          ),
        ),
    )
    expect(await savesCount('internships', id)).toBe(await bookmarkRows('internships', id))
  })
})

describe('notes', () => {
  it('the owner edits the note; it is kept as written, hostile but storable text included', async () => {
    const me = await signUpUser(t.app)
    const { bookmarkId } = (await saveReq(me, 'startups', await newStartup())).json() as BookmarkState
    const note = "<script>alert(1)</script> 🚀 ‮ Robert'); drop table bookmarks;--"
    const res = await noteReq(me, bookmarkId!, { note })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ id: bookmarkId, note })
    expect(((await listReq(me)).json() as BookmarkListResponse).items[0]!.note).toBe(note)
    expect((await noteReq(me, bookmarkId!, { note: '' })).json()).toMatchObject({ note: '' })
  })

  it('refuses NUL, lone surrogates, an overlong note and a non-string with a 400 that says why', async () => {
    const me = await signUpUser(t.app)
    const { bookmarkId } = (await saveReq(me, 'startups', await newStartup())).json() as BookmarkState
    const cases: [unknown, string][] = [
      [{ note: 'a\u0000b' }, STORABLE_TEXT_MESSAGES.nul],
      [{ note: 'a\ud800b' }, STORABLE_TEXT_MESSAGES.surrogate],
      [{ note: 'x'.repeat(BOOKMARK_NOTE_MAX_LENGTH + 1) }, BOOKMARK_MESSAGES.noteTooLong],
      [{ note: 42 }, BOOKMARK_MESSAGES.noteNotText],
    ]
    for (const [payload, message] of cases) {
      const res = await noteReq(me, bookmarkId!, payload)
      expect(res.statusCode).toBe(400)
      expect(res.json().message).toContain(message)
    }
    const saveWithNul = await saveReq(me, 'startups', await newStartup(), { note: '\u0000' })
    expect(saveWithNul.statusCode).toBe(400)
    expect((await noteReq(me, bookmarkId!, { note: 'x'.repeat(BOOKMARK_NOTE_MAX_LENGTH) })).statusCode).toBe(
      200,
    )
  })
})

describe('ownership', () => {
  it("another student (admins included) cannot see, edit or remove someone's bookmark", async () => {
    const id = await newStartup()
    const { bookmarkId } = (await saveReq(user, 'startups', id, { note: 'mine' })).json() as BookmarkState
    for (const intruder of [other, admin]) {
      const patch = await noteReq(intruder, bookmarkId!, { note: 'hacked' })
      expect(patch.statusCode).toBe(404)
      expect(patch.json()).toMatchObject({ message: BOOKMARK_MESSAGES.bookmarkMissing })
      const list = (await listReq(intruder)).json() as BookmarkListResponse
      expect(list.items.some((b) => b.id === bookmarkId)).toBe(false)
      // their unsave only ever touches their own bookmark
      expect((await unsaveReq(intruder, 'startups', id)).json()).toMatchObject({ changed: false })
    }
    const mine = (await listReq(user)).json() as BookmarkListResponse
    expect(mine.items.find((b) => b.id === bookmarkId)).toMatchObject({ note: 'mine' })
    expect(await savesCount('startups', id)).toBe(1)
  })

  it('an admin saves for themselves like any student', async () => {
    const id = await newStartup()
    expect((await saveReq(admin, 'startups', id)).json()).toMatchObject({ saved: true, changed: true })
    const ids = (
      await t.app.inject({ method: 'GET', url: '/api/bookmarks/ids', headers: headers(admin) })
    ).json() as BookmarkIdsResponse
    expect(ids.startups).toContain(id)
  })
})

describe('the list', () => {
  it('pages newest first with a cursor, filters by kind, and refuses a forged cursor', async () => {
    const me = await signUpUser(t.app)
    const startups = []
    for (let i = 0; i < 5; i++) {
      const id = await newStartup(`Startup ${i}`)
      startups.push(id)
      await saveReq(me, 'startups', id)
    }
    await saveReq(me, 'internships', await newInternship())
    const first = (await listReq(me, '?kind=startup&limit=2')).json() as BookmarkListResponse
    expect(first.counts).toEqual({ all: 6, startup: 5, internship: 1 })
    const names = first.items.map((b) => (b.kind === 'startup' ? b.startup.name : ''))
    expect(names).toEqual(['Startup 4', 'Startup 3'])
    const seen = [...names]
    let cursor = first.nextCursor
    while (cursor) {
      const page = (
        await listReq(me, `?kind=startup&limit=2&cursor=${cursor}`)
      ).json() as BookmarkListResponse
      seen.push(...page.items.map((b) => (b.kind === 'startup' ? b.startup.name : '')))
      cursor = page.nextCursor
    }
    expect(seen).toEqual(['Startup 4', 'Startup 3', 'Startup 2', 'Startup 1', 'Startup 0'])

    for (const bad of ['abc', Buffer.from('[1e300,"x"]').toString('base64url'), '%00']) {
      const res = await listReq(me, `?cursor=${bad}`)
      expect(res.statusCode).toBe(400)
    }
    expect((await listReq(me, '?kind=bogus')).statusCode).toBe(400)
  })
})
