import { asc, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  OUTREACH_CSV_COLUMNS,
  OUTREACH_MESSAGES,
  type OutreachListResponse,
  type OutreachSend,
  type RecentOutreach,
} from '@coldstart/contract'
import {
  emailTemplates,
  internships,
  outreachSends,
  startupEmployees,
  startups,
} from '../../db/schema/index.ts'
import { productToday } from '../../lib/product-day.ts'
import { bearer, signUpAdmin, signUpUser, type SignedInUser } from '../../testing/auth.ts'
import { startupWithTeam, type StartupWithTeam } from '../../testing/seeded-rows.ts'
import { createTestApp, type TestApp } from '../../testing/test-app.ts'

let t: TestApp
let user: SignedInUser
let other: SignedInUser
let admin: SignedInUser
/** two startups of the demo seed with at least two employees each */
let a: StartupWithTeam
let b: StartupWithTeam
let templateId: string
let templateTitle: string

beforeAll(async () => {
  t = await createTestApp({ seed: true })
  ;[user, other, admin] = await Promise.all([
    signUpUser(t.app),
    signUpUser(t.app),
    signUpAdmin(t.app, t.database.db),
  ])
  a = await startupWithTeam(t.database.db, 0)
  b = await startupWithTeam(t.database.db, 1)
  const [tpl] = await t.database.db
    .select({ id: emailTemplates.id, title: emailTemplates.title })
    .from(emailTemplates)
    .where(eq(emailTemplates.status, 'active'))
    .orderBy(asc(emailTemplates.title))
    .limit(1)
  templateId = tpl!.id
  templateTitle = tpl!.title
})
afterAll(() => t.close())

type Who = SignedInUser | undefined
const headers = (who: Who) => (who ? bearer(who.accessToken) : {})
const post = (who: Who, payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/api/outreach/sends',
    headers: headers(who),
    payload: payload as object,
  })
