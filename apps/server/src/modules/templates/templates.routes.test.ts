import { and, count, eq, inArray, isNull, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  TEMPLATE_RATE_MIN_SENDS,
  TEMPLATE_USED_ACTION,
  replyRateText,
  type EmailTemplate,
  type TemplateListResponse,
} from '@coldstart/contract'
import {
  activityLogs,
  emailTemplates,
  outreachSends,
  users,
  type NewOutreachSend,
} from '../../db/schema/index.ts'
import { bearer, signUpAdmin, signUpUser, type SignedInUser } from '../../testing/auth.ts'
import { createTestApp, type TestApp } from '../../testing/test-app.ts'

let t: TestApp
let user: SignedInUser
let other: SignedInUser
let admin: SignedInUser
beforeAll(async () => {
  t = await createTestApp({ seed: true })
  user = await signUpUser(t.app)
  other = await signUpUser(t.app)
  admin = await signUpAdmin(t.app, t.database.db)
})
afterAll(() => t.close())

const list = (who?: SignedInUser) =>
  t.app.inject({ method: 'GET', url: '/api/templates', headers: who ? bearer(who.accessToken) : {} })
const use = (id: string, who?: SignedInUser) =>
  t.app.inject({
    method: 'POST',
    url: `/api/templates/${id}/use`,
    headers: who ? bearer(who.accessToken) : {},
  })

describe('GET /api/templates', () => {
  it('is for signed-in users', async () => {
    const res = await list()
    expect(res.statusCode).toBe(401)
    expect(res.json()).toMatchObject({ message: 'Auth session missing!' })
  })

  it('lists the active templates newest first, with their usage counts', async () => {
    await t.database.db.insert(emailTemplates).values({
      title: 'Brand new',
      category: 'follow-up',
      templateContent: 'Hi {{first_name|there}}',
      createdAt: new Date(Date.now() + 60_000),
    })
    for (const who of [user, admin]) {
      const res = await list(who)
      expect(res.statusCode).toBe(200)
      expect(res.headers['cache-control']).toBe('no-store')
      const { items } = res.json() as TemplateListResponse
      expect(items[0]).toMatchObject({
        title: 'Brand new',
        category: 'follow-up',
        usageCount: 0,
        noReplyUse: 'any',
      })
      // which no-reply follow-up each demo follow-up suits: a thank-you is never a nudge
      const uses = Object.fromEntries(
        items.filter((i) => i.category === 'follow-up').map((i) => [i.title, i.noReplyUse]),
      )
      expect(uses).toMatchObject({
        'Gentle follow-up after a week': 'first',
        'Thank-you after an interview': 'never',
        'Last follow-up, closing the loop': 'last',
        'Follow-up with new work': 'any',
      })
      expect(items.map((i) => i.title)).not.toContain('Cover letter (long form)') // archived
      expect(items.length).toBeGreaterThanOrEqual(10)
      const dates = items.map((i) => Date.parse(i.createdAt))
      expect(dates).toEqual([...dates].sort((a, b) => b - a))
      expect(Object.keys(items[0]!).sort()).toEqual(
        [
          'id',
          'title',
          'description',
          'category',
          'templateContent',
          'noReplyUse',
          'usageCount',
          'replyRate',
          'best',
          'createdAt',
        ].sort(),
      )
    }
  })
})

