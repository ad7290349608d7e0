import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { and, eq, sql } from 'drizzle-orm'
import {
  STARTUP_READS_PER_DAY,
  type ActivityListResponse,
  type AdminDashboardResponse,
} from '@coldstart/contract'
import {
  activityLogs,
  emailTemplates,
  outreachSends,
  pageViews,
  startupReads,
} from '../../db/schema/index.ts'
import {
  bearer,
  sameOrigin,
  signUpAdmin,
  signUpUser,
  TEST_PASSWORD,
  type SignedInUser,
} from '../../testing/auth.ts'
import { productToday, setProductTimeZone } from '../../lib/product-day.ts'
import { createTestApp, type TestApp } from '../../testing/test-app.ts'
import { changeAdminRole } from '../admin/admin.service.ts'
import { dailyTotals } from './admin-dashboard.repository.ts'

let t: TestApp
let student: SignedInUser
let admin: SignedInUser

beforeAll(async () => {
  t = await createTestApp({ seed: true })
  student = await signUpUser(t.app, { fullName: 'Meera Iyer' })
  admin = await signUpAdmin(t.app, t.database.db)
})
afterAll(() => t.close())

const as = (user: SignedInUser | null) => (user ? bearer(user.accessToken) : {})
const get = (url: string, user: SignedInUser | null = admin) =>
  t.app.inject({ method: 'GET', url, headers: as(user) })

describe("the dashboard's days", () => {
  it('turn at midnight in the product time zone (India by default), not at midnight UTC', async () => {
    // 23:59 and 00:01 in India: the same UTC date, two product days
    await t.database.db.insert(pageViews).values([
      { path: '/late', createdAt: new Date('2026-03-01T18:29:00Z') },
      { path: '/early', createdAt: new Date('2026-03-01T18:31:00Z') },
    ])
    const now = new Date('2026-03-02T12:00:00Z')
    const views = async () =>
      Object.fromEntries((await dailyTotals(t.database.db, now)).slice(-2).map((d) => [d.date, d.pageViews]))
    expect(await views()).toEqual({ '2026-03-01': 1, '2026-03-02': 1 })
    setProductTimeZone('UTC')
    try {
      expect(await views()).toEqual({ '2026-03-01': 2, '2026-03-02': 0 })
    } finally {
      setProductTimeZone('Asia/Kolkata')
    }
  })
})

