import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { MailboxSendResponse } from '@coldstart/contract'
import { jobs, outreachSends, startupEmployees, startups } from '../../db/schema/index.ts'
import { bearer, sameOrigin, signUpUser, type SignedInUser } from '../../testing/auth.ts'
import { mailServersMissing, startMailServers, type MailServers } from '../../testing/mail-servers.ts'
import { createTestApp, type TestApp } from '../../testing/test-app.ts'
import { mailGroup } from './send-job.ts'

const missing = mailServersMissing()
if (missing) console.warn(missing)

/** The send job of one outreach send. */
const jobOfSend = (sendId: string) => sql`${jobs.payload}->>'sendId' = ${sendId}`

const SUBJECT = 'Stage d’été à Zürich — idées ✓ 🚀'
const MINUTE = 60_000

function fakeClock(start: Date) {
  let now = start.getTime()
  return {
    now: () => new Date(now),
    advance: (ms: number) => {
      now += ms
    },
    set: (at: Date) => {
      now = at.getTime()
    },
  }
}

describe.skipIf(missing)('sending from the student’s mailbox, against real Dovecot and SMTP', () => {
  let mail: MailServers
  let t: TestApp
  // 11:30 in Asia/Kolkata: inside the sending hours
  const clock = fakeClock(new Date('2026-11-27T06:00:00Z'))
  let startupId: string
  const employees: Record<string, string> = {}

  beforeAll(async () => {
    const students = ['asha', 'ravi', 'meera', 'kiran', 'dev', 'lata', 'nila'].map((n) => ({
      address: `${n}@mail.test`,
      password: `${n}-app-password`,
    }))
    mail = await startMailServers([
      ...students,
      { address: 'founder@mail.test', password: 'f' },
      { address: 'cofounder@mail.test', password: 'c' },
    ])
    t = await createTestApp({ env: { MAILBOX_ALLOW_PRIVATE_HOSTS: 'true' }, clock })
    const [startup] = await t.database.db
      .insert(startups)
      .values({ name: 'Ünïcorn Labs', status: 'approved' })
      .returning({ id: startups.id })
    startupId = startup!.id
    for (const [name, email] of [
      ['Zoë Ångström', 'founder@mail.test'],
      ['Ravi Co', 'cofounder@mail.test'],
      ['Nobody Here', 'nobody@mail.test'],
    ] as const) {
      const [inserted] = await t.database.db
        .insert(startupEmployees)
        .values({ startupId, name, email })
        .returning({ id: startupEmployees.id })
      employees[email] = inserted!.id
    }
  })
  afterAll(async () => {
    await t?.close()
    await mail?.close()
  })

  /** Connects `student`'s mailbox on the local servers (a reconnect when one is connected already). */
  async function connect(student: SignedInUser, user: { address: string; password: string }) {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/mailbox',
      headers: { ...sameOrigin, ...bearer(student.accessToken) },
      payload: {
        address: user.address,
        provider: 'other',
        password: user.password,
        imap: { host: '127.0.0.1', port: mail.imapPort, security: 'none' },
        smtp: { host: '127.0.0.1', port: mail.smtpPort, security: 'none' },
      },
    })
    expect(res.statusCode, res.body).toBe(200)
  }

  async function studentWithMailbox(name: string): Promise<SignedInUser> {
    const student = await signUpUser(t.app)
    await connect(
      student,
      mail.users.find((u) => u.address === `${name}@mail.test`)!,
    )
    return student
  }

  async function queue(student: SignedInUser, to: string[], extra: Record<string, unknown> = {}) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/mailbox/sends',
      headers: { ...sameOrigin, ...bearer(student.accessToken) },
      payload: {
        startupId,
        employeeIds: to.map((e) => employees[e]),
        subject: SUBJECT,
        body: 'Hello Zoë,\n\nI read about your work on https://example.com/blog?id=1 and…\n\nAsha',
        ...extra,
      },
    })
    expect(res.statusCode, res.body).toBe(201)
    return res.json<MailboxSendResponse>()
  }

  const post = (student: SignedInUser, url: string, payload?: object) =>
    t.app.inject({
      method: payload ? 'PATCH' : 'POST',
      url,
      headers: { ...sameOrigin, ...bearer(student.accessToken) },
      ...(payload && { payload }),
    })

  async function rowOf(id: string) {
    const [row] = await t.database.db
      .select({
        delivery: outreachSends.delivery,
        messageId: outreachSends.messageId,
        failureReason: outreachSends.failureReason,
      })
      .from(outreachSends)
      .where(eq(outreachSends.id, id))
    // every mailbox send has its Message-ID before its first attempt
    return { ...row!, messageId: row!.messageId! }
  }

  const copiesOf = async (address: string, messageId: string, folder = 'INBOX') =>
    (await mail.readMailbox(address, folder)).filter((m) => m.messageId === messageId)

  it('sends now: one plain-text message per member, our Message-ID, a UTF-8 subject, spaced apart, filed in Sent', async () => {
    const asha = await studentWithMailbox('asha')
    const queued = await queue(asha, ['founder@mail.test', 'cofounder@mail.test'])
    expect(queued.sends).toHaveLength(2)
    expect(queued.goesOut.reason).toBe('soon')

    const rows = () => Promise.all(queued.sends.map((send) => rowOf(send.id)))
    expect(await t.jobs.workDue()).toBeGreaterThanOrEqual(1)
    // one goes; the other waits for the mailbox's gap (60-180 s)
    expect((await rows()).map((r) => r.delivery).sort()).toEqual(['scheduled', 'sent'])
    clock.advance(3 * MINUTE)
    await t.jobs.workDue()
    const both = await rows()
    expect(both.map((r) => r.delivery)).toEqual(['sent', 'sent'])
    const to = (address: string) => both[queued.sends.findIndex((q) => q.contactEmail === address)]!
    const first = to('founder@mail.test')
    expect(first.messageId).toMatch(/^<[\da-f-]{36}@coldstart\.mail\.test>$/)

    const [received] = await copiesOf('founder@mail.test', first.messageId)
    expect(received!.subject).toBe(SUBJECT)
    expect(received!.raw).toMatch(/^Content-Type: text\/plain; charset=utf-8/im)
    expect(received!.raw).toMatch(/^From: .*<asha@mail\.test>\r?$/im)
    expect(received!.raw).toMatch(/^To: =\?UTF-8\?/im)
    expect(received!.raw).not.toMatch(/<img|text\/html/i)
    // quoted-printable undone: the link is as written
    expect(received!.raw.replace(/=\r?\n/g, '').replaceAll('=3D', '=')).toContain(
      'https://example.com/blog?id=1 ',
    )
    expect(await copiesOf('cofounder@mail.test', to('cofounder@mail.test').messageId)).toHaveLength(1)
    // Dovecot does not file SMTP sends: our copy is in Sent
    expect(await copiesOf('asha@mail.test', first.messageId, 'Sent')).toHaveLength(1)

    const log = await t.app.inject({
      method: 'GET',
      url: '/api/outreach/sends',
      headers: bearer(asha.accessToken),
    })
    expect(
      log.json().items.map((s: { delivery: string; channel: string }) => [s.channel, s.delivery]),
    ).toEqual([
      ['mailbox', 'sent'],
      ['mailbox', 'sent'],
    ])
  })

  it('a scheduled email goes at its time, not before', async () => {
    const ravi = await studentWithMailbox('ravi')
    const at = new Date(clock.now().getTime() + 90 * MINUTE)
    const queued = await queue(ravi, ['founder@mail.test'], { scheduledFor: at.toISOString() })
    expect(queued.goesOut).toEqual({ at: at.toISOString(), reason: 'scheduled' })
    const id = queued.sends[0]!.id
    await t.jobs.workDue()
    expect((await rowOf(id)).delivery).toBe('scheduled')
    clock.advance(89 * MINUTE)
    await t.jobs.workDue()
    expect((await rowOf(id)).delivery).toBe('scheduled')
    clock.advance(MINUTE)
    await t.jobs.workDue()
    const row = await rowOf(id)
    expect(row.delivery).toBe('sent')
    expect(await copiesOf('founder@mail.test', row.messageId)).toHaveLength(1)
  })

  it('a retry whose earlier outcome is unknown finds the message in Sent and sends nothing more', async () => {
    const meera = await studentWithMailbox('meera')
    const id = (await queue(meera, ['founder@mail.test'])).sends[0]!.id
    await t.jobs.workDue()
    const { messageId } = await rowOf(id)
    expect(await copiesOf('founder@mail.test', messageId)).toHaveLength(1)

    // as if the worker died after the message went: the row says sending, the job's lease ran out
    await t.database.db.update(outreachSends).set({ delivery: 'sending' }).where(eq(outreachSends.id, id))
    await t.database.db
      .update(jobs)
      .set({ state: 'running', finishedAt: null, leaseUntil: clock.now() })
      .where(jobOfSend(id))
    clock.advance(4 * MINUTE)
    expect(await t.jobs.workDue()).toBe(1)
    const [job] = await t.database.db
      .select({ outcomeUnknown: jobs.outcomeUnknown, state: jobs.state })
      .from(jobs)
      .where(jobOfSend(id))
    expect(job).toEqual({ outcomeUnknown: true, state: 'done' })
    expect((await rowOf(id)).delivery).toBe('sent')
    expect(await copiesOf('founder@mail.test', messageId)).toHaveLength(1)
  })

  it('a refused recipient (5xx) fails with the reason; Retry queues it again', async () => {
    const kiran = await studentWithMailbox('kiran')
    const id = (await queue(kiran, ['nobody@mail.test'])).sends[0]!.id
    await t.jobs.workDue()
    const row = await rowOf(id)
    expect(row.delivery).toBe('failed')
    expect(row.failureReason).toMatch(/^The server refused the email to nobody@mail\.test: .*5\d\d/)

    const retried = await post(kiran, `/api/mailbox/sends/${id}/retry`)
    expect(retried.statusCode, retried.body).toBe(200)
    expect(retried.json()).toMatchObject({ delivery: 'scheduled', failureReason: null })
    clock.advance(4 * MINUTE)
    await t.jobs.workDue()
    expect((await rowOf(id)).delivery).toBe('failed')
  })

  it('a refused password pauses the mailbox; reconnecting sends what waited', async () => {
    const dev = await studentWithMailbox('dev')
    const user = mail.users.find((u) => u.address === 'dev@mail.test')!
    const real = user.password
    user.password = 'revoked'
    const id = (await queue(dev, ['founder@mail.test'])).sends[0]!.id
    await t.jobs.workDue()
    expect((await rowOf(id)).delivery).toBe('scheduled')
    const status = await t.app.inject({
      method: 'GET',
      url: '/api/mailbox',
      headers: bearer(dev.accessToken),
    })
    expect(status.json().pausedReason).toBe('Your mail server refused the app password')
    expect((await t.jobs.groupStatus(mailGroup(dev.userId))).pausedReason).toBeTruthy()
    clock.advance(10 * MINUTE)
    expect((await rowOf(id)).delivery).toBe('scheduled')

    user.password = real
    await connect(dev, user)
    expect((await t.jobs.groupStatus(mailGroup(dev.userId))).pausedReason).toBeNull()
    await t.jobs.workDue()
    const row = await rowOf(id)
    expect(row.delivery).toBe('sent')
    expect(await copiesOf('founder@mail.test', row.messageId)).toHaveLength(1)
  })

  it('keeps to the daily limit and the sending hours, in the student’s zone', async () => {
    const lata = await studentWithMailbox('lata')
    const saved = await post(lata, '/api/mailbox/settings', { dailyLimit: 1, timeZone: 'Asia/Kolkata' })
    expect(saved.json()).toEqual({ dailyLimit: 1, timeZone: 'Asia/Kolkata', sentToday: 0 })
    // 19:00 in Kolkata
    clock.set(new Date('2026-11-28T13:30:00Z'))
    const first = await queue(lata, ['founder@mail.test'])
    expect(first.goesOut.reason).toBe('soon')
    const second = await queue(lata, ['cofounder@mail.test'])
    expect(second.goesOut).toEqual({ at: '2026-11-29T02:30:00.000Z', reason: 'limit' })
    await t.jobs.workDue()
    clock.advance(4 * MINUTE)
    await t.jobs.workDue()
    expect((await rowOf(first.sends[0]!.id)).delivery).toBe('sent')
    expect((await rowOf(second.sends[0]!.id)).delivery).toBe('scheduled')
    const [job] = await t.database.db
      .select({ runAt: jobs.runAt })
      .from(jobs)
      .where(jobOfSend(second.sends[0]!.id))
    // tomorrow's 08:00 in Kolkata
    expect(job!.runAt.toISOString()).toBe('2026-11-29T02:30:00.000Z')

    // 21:00 there: a new day's limit is not the matter, the hours are
    await post(lata, '/api/mailbox/settings', { dailyLimit: 30 })
    clock.set(new Date('2026-11-29T15:30:00Z'))
    const late = await queue(lata, ['founder@mail.test'])
    expect(late.goesOut.reason).toBe('window')
    expect(late.goesOut.at >= '2026-11-30T02:30:00.000Z').toBe(true)
    await t.jobs.workDue()
    expect((await rowOf(late.sends[0]!.id)).delivery).toBe('scheduled')
    clock.set(new Date('2026-11-30T02:31:00Z'))
    await t.jobs.workDue()
    clock.advance(4 * MINUTE)
    await t.jobs.workDue()
    expect((await rowOf(second.sends[0]!.id)).delivery).toBe('sent')
    expect((await rowOf(late.sends[0]!.id)).delivery).toBe('sent')
  })

  it('follows up in the thread while no one replied, and stops once the first email is replied to', async () => {
    const nila = await studentWithMailbox('nila')
    clock.set(new Date('2026-12-01T06:00:00Z'))
    const queued = await queue(nila, ['founder@mail.test'], {
      followUps: [
        { afterDays: 2, body: 'Just following up on my note.' },
        { afterDays: 3, body: 'One last note from me.' },
      ],
    })
    expect(queued.sends.map((s) => s.followUpIndex)).toEqual([null, 1, 2])
    const [first, second, third] = queued.sends.map((s) => s.id)
    await t.jobs.workDue()
    const firstRow = await rowOf(first!)
    expect(firstRow.delivery).toBe('sent')

    clock.advance(2 * 86_400_000)
    await t.jobs.workDue()
    const followUp = await rowOf(second!)
    expect(followUp.delivery).toBe('sent')
    const [received] = await copiesOf('founder@mail.test', followUp.messageId)
    expect(received!.subject).toBe(`Re: ${SUBJECT}`)
    expect(received!.raw).toContain(`In-Reply-To: ${firstRow.messageId}`)
    expect(received!.raw).toContain(`References: ${firstRow.messageId}`)

    const replied = await t.app.inject({
      method: 'PATCH',
      url: `/api/outreach/sends/${first}`,
      headers: { ...sameOrigin, ...bearer(nila.accessToken) },
      payload: { status: 'replied' },
    })
    expect(replied.statusCode, replied.body).toBe(200)
    clock.advance(3 * 86_400_000)
    await t.jobs.workDue()
    const last = await rowOf(third!)
    expect(last.delivery).toBe('cancelled')
    expect(await copiesOf('founder@mail.test', last.messageId)).toHaveLength(0)
  })
})