describe('POST /api/templates/:id/use', () => {
  async function firstTemplate() {
    const { items } = (await list(user)).json() as TemplateListResponse
    return items.find((i) => i.title === 'Short internship ask')!
  }

  it('is for signed-in users', async () => {
    const template = await firstTemplate()
    expect((await use(template.id)).statusCode).toBe(401)
  })

  it('adds one and returns the new count, for any user and the admin', async () => {
    const template = await firstTemplate()
    const a = await use(template.id, user)
    expect(a.statusCode).toBe(200)
    expect(a.json()).toEqual({ id: template.id, usageCount: template.usageCount + 1 })
    expect((await use(template.id, other)).json()).toMatchObject({ usageCount: template.usageCount + 2 })
    expect((await use(template.id, admin)).json()).toMatchObject({ usageCount: template.usageCount + 3 })
  })

  it("logs each use with its user, for the admin dashboard's template-use chart", async () => {
    const template = await firstTemplate()
    await use(template.id, other)
    const logged = await t.database.db
      .select({ details: activityLogs.details })
      .from(activityLogs)
      .where(
        and(
          eq(activityLogs.actionType, TEMPLATE_USED_ACTION),
          eq(activityLogs.userId, other.userId),
          eq(activityLogs.entityId, template.id),
        ),
      )
    expect(logged.length).toBeGreaterThan(0)
    expect(logged[0]!.details).toEqual({ title: 'Short internship ask' })
  })

  it('counts each user once a day, exactly, under 30 concurrent uses from three users', async () => {
    const { items } = (await list(user)).json() as TemplateListResponse
    const template = items.find((i) => i.title !== 'Short internship ask')!
    const who = [user, other, admin]
    const results = await Promise.all(Array.from({ length: 30 }, (_, i) => use(template.id, who[i % 3])))
    expect(results.every((r) => r.statusCode === 200)).toBe(true)
    const counts = results.map((r) => (r.json() as { usageCount: number }).usageCount)
    expect(Math.max(...counts)).toBe(template.usageCount + 3)
    const [row] = await t.database.db
      .select({ n: emailTemplates.usageCount })
      .from(emailTemplates)
      .where(eq(emailTemplates.id, template.id))
    expect(row!.n).toBe(template.usageCount + 3)
  })

  it('404s an unknown or archived template, 400s a malformed id', async () => {
    const [archived] = await t.database.db
      .select({ id: emailTemplates.id })
      .from(emailTemplates)
      .where(eq(emailTemplates.status, 'archived'))
    expect((await use(archived!.id, user)).statusCode).toBe(404)
    const unknown = await use('00000000-0000-4000-8000-000000000000', user)
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json()).toMatchObject({ message: 'Template not found' })
    for (const bad of ['nope', '%00', '%F0%9F', 'x'.repeat(5000), '%ED%A0%80']) {
      const res = await use(bad, user)
      expect(res.statusCode, bad.slice(0, 20)).toBeGreaterThanOrEqual(400)
      expect(res.statusCode, bad.slice(0, 20)).toBeLessThan(500)
    }
  })
})