const get = (who: Who, url: string) => t.app.inject({ method: 'GET', url, headers: headers(who) })
const patch = (who: Who, id: string, payload: unknown) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/outreach/sends/${id}`,
    headers: headers(who),
    payload: payload as object,
  })
const list = async (who: SignedInUser, query = '') =>
  (await get(who, `/api/outreach/sends${query}`)).json() as OutreachListResponse

let contacts = 0
/**
 * A send dated `days` ago, straight into the log (the API only ever records "now"). Each to an address of its
 * own unless told: a later send to the same address would end an earlier one's nudge.
 */
async function pastSend(
  who: SignedInUser,
  days: number,
  status = 'sent',
  address = `harita.${++contacts}@helpdeck.example.com`,
) {
  const [row] = await t.database.db
    .insert(outreachSends)
    .values({
      userId: who.userId,
      company: 'Helpdeck',
      contactName: 'Harita Tagore',
      contactEmail: address,
      channel: 'mailto',
      status,
      sentAt: sql`now() - make_interval(days => ${days}::int)`,
    })
    .returning({ id: outreachSends.id })
  return row!.id
}

describe('anonymous', () => {
  it('gets 401 on every route', async () => {
    const responses = await Promise.all([
      post(undefined, { channel: 'mailto', startupId: a.id, employeeIds: [a.employees[0]!.id] }),
      get(undefined, `/api/outreach/recent?startupId=${a.id}`),
      get(undefined, '/api/outreach/sends'),
      get(undefined, '/api/outreach/sends.csv'),
      get(undefined, '/api/outreach/due-count'),
      get(undefined, '/api/outreach/settings'),
      patch(undefined, a.id, { status: 'replied' }),
      t.app.inject({ method: 'PUT', url: '/api/outreach/settings', payload: { followUpAfterDays: 3 } }),
    ])
    for (const res of responses) expect(res.statusCode).toBe(401)
  })
})

describe('recording sends', () => {
  it('logs one row per recipient with the directory’s names and addresses, never the client’s', async () => {
    const me = await signUpUser(t.app)
    const [first, second] = a.employees
    const res = await post(me, {
      channel: 'gmail',
      templateId,
      startupId: a.id,
      employeeIds: [first!.id, second!.id, first!.id],
      subject: 'Internship at ' + a.name,
      // not part of the schema: dropped, the log keeps the directory's
      contactEmail: 'attacker@evil.example.com',
      company: 'Evil Corp',
    })
    expect(res.statusCode).toBe(201)
    expect(res.json()).toMatchObject({ recorded: 2 })
    const { items, total } = await list(me)
    expect(total).toBe(2)
    expect(items.map((r) => r.contactEmail).sort()).toEqual([first!.email, second!.email].sort())
    for (const row of items) {
      expect(row).toMatchObject({
        company: a.name,
        startupId: a.id,
        channel: 'gmail',
        status: 'sent',
        subject: `Internship at ${a.name}`,
        templateId,
        // the template's title as it was when sent
        templateTitle,
        due: false,
      })
    }
  })

  it("never stores a draft's or an archived template's title: the send is logged with no template", async () => {
    const me = await signUpUser(t.app)
    const pitch = { category: 'internship', templateContent: 'Hi {{first_name}}' }
    const hidden = await t.database.db
      .insert(emailTemplates)
      .values([
        { ...pitch, title: 'Secret draft pitch', status: 'draft' },
        { ...pitch, title: 'Retired pitch', status: 'archived' },
      ])
      .returning({ id: emailTemplates.id })
    const [ins] = await t.database.db
      .insert(internships)
      .values({
        title: 'Ops intern',
        company: 'Quietdesk',
        applyEmail: 'jobs@quietdesk.example.com',
        status: 'active',
      })
      .returning({ id: internships.id })
    for (const { id } of hidden) {
      const toTeam = await post(me, {
        channel: 'copy',
        templateId: id,
        startupId: a.id,
        employeeIds: [a.employees[0]!.id],
      })
      expect(toTeam.statusCode).toBe(201)
      const toInternship = await post(me, { channel: 'copy', templateId: id, internshipId: ins!.id })
      expect(toInternship.statusCode).toBe(201)
    }
    const { items } = await list(me)
    expect(items).toHaveLength(4)
    for (const row of items) expect(row).toMatchObject({ templateId: null, templateTitle: null })
    expect(JSON.stringify(items)).not.toMatch(/Secret draft pitch|Retired pitch/)
  })

  it('refuses, and writes nothing, when a recipient works at another startup (400) or the startup is unknown (404)', async () => {
    const me = await signUpUser(t.app)
    const mixed = await post(me, {
      channel: 'mailto',
      startupId: a.id,
      employeeIds: [a.employees[0]!.id, b.employees[0]!.id],
    })
    expect(mixed.statusCode).toBe(400)
    expect(mixed.json()).toMatchObject({ message: OUTREACH_MESSAGES.employeeElsewhere })
    const unknownEmployee = await post(me, {
      channel: 'mailto',
      startupId: a.id,
      employeeIds: ['00000000-0000-4000-8000-000000000000'],
    })
    expect(unknownEmployee.statusCode).toBe(400)
    const unknownStartup = await post(me, {
      channel: 'mailto',
      startupId: '00000000-0000-4000-8000-000000000000',
      employeeIds: [a.employees[0]!.id],
    })
    expect(unknownStartup.statusCode).toBe(404)
    expect((await list(me)).total).toBe(0)
  })

  it("logs an active internship's application address as its hiring team; 404 when closed", async () => {
    const me = await signUpUser(t.app)
    const ins = await t.database.db
      .insert(internships)
      .values([
        {
          title: 'Design intern',
          company: 'Helpdeck',
          applyEmail: 'jobs@helpdeck.example.com',
          status: 'active',
          startupId: a.id,
        },
        {
          title: 'Old intern',
          company: 'Helpdeck',
          applyEmail: 'old@helpdeck.example.com',
          status: 'closed',
        },
      ])
      .returning({ id: internships.id, status: internships.status })
    const active = ins.find((r) => r.status === 'active')!.id
    const closed = ins.find((r) => r.status === 'closed')!.id
    expect((await post(me, { channel: 'copy', internshipId: active })).statusCode).toBe(201)
    expect((await post(me, { channel: 'copy', internshipId: closed })).statusCode).toBe(404)
    const [row] = (await list(me)).items
    expect(row).toMatchObject({
      company: 'Helpdeck',
      contactName: 'Hiring Team',
      contactEmail: 'jobs@helpdeck.example.com',
      startupId: a.id,
      employeeId: null,
    })
    const recent = (await get(me, `/api/outreach/recent?internshipId=${active}`)).json() as RecentOutreach
    expect(recent.contacts).toEqual([
      { employeeId: null, name: 'Hiring Team', lastSentAt: row!.sentAt, firstSubject: row!.subject },
    ])
    expect(recent.startupLastSentAt).toBe(row!.sentAt)
    expect((await get(me, `/api/outreach/recent?internshipId=${closed}`)).statusCode).toBe(404)
  })

  it('refuses hostile or malformed input with a 400, never a 500', async () => {
    const good = { channel: 'mailto', startupId: a.id, employeeIds: [a.employees[0]!.id] }
    const target = `body: ${OUTREACH_MESSAGES.target}`
    // each refused with the field at fault and what is wrong with it
    const bad: [unknown, string][] = [
      [{}, 'channel: Channel must be mailto, gmail, copy or eml'],
      [{ ...good, channel: 'fax' }, 'channel: Channel must be mailto, gmail, copy or eml'],
      [{ ...good, startupId: 'not-a-uuid' }, 'startupId: startupId must be a UUID'],
      [{ ...good, employeeIds: [] }, 'employeeIds: Choose at least one recipient'],
      [
        { ...good, employeeIds: Array.from({ length: 51 }, () => a.employees[0]!.id) },
        'employeeIds: At most 50 recipients',
      ],
      [{ ...good, subject: 'a\u0000b' }, 'subject: Subject: Text must not contain a NUL character (\\u0000)'],
      [
        { ...good, subject: '\ud800' },
        'subject: Subject: Text must not contain an unpaired surrogate character (invalid Unicode)',
      ],
      [{ ...good, subject: 'x'.repeat(5000) }, 'subject: Subject must be at most 998 characters'],
      [{ ...good, internshipId: '00000000-0000-4000-8000-000000000000' }, target],
      [{ channel: 'mailto', startupId: a.id }, target],
      [{ ...good, templateId: 42 }, 'templateId: templateId must be a UUID'],
      [[good], 'body: Invalid input: expected object, received array'],
    ]
    for (const [payload, message] of bad) {
      const res = await post(user, payload)
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400)
      expect(res.json<{ message: string }>().message).toBe(message)
    }
  })
})

describe('recent sends for the startup page and the composer warning', () => {
  it("says when this student last emailed each team member, and never counts another student's sends", async () => {
    const me = await signUpUser(t.app)
    const stranger = await signUpUser(t.app)
    await post(stranger, { channel: 'mailto', startupId: a.id, employeeIds: [a.employees[1]!.id] })
    const before = (await get(me, `/api/outreach/recent?startupId=${a.id}`)).json() as RecentOutreach
    expect(before.startupLastSentAt).toBeNull()
    expect(before.contacts.map((c) => c.lastSentAt)).toEqual(a.employees.map(() => null))

    await post(me, { channel: 'mailto', startupId: a.id, employeeIds: [a.employees[0]!.id] })
    const res = await get(me, `/api/outreach/recent?startupId=${a.id}`)
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toBe('no-store')
    const after = res.json() as RecentOutreach
    expect(after.contacts.map((c) => c.employeeId)).toEqual(a.employees.map((e) => e.id))
    const last = after.contacts[0]!.lastSentAt!
    expect(Date.now() - Date.parse(last)).toBeLessThan(60_000)
    expect(after.contacts.slice(1).every((c) => c.lastSentAt === null)).toBe(true)
    expect(after.startupLastSentAt).toBe(last)
  })

  it("gives each contact the subject of the student's own first email to them (a follow-up's Re:)", async () => {
    const me = await signUpUser(t.app)
    const [first, second] = a.employees
    const send = (who: SignedInUser, subject?: string) =>
      post(who, { channel: 'mailto', startupId: a.id, employeeIds: [first!.id], subject })
    // another student's earlier email (and an admin's) to the same person is theirs, not this student's thread
    expect((await send(other, 'Their own subject')).statusCode).toBe(201)
    expect((await send(admin, 'The admin writes too')).statusCode).toBe(201)
    const firstSubjects = async (who: SignedInUser) =>
      ((await get(who, `/api/outreach/recent?startupId=${a.id}`)).json() as RecentOutreach).contacts.map(
        (c) => c.firstSubject,
      )
    expect(await firstSubjects(me)).toEqual(a.employees.map(() => null))

    expect((await send(me)).statusCode).toBe(201) // a send logged without a subject does not start the thread
    expect((await send(me, 'Product internship at ' + a.name + '?')).statusCode).toBe(201)
    expect((await send(me, 'Re: Product internship at ' + a.name + '?')).statusCode).toBe(201)
    expect(await firstSubjects(me)).toEqual(
      a.employees.map((e) => (e.id === first!.id ? `Product internship at ${a.name}?` : null)),
    )
    expect((await firstSubjects(admin))[0]).toBe('The admin writes too')
    expect((await firstSubjects(other))[0]).toBe('Their own subject')
    expect((await firstSubjects(other))[a.employees.indexOf(second!)]).toBeNull()
  })

  it('400s without exactly one target; 404s an unknown startup', async () => {
    expect((await get(user, '/api/outreach/recent')).statusCode).toBe(400)
    expect((await get(user, `/api/outreach/recent?startupId=${a.id}&internshipId=${a.id}`)).statusCode).toBe(
      400,
    )
    expect((await get(user, '/api/outreach/recent?startupId=nope')).statusCode).toBe(400)
    expect(
      (await get(user, '/api/outreach/recent?startupId=00000000-0000-4000-8000-000000000000')).statusCode,
    ).toBe(404)
  })
})

describe('the log and follow-ups', () => {
  it('is newest first, paged, filtered by status, and only ever the caller’s own', async () => {
    const me = await signUpUser(t.app)
    await pastSend(me, 3)
    await pastSend(me, 2, 'replied')
    await pastSend(me, 1)
    await pastSend(other, 1)
    const all = await list(me, '?pageSize=2')
    expect(all.total).toBe(3)
    expect(all.items).toHaveLength(2)
    const page2 = await list(me, '?pageSize=2&page=2')
    expect(page2.items).toHaveLength(1)
    const dates = [...all.items, ...page2.items].map((r) => Date.parse(r.sentAt))
    expect(dates).toEqual([...dates].sort((x, y) => y - x))
    expect((await list(me, '?status=replied')).items.map((r) => r.status)).toEqual(['replied'])
    expect((await get(me, '/api/outreach/sends?status=maybe')).statusCode).toBe(400)
    expect((await get(me, '/api/outreach/sends?pageSize=1000')).statusCode).toBe(400)
  })

  it('nudges a send with no reply after the follow-up setting (7 days by default)', async () => {
    const me = await signUpUser(t.app)
    const old = await pastSend(me, 8)
    const oldNoReply = await pastSend(me, 9, 'no_reply')
    await pastSend(me, 8, 'replied')
    await pastSend(me, 8, 'bounced')
    await pastSend(me, 3)
    const due = await list(me, '?due=true')
    expect(due.items.map((r) => r.id).sort()).toEqual([old, oldNoReply].sort())
    expect(due.items.every((r) => r.due)).toBe(true)
    expect((await list(me, '?due=false')).total).toBe(3)

    // a longer wait moves the threshold past them; the setting is the student's own
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/outreach/settings',
      headers: headers(me),
      payload: { followUpAfterDays: 10 },
    })
    expect(put.json()).toEqual({ followUpAfterDays: 10 })
    expect((await list(me, '?due=true')).total).toBe(0)
    await t.app.inject({
      method: 'PUT',
      url: '/api/outreach/settings',
      headers: headers(me),
      payload: { followUpAfterDays: 2 },
    })
    expect((await list(me, '?due=true')).total).toBe(3)
  })

  it('snooze hides a nudge until it ends; follow-up and "replied" take it away', async () => {
    const me = await signUpUser(t.app)
    const [s1, s2, s3] = [await pastSend(me, 8), await pastSend(me, 8), await pastSend(me, 8)]
    const snoozed = await patch(me, s1, { snoozeDays: 3 })
    expect(snoozed.statusCode).toBe(200)
    const body = snoozed.json() as OutreachSend
    expect(body.due).toBe(false)
    const days = (Date.parse(body.snoozedUntil!) - Date.now()) / 86_400_000
    expect(days).toBeGreaterThan(2.9)
    expect(days).toBeLessThan(3.1)

    expect((await patch(me, s2, { followedUp: true })).json()).toMatchObject({ due: false })
    // the follow-up taken back (its mail link undone): the nudge is back, then gone again
    expect((await patch(me, s2, { followedUp: false })).json()).toMatchObject({
      due: true,
      followedUpAt: null,
    })
    expect((await patch(me, s2, { followedUp: true })).json()).toMatchObject({ due: false })
    const replied = (await patch(me, s3, { status: 'replied' })).json() as OutreachSend
    expect(replied).toMatchObject({ status: 'replied', due: false })
    expect(replied.statusUpdatedAt).toBeTruthy()
    expect((await list(me, '?due=true')).total).toBe(0)

    // a snooze that has run out nudges again
    await t.database.db
      .update(outreachSends)
      .set({ snoozedUntil: sql`now() - interval '1 minute'` })
      .where(eq(outreachSends.id, s1))
    expect((await list(me, '?due=true')).items.map((r) => r.id)).toEqual([s1])
  })

  it('lists the snoozed sends apart, and undoing a snooze nudges again at once', async () => {
    const me = await signUpUser(t.app)
    const [s1, s2] = [await pastSend(me, 8), await pastSend(me, 8)]
    expect((await patch(me, s1, { snoozeDays: 7 })).statusCode).toBe(200)
    expect((await list(me, '?snoozed=true')).items.map((r) => r.id)).toEqual([s1])
    expect((await list(me, '?snoozed=false')).items.map((r) => r.id)).toEqual([s2])

    const undone = await patch(me, s1, { unsnooze: true })
    expect(undone.statusCode).toBe(200)
    expect(undone.json()).toMatchObject({ snoozedUntil: null, due: true })
    expect((await list(me, '?snoozed=true')).total).toBe(0)
    expect((await patch(me, s2, { snoozeDays: 3, unsnooze: true })).statusCode).toBe(400)
    expect((await patch(me, s2, { unsnooze: false })).statusCode).toBe(400)
  })

  it('says who a follow-up writes to: the team member (found again by address), the open posting; null once gone', async () => {
    const me = await signUpUser(t.app)
    const db = t.database.db
    const [startup] = await db
      .insert(startups)
      .values({ name: 'Followup Labs' })
      .returning({ id: startups.id })
    const [meera, kabir] = await db
      .insert(startupEmployees)
      .values([
        { startupId: startup!.id, name: 'Meera Iyer', email: 'meera@followup.example.com' },
        { startupId: startup!.id, name: 'Kabir Das', email: 'kabir@followup.example.com' },
      ])
      .returning({ id: startupEmployees.id, email: startupEmployees.email })
    const [posting] = await db
      .insert(internships)
      .values({
        title: 'Data intern',
        company: 'Followup Labs',
        applyEmail: 'jobs@followup.example.com',
        status: 'active',
        startupId: startup!.id,
      })
      .returning({ id: internships.id })
    const sendTo = { channel: 'mailto', startupId: startup!.id }
    expect((await post(me, { ...sendTo, employeeIds: [meera!.id, kabir!.id] })).statusCode).toBe(201)
    expect((await post(me, { channel: 'mailto', internshipId: posting!.id })).statusCode).toBe(201)
    const byAddress = async () => new Map((await list(me)).items.map((r) => [r.contactEmail, r]))

    let rows = await byAddress()
    expect(rows.get(meera!.email)).toMatchObject({
      employeeId: meera!.id,
      employee: { id: meera!.id, name: 'Meera Iyer', email: meera!.email },
      internship: null,
    })
    expect(rows.get('jobs@followup.example.com')).toMatchObject({
      employee: null,
      internship: {
        id: posting!.id,
        title: 'Data intern',
        company: 'Followup Labs',
        startupId: startup!.id,
        applyEmail: 'jobs@followup.example.com',
      },
    })

    // an admin re-saves the team (every member written again under a new id) without Kabir; the posting closes
    await db.delete(startupEmployees).where(eq(startupEmployees.startupId, startup!.id))
    const [again] = await db
      .insert(startupEmployees)
      .values({ startupId: startup!.id, name: 'Meera Iyer', email: 'Meera@followup.example.com' })
      .returning({ id: startupEmployees.id })
    await db.update(internships).set({ status: 'closed' }).where(eq(internships.id, posting!.id))
    rows = await byAddress()
    expect(rows.get(meera!.email)).toMatchObject({ employeeId: null, employee: { id: again!.id } })
    expect(rows.get(kabir!.email)).toMatchObject({ employeeId: null, employee: null, internship: null })
    expect(rows.get('jobs@followup.example.com')).toMatchObject({ employee: null, internship: null })
    // a change answers the same facts
    const changed = (await patch(me, rows.get(meera!.email)!.id, { status: 'no_reply' })).json()
    expect(changed).toMatchObject({ employee: { id: again!.id }, internship: null })
  })

  it("lets no one else change a student's send: 404 for another user and for an admin", async () => {
    const id = await pastSend(user, 8)
    for (const who of [other, admin]) {
      const res = await patch(who, id, { status: 'bounced' })
      expect(res.statusCode).toBe(404)
    }
    expect((await list(other)).items.some((r) => r.id === id)).toBe(false)
    expect((await list(admin)).items.some((r) => r.id === id)).toBe(false)
    expect((await list(user, '?status=bounced')).items.some((r) => r.id === id)).toBe(false)
  })

  it('refuses bad changes with a 400', async () => {
    const id = await pastSend(user, 1)
    for (const payload of [
      {},
      { status: 'lost' },
      { snoozeDays: 5 },
      { snoozeDays: '3' },
      { followedUp: 'yes' },
      { status: 'sent\u0000' },
    ]) {
      const res = await patch(user, id, payload)
      expect(res.statusCode, JSON.stringify(payload)).toBe(400)
    }
    expect((await patch(user, 'not-a-uuid', { status: 'replied' })).statusCode).toBe(400)
    expect(
      (await patch(user, '00000000-0000-4000-8000-000000000000', { status: 'replied' })).statusCode,
    ).toBe(404)
  })
})

describe('settings', () => {
  it('reads 7 by default and upserts the new value; out-of-range values are 400', async () => {
    const me = await signUpUser(t.app)
    expect((await get(me, '/api/outreach/settings')).json()).toEqual({ followUpAfterDays: 7 })
    for (const days of [5, 60, 1]) {
      const res = await t.app.inject({
        method: 'PUT',
        url: '/api/outreach/settings',
        headers: headers(me),
        payload: { followUpAfterDays: days },
      })
      expect(res.json()).toEqual({ followUpAfterDays: days })
    }
    expect((await get(me, '/api/outreach/settings')).json()).toEqual({ followUpAfterDays: 1 })
    // the other student still has the default
    expect((await get(other, '/api/outreach/settings')).json()).toEqual({ followUpAfterDays: 7 })
    for (const followUpAfterDays of [0, 61, 2.5, '7', null]) {
      const res = await t.app.inject({
        method: 'PUT',
        url: '/api/outreach/settings',
        headers: headers(me),
        payload: { followUpAfterDays },
      })
      expect(res.statusCode).toBe(400)
    }
  })
})

describe('CSV export', () => {
  it('downloads the whole log with a header, dated filename, formula cells neutralised', async () => {
    const me = await signUpUser(t.app)
    await post(me, {
      channel: 'eml',
      startupId: a.id,
      employeeIds: [a.employees[0]!.id],
      subject: '=HYPERLINK("http://evil.example.com","click"), "quoted"',
    })
    await pastSend(me, 8, 'sent', 'harita@helpdeck.example.com')
    await pastSend(other, 1)
    const res = await get(me, '/api/outreach/sends.csv')
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8')
    expect(res.headers['cache-control']).toBe('no-store')
    // dated by the product day, as the admin's startups export
    const day = productToday()
    expect(res.headers['content-disposition']).toBe(`attachment; filename="coldstart-outreach-${day}.csv"`)
    const lines = res.body.trimEnd().split('\n')
    expect(lines[0]).toBe(OUTREACH_CSV_COLUMNS.join(','))
    expect(lines).toHaveLength(3)
    // newest first: the send just made, its subject quoted and prefixed so no spreadsheet runs it
    expect(lines[1]).toContain(`,${a.name},${a.employees[0]!.name},${a.employees[0]!.email},`)
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil.example.com"",""click""), ""quoted"""`)
    expect(lines[1]).toMatch(/,eml,sent,,$/)
    expect(lines[2]).toContain('Helpdeck,Harita Tagore,harita@helpdeck.example.com')
    expect(res.body).not.toContain(other.email)
  })

  it('is just the header for an empty log', async () => {
    const me = await signUpUser(t.app)
    const res = await get(me, '/api/outreach/sends.csv')
    expect(res.body).toBe(`${OUTREACH_CSV_COLUMNS.join(',')}\n`)
  })
})