describe('GET /api/admin/dashboard', () => {
  it('answers 401 anonymous and 403 to students', async () => {
    expect((await get('/api/admin/dashboard', null)).statusCode).toBe(401)
    expect((await get('/api/admin/dashboard', student)).statusCode).toBe(403)
  })

  it('gives the four counts, the latest 5 activities in words, the top 3 startups and 30 days', async () => {
    const yesterday = new Date(Date.now() - 24 * 3600 * 1000)
    await t.database.db
      .insert(pageViews)
      .values([{ path: '/app' }, { path: '/app/startups' }, { path: '/', createdAt: yesterday }])
    await t.database.db.insert(activityLogs).values([
      { actionType: 'template_used', entityType: 'template', details: { title: 'Short internship ask' } },
      { actionType: 'template_used', entityType: 'template', createdAt: yesterday },
    ])
    const res = await get('/api/admin/dashboard')
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toBe('no-store')
    const body = res.json() as AdminDashboardResponse
    // the board's open postings (the seed also has closed ones, a draft and one past its deadline)
    const board = (await get('/api/internships', student)).json() as { total: number }
    expect(body.counts).toEqual({
      users: 2,
      activeInternships: board.total,
      startups: 66,
      activeTemplates: expect.any(Number),
    })
    expect(body.counts.activeTemplates).toBeGreaterThanOrEqual(8)

    expect(body.recentActivity).toHaveLength(5)
    const [latest] = body.recentActivity
    expect(latest).toMatchObject({ actionType: 'template_used', subject: 'Short internship ask' })
    // the sign-up of the student: who and about whom
    const signUp = body.recentActivity.find(
      (a) => a.actionType === 'sign_up' && a.entityId === student.userId,
    )
    expect(signUp).toMatchObject({ actor: 'Meera Iyer', subject: student.email })

    expect(body.topStartups).toHaveLength(3)
    const views = body.topStartups.map((s) => s.viewsCount)
    expect([...views].sort((a, b) => b - a)).toEqual(views)

    expect(body.days).toHaveLength(30)
    const today = productToday()
    const yesterdayDate = productToday(yesterday)
    expect(body.days.at(-1)).toEqual({
      date: today,
      signUps: 2,
      templateUses: 1,
      pageViews: 2,
      mailboxSends: 0,
      replies: 0,
      bounces: 0,
    })
    expect(body.days.at(-2)).toMatchObject({ date: yesterdayDate, templateUses: 1, pageViews: 1 })
    expect(body.days.reduce((n, d) => n + d.pageViews, 0)).toBe(3)
    expect(body.readLimitHits).toEqual([])
  })

  it('counts mailbox sends, replies and bounces per day, and lists the reply rate of each template', async () => {
    const [template] = await t.database.db
      .select({ id: emailTemplates.id, title: emailTemplates.title })
      .from(emailTemplates)
      .where(and(eq(emailTemplates.status, 'active'), eq(emailTemplates.category, 'internship')))
      .limit(1)
    const today = new Date()
    const yesterday = new Date(Date.now() - 24 * 3600 * 1000)
    const send = (i: number, extra: Partial<typeof outreachSends.$inferInsert> = {}) => ({
      userId: student.userId,
      templateId: template!.id,
      company: 'Acme',
      contactEmail: `p${i}@acme.test`,
      channel: 'mailbox',
      delivery: 'sent',
      sentAt: yesterday,
      ...extra,
    })
    const first = Array.from({ length: 20 }, (_, i) => send(i))
    // 5 of yesterday's answered today, 2 bounced today; a follow-up sent today; one still scheduled
    for (const row of first.slice(0, 5)) Object.assign(row, { status: 'replied', repliedAt: today })
    for (const row of first.slice(5, 7)) Object.assign(row, { status: 'bounced', statusUpdatedAt: today })
    const [root] = await t.database.db.insert(outreachSends).values(first).returning({ id: outreachSends.id })
    await t.database.db
      .insert(outreachSends)
      .values([
        send(30, { threadSendId: root!.id, followUpIndex: 1, sentAt: today }),
        send(31, { delivery: 'scheduled', sentAt: today }),
        send(32, { channel: 'mailto', delivery: null, sentAt: today }),
      ])

    const body = (await get('/api/admin/dashboard')).json() as AdminDashboardResponse
    const pick = ({ mailboxSends, replies, bounces }: AdminDashboardResponse['days'][number]) => ({
      mailboxSends,
      replies,
      bounces,
    })
    expect(pick(body.days.at(-2)!)).toEqual({ mailboxSends: 20, replies: 0, bounces: 0 })
    expect(pick(body.days.at(-1)!)).toEqual({ mailboxSends: 1, replies: 5, bounces: 2 })

    expect(body.templateRates[0]).toEqual({
      id: template!.id,
      title: template!.title,
      category: 'internship',
      sends: 20,
      replies: 5,
      successRate: 25,
    })
    expect(body.templateRates.slice(1).every((r) => r.successRate === null && r.sends === 0)).toBe(true)
    // nobody's emails: counts only
    expect(JSON.stringify(body.templateRates)).not.toContain('acme.test')
  })

  it('lists an account that hit the daily limit on startup pages: who, when, on how many days, how many refused', async () => {
    const startups = (await get('/api/startups?limit=3&sort=a-z', null)).json() as {
      items: { id: string }[]
    }
    const [a, b, c] = startups.items.map((s) => s.id)
    // as if the student had opened all but one of today's pages already, and hit the limit 20 days ago
    const twentyDaysAgo = sql`now() - interval '20 days'`
    await t.database.db.insert(startupReads).values([
      { userId: student.userId, day: productToday(), count: STARTUP_READS_PER_DAY - 1, limitedAt: null },
      {
        userId: student.userId,
        day: sql`${productToday()}::date - 20`,
        count: STARTUP_READS_PER_DAY + 5,
        limitedAt: twentyDaysAgo,
        updatedAt: twentyDaysAgo,
      },
    ])
    expect((await get(`/api/startups/${a}`, student)).statusCode).toBe(200)
    expect((await get(`/api/startups/${b}`, student)).statusCode).toBe(429)
    const before = Date.now()
    expect((await get(`/api/startups/${c}`, student)).statusCode).toBe(429)

    const body = (await get('/api/admin/dashboard')).json() as AdminDashboardResponse
    expect(body.readLimitHits).toEqual([
      {
        userId: student.userId,
        name: 'Meera Iyer',
        email: student.email,
        lastHitAt: expect.any(String),
        days: 2,
        refused: 5 + 2,
      },
    ])
    expect(Date.parse(body.readLimitHits[0]!.lastHitAt)).toBeGreaterThanOrEqual(before - 1000)
  })
})