describe('reply rates on GET /api/templates', () => {
  const byTitle = async (title: string, who: SignedInUser = user) => {
    const { items } = (await list(who)).json() as TemplateListResponse
    return items.find((i) => i.title === title)!
  }
  const templateIdOf = async (title: string) => (await byTitle(title)).id

  /** `count` first emails of `who` with the template, sent from the mailbox unless told otherwise. */
  async function sends(
    templateId: string,
    who: SignedInUser,
    count: number,
    extra: Partial<NewOutreachSend> = {},
  ) {
    const rows = Array.from({ length: count }, (_, i) => ({
      userId: who.userId,
      templateId,
      company: 'Acme',
      contactEmail: `founder${i}@acme.test`,
      channel: 'mailbox',
      delivery: 'sent',
      ...extra,
    }))
    return (await t.database.db.insert(outreachSends).values(rows).returning({ id: outreachSends.id })).map(
      (r) => r.id,
    )
  }
  const setStatus = (ids: string[], status: string) =>
    t.database.db.update(outreachSends).set({ status }).where(inArray(outreachSends.id, ids))

  it(`shows no rate below ${TEMPLATE_RATE_MIN_SENDS} mailbox sends, then the rate over all students`, async () => {
    const id = await templateIdOf('Short internship ask')
    const mine = await sends(id, user, 12)
    const theirs = await sends(id, other, TEMPLATE_RATE_MIN_SENDS - 13)
    await setStatus([...mine.slice(0, 3), theirs[0]!], 'replied')
    expect(await byTitle('Short internship ask')).toMatchObject({ replyRate: null, best: false })

    const last = await sends(id, other, 1, { delivery: 'scheduled' })
    expect((await byTitle('Short internship ask')).replyRate).toBeNull()
    // the scheduled email goes out: the 20th send
    await t.database.db.update(outreachSends).set({ delivery: 'sent' }).where(inArray(outreachSends.id, last))
    for (const who of [user, other, admin]) {
      const template = await byTitle('Short internship ask', who)
      expect(template.replyRate).toEqual({ percent: 20, emails: 20 })
      expect(replyRateText(template.replyRate!)).toBe('Replied to 20% of 20 emails')
    }
  })

  it('counts first emails sent from a mailbox only: not follow-ups, other channels, or unsent emails', async () => {
    const id = await templateIdOf('Short internship ask')
    const before = (await byTitle('Short internship ask')).replyRate!
    const [root] = await sends(id, user, 1)
    const followUp = await sends(id, user, 1, { threadSendId: root, followUpIndex: 1 })
    await setStatus(followUp, 'replied')
    await sends(id, user, 2, { channel: 'mailto', delivery: null, status: 'replied' })
    await sends(id, user, 1, { delivery: 'failed' })
    await sends(id, user, 1, { delivery: 'cancelled' })
    // bounced still went out: it counts as sent, not as replied
    const bounced = await sends(id, other, 1)
    await setStatus(bounced, 'bounced')
    const after = (await byTitle('Short internship ask')).replyRate!
    expect(after.emails).toBe(before.emails + 2)
    expect(after.percent).toBe(Math.round((4 / 22) * 10_000) / 100)
  })

  it('follows a reply taken back and an account deleted', async () => {
    const id = await templateIdOf('Short internship ask')
    const gone = await signUpUser(t.app)
    const theirs = await sends(id, gone, 3)
    await setStatus(theirs, 'replied')
    const counted = async () => {
      const [row] = await t.database.db
        .select({ s: emailTemplates.mailboxSends, r: emailTemplates.mailboxReplies })
        .from(emailTemplates)
        .where(eq(emailTemplates.id, id))
      return row!
    }
    const withThem = await counted()
    await setStatus(theirs.slice(0, 1), 'sent')
    expect(await counted()).toEqual({ s: withThem.s, r: withThem.r - 1 })
    await t.database.db.delete(users).where(eq(users.id, gone.userId))
    expect(await counted()).toEqual({ s: withThem.s - 3, r: withThem.r - 3 })
    // the stored counters equal a count over the sends
    const s = outreachSends
    const firstEmails = and(
      eq(s.templateId, id),
      eq(s.channel, 'mailbox'),
      eq(s.delivery, 'sent'),
      isNull(s.threadSendId),
    )
    const [recount] = await t.database.db
      .select({ s: count(), r: count(sql`case when ${s.status} = 'replied' then 1 end`) })
      .from(s)
      .where(firstEmails)
    expect(recount).toEqual(await counted())
  })

  it('marks the best rate of each category, and nothing of a category without rates', async () => {
    const id = await templateIdOf('Short internship ask')
    const rival = (await byTitle('Short internship ask')).replyRate!
    const [other1] = (await list(user))
      .json()
      .items.filter((i: EmailTemplate) => i.category === 'internship' && i.id !== id) as EmailTemplate[]
    const better = await sends(other1!.id, admin, TEMPLATE_RATE_MIN_SENDS)
    await setStatus(better.slice(0, 10), 'replied')
    const { items } = (await list(user)).json() as TemplateListResponse
    expect(rival.percent).toBeLessThan(50)
    expect(items.filter((i) => i.best).map((i) => i.id)).toEqual([other1!.id])
    expect(items.find((i) => i.id === other1!.id)!.replyRate).toEqual({ percent: 50, emails: 20 })
    expect(items.filter((i) => i.category === 'follow-up').every((i) => !i.best)).toBe(true)
  })
})