describe('GET /api/admin/activity', () => {
  it('answers 401 anonymous and 403 to students', async () => {
    expect((await get('/api/admin/activity', null)).statusCode).toBe(401)
    expect((await get('/api/admin/activity', student)).statusCode).toBe(403)
  })

  it('pages newest first and filters by kind and text', async () => {
    const first = (await get('/api/admin/activity')).json() as ActivityListResponse
    expect(first.pageSize).toBe(25)
    expect(first.total).toBeGreaterThanOrEqual(14)
    const times = first.items.map((i) => i.createdAt)
    expect([...times].sort().reverse()).toEqual(times)

    const startupsOnly = (await get('/api/admin/activity?kind=startups')).json() as ActivityListResponse
    expect(startupsOnly.total).toBe(6)
    expect(startupsOnly.items).toHaveLength(6)
    expect(startupsOnly.items.every((i) => i.entityType === 'startup')).toBe(true)

    const signUps = (await get('/api/admin/activity?kind=sign-ups')).json() as ActivityListResponse
    expect(signUps.items.map((i) => i.actionType)).toEqual(['sign_up', 'sign_up'])
    // nothing above signs in: one good and one wrong password give the filter something to find
    for (const password of [TEST_PASSWORD, 'not the password at all']) {
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in',
        headers: sameOrigin,
        payload: { email: student.email, password },
      })
    }
    const signIns = (await get('/api/admin/activity?kind=sign-ins')).json() as ActivityListResponse
    expect(signIns.items.map((i) => i.actionType)).toEqual(['sign_in_failed', 'sign_in'])
    const helper = await signUpUser(t.app, { fullName: 'Ravi Helper' })
    await changeAdminRole(t.database.db, helper.email, 'grant', 'cli')
    const accounts = (await get('/api/admin/activity?kind=accounts')).json() as ActivityListResponse
    expect(accounts.items[0]).toMatchObject({ actionType: 'role_granted', subject: helper.email })

    const meera = (await get('/api/admin/activity?q=meera')).json() as ActivityListResponse
    expect(meera.items.length).toBeGreaterThan(0)
    expect(meera.items.every((i) => i.actor === 'Meera Iyer')).toBe(true)

    const named = (await get('/api/admin/activity?q=Nestmate')).json() as ActivityListResponse
    expect(named.items.map((i) => i.subject)).toEqual(['Nestmate'])

    const page2 = (await get('/api/admin/activity?page=2')).json() as ActivityListResponse
    expect(page2.page).toBe(2)
    expect(page2.items.map((i) => i.id)).not.toContain(first.items[0]!.id)
  })

  it('refuses bad filters with a 400 that names the field and the rule', async () => {
    const refusals: [string, string][] = [
      [
        '?kind=planet',
        'kind: Kind must be one of sign-ups, sign-ins, accounts, startups, templates, internships',
      ],
      ['?q=%00', 'q: Search: Text must not contain a NUL character (\\u0000)'],
      ['?page=-1', 'page: Too small: expected number to be >=1'],
      ['?page=abc', 'page: Invalid input: expected number, received NaN'],
      [`?q=${'x'.repeat(500)}`, 'q: Search must be at most 200 characters'],
    ]
    for (const [query, message] of refusals) {
      const res = await get(`/api/admin/activity${query}`)
      expect(res.statusCode, query).toBe(400)
      expect(res.json().message, query).toBe(message)
    }
  })
})
