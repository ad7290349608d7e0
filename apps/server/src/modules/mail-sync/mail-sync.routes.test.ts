import { and, desc, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { jobs, mailboxes, outreachSends, startupEmployees } from '../../db/schema/index.ts'
import { bearer, sameOrigin, signUpUser, type SignedInUser } from '../../testing/auth.ts'
import { mailServersMissing, startMailServers, type MailServers } from '../../testing/mail-servers.ts'
import { createTestApp, type TestApp } from '../../testing/test-app.ts'
import { insertFollowUp, insertMailboxSend, insertTeamMember, rawMail } from './mail-sync.test-kit.ts'

const missing = mailServersMissing()
if (missing) console.warn(missing)

const PASSWORD = 'pqrs-tuvw-xyza-bcde'
const DAY = 86_400_000
const STUDENTS = Array.from({ length: 10 }, (_, i) => `student${i}@mail.test`)

describe.skipIf(missing)('the mailbox sync against real Dovecot', () => {
  let mail: MailServers
  let t: TestApp
  let now = new Date()
  const clock = { now: () => now }
  let nextStudent = 0

  beforeAll(async () => {
    mail = await startMailServers(STUDENTS.map((address) => ({ address, password: PASSWORD })))
    t = await createTestApp({ env: { MAILBOX_ALLOW_PRIVATE_HOSTS: 'true' }, clock })
  })
  afterAll(async () => {
    await t?.close()
    await mail?.close()
  })

  /** A signed-in student with their own mailbox connected. */
  async function student(): Promise<SignedInUser & { address: string }> {
    const address = STUDENTS[nextStudent++]!
    const user = await signUpUser(t.app)
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/mailbox',
      headers: { ...sameOrigin, ...bearer(user.accessToken) },
      payload: {
        address,
        provider: 'other',
        password: PASSWORD,
        imap: { host: '127.0.0.1', port: mail.imapPort, security: 'none' },
        smtp: { host: '127.0.0.1', port: mail.smtpPort, security: 'none' },
      },
    })
    expect(res.statusCode).toBe(200)
    return { ...user, address }
  }

  async function checkNow(user: SignedInUser) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/mail-sync/check',
      headers: { ...sameOrigin, ...bearer(user.accessToken) },
    })
    expect(res.statusCode).toBe(202)
    await t.jobs.workDue()
  }

  const sendRow = async (id: string) => {
    const s = outreachSends
    const [row] = await t.database.db
      .select({
        status: s.status,
        delivery: s.delivery,
        replyFrom: s.replyFrom,
        replySnippet: s.replySnippet,
        repliedAt: s.repliedAt,
        scheduledFor: s.scheduledFor,
        autoReplyAt: s.autoReplyAt,
        possibleReplyFrom: s.possibleReplyFrom,
        possibleReplySnippet: s.possibleReplySnippet,
      })
      .from(s)
      .where(eq(s.id, id))
    return row!
  }
  const cursor = async (userId: string) => {
    const [row] = await t.database.db
      .select({ v: mailboxes.syncUidValidity, uid: mailboxes.syncLastUid, checked: mailboxes.lastCheckedAt })
      .from(mailboxes)
      .where(eq(mailboxes.userId, userId))
    return row!
  }
  const setMailbox = (userId: string, fields: Partial<typeof mailboxes.$inferInsert>) =>
    t.database.db.update(mailboxes).set(fields).where(eq(mailboxes.userId, userId))

  it('a reply naming our Message-ID makes the send replied, stops its follow-up and the nudge', async () => {
    const asha = await student()
    await checkNow(asha) // the cursor now marks the end of an empty INBOX
    const send = await insertMailboxSend(t.database.db, {
      userId: asha.userId,
      contactEmail: 'priya@kite.test',
    })
    const due = async () =>
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/outreach/due-count',
          headers: bearer(asha.accessToken),
        })
      ).json<{ due: number }>().due
    expect(await due()).toBe(1)
    const followUp = await insertFollowUp(
      t.database.db,
      t.jobs,
      { id: send.id, userId: asha.userId, contactEmail: 'priya@kite.test' },
      new Date(now.getTime() + 2 * DAY),
    )

    await mail.deliver(
      asha.address,
      rawMail(
        {
          From: 'Priya Sharma <priya@kite.test>',
          To: asha.address,
          Subject: 'Re: Internship at Kite',
          'In-Reply-To': send.messageId,
          References: send.messageId,
          'Content-Type': 'text/plain; charset=utf-8',
        },
        'Hi, happy to talk on Friday at 4.\r\n\r\nOn Tue, Asha wrote:\r\n> Hello Priya',
      ),
    )
    await checkNow(asha)

    expect(await sendRow(send.id)).toMatchObject({
      status: 'replied',
      replyFrom: 'priya@kite.test',
      replySnippet: 'Hi, happy to talk on Friday at 4.',
    })
    expect((await sendRow(send.id)).repliedAt).not.toBeNull()
    expect((await sendRow(followUp.id)).delivery).toBe('cancelled')
    expect((await t.jobs.find(followUp.jobId))?.state).toBe('cancelled')
    expect(await due()).toBe(0)
    expect((await cursor(asha.userId)).checked).not.toBeNull()

    const overview = await t.app.inject({
      method: 'GET',
      url: '/api/mail-sync/overview',
      headers: bearer(asha.accessToken),
    })
    expect(overview.json()).toMatchObject({
      sent: 1,
      replied: 1,
      items: [{ id: send.id, status: 'replied', replySnippet: 'Hi, happy to talk on Friday at 4.' }],
    })
  })

  it('an out-of-office moves the next follow-up (and its job) by three days; it is not a reply', async () => {
    const ravi = await student()
    await checkNow(ravi)
    const send = await insertMailboxSend(t.database.db, {
      userId: ravi.userId,
      contactEmail: 'rahul@fin.test',
    })
    const at = new Date(now.getTime() + DAY)
    const followUp = await insertFollowUp(
      t.database.db,
      t.jobs,
      { id: send.id, userId: ravi.userId, contactEmail: 'rahul@fin.test' },
      at,
    )
    const ooo = rawMail(
      {
        From: 'Rahul <rahul@fin.test>',
        Subject: 'Automatic reply: Internship at Kite',
        'Auto-Submitted': 'auto-replied',
        'In-Reply-To': send.messageId,
      },
      'I am out of the office until Monday.',
    )
    await mail.deliver(ravi.address, ooo)
    await checkNow(ravi)

    const row = await sendRow(send.id)
    expect(row.status).toBe('sent')
    expect(row.replySnippet).toBeNull()
    expect(row.autoReplyAt).not.toBeNull()
    const moved = new Date((await sendRow(followUp.id)).scheduledFor!)
    expect(moved.getTime()).toBe(at.getTime() + 3 * DAY)
    const job = await t.jobs.find(followUp.jobId)
    expect(job?.state).toBe('pending')
    expect(new Date(job!.runAt).getTime()).toBe(at.getTime() + 3 * DAY)

    // the same out-of-office read again (the cursor reset) moves nothing further
    await setMailbox(ravi.userId, { syncUidValidity: 1 })
    await checkNow(ravi)
    expect(new Date((await sendRow(followUp.id)).scheduledFor!).getTime()).toBe(at.getTime() + 3 * DAY)
  })

  it("a DSN bounce marks the send bounced, stops its follow-ups and counts the member's bounce once", async () => {
    const neha = await student()
    await checkNow(neha)
    const member = await insertTeamMember(t.database.db, 'Gone Co', 'founder@gone.test')
    const send = await insertMailboxSend(t.database.db, {
      userId: neha.userId,
      contactEmail: 'founder@gone.test',
      startupId: member.startup_id,
      employeeId: member.employee_id,
    })
    const followUp = await insertFollowUp(
      t.database.db,
      t.jobs,
      { id: send.id, userId: neha.userId, contactEmail: 'founder@gone.test' },
      new Date(now.getTime() + DAY),
    )
    const boundary = 'dsn-boundary'
    await mail.deliver(
      neha.address,
      rawMail(
        {
          From: 'Mail Delivery Subsystem <mailer-daemon@googlemail.com>',
          Subject: 'Delivery Status Notification (Failure)',
          'MIME-Version': '1.0',
          'Content-Type': `multipart/report; boundary="${boundary}"; report-type=delivery-status`,
        },
        [
          `--${boundary}`,
          'Content-Type: text/plain',
          '',
          "Address not found: your message wasn't delivered to founder@gone.test.",
          `--${boundary}`,
          'Content-Type: message/delivery-status',
          '',
          'Final-Recipient: rfc822; founder@gone.test',
          'Action: failed',
          'Status: 5.1.1',
          `--${boundary}`,
          'Content-Type: message/rfc822',
          '',
          `From: ${neha.address}`,
          'To: founder@gone.test',
          `Message-ID: ${send.messageId}`,
          'Subject: Internship at Gone Co',
          '',
          'Hello',
          `--${boundary}--`,
        ].join('\r\n'),
      ),
    )
    await checkNow(neha)
    const bounces = async () =>
      (
        await t.database.db
          .select({ n: startupEmployees.bounceCount })
          .from(startupEmployees)
          .where(eq(startupEmployees.id, member.employee_id))
      )[0]!.n
    expect((await sendRow(send.id)).status).toBe('bounced')
    expect((await sendRow(followUp.id)).delivery).toBe('cancelled')
    expect((await t.jobs.find(followUp.jobId))?.state).toBe('cancelled')
    expect(await bounces()).toBe(1)

    // read again from the start: still one bounce
    await setMailbox(neha.userId, { syncUidValidity: 1 })
    await checkNow(neha)
    expect(await bounces()).toBe(1)
    const overview = await t.app.inject({
      method: 'GET',
      url: '/api/mail-sync/overview',
      headers: bearer(neha.accessToken),
    })
    expect(overview.json()).toMatchObject({ sent: 1, bounced: 1, items: [{ status: 'bounced' }] })
  })

  it('a message from a stranger is stored nowhere; one from a colleague is a possible reply to confirm', async () => {
    const arjun = await student()
    await checkNow(arjun)
    const send = await insertMailboxSend(t.database.db, {
      userId: arjun.userId,
      contactEmail: 'ceo@agri.test',
    })
    const marker = 'zq-stranger-7341'
    await mail.deliver(
      arjun.address,
      rawMail({ From: `Shop <${marker}@shop.test>`, Subject: `Sale ${marker}` }, `Buy now ${marker}`),
    )
    await mail.deliver(
      arjun.address,
      rawMail({ From: 'Anil <anil@agri.test>', Subject: 'Your email to our CEO' }, 'Could you send your CV?'),
    )
    await checkNow(arjun)

    // every table, every row, as text: the stranger's address, subject and words appear nowhere
    const tables = await t.database.db.execute<{ name: string }>(
      sql`select tablename as name from pg_tables where schemaname = 'public'`,
    )
    for (const { name } of tables.rows) {
      const hits = await t.database.db.execute<{ n: number }>(
        sql`select count(*)::int as n from ${sql.identifier(name)} x where x::text ilike ${`%${marker}%`}`,
      )
      expect(hits.rows[0]!.n, name).toBe(0)
    }

    expect(await sendRow(send.id)).toMatchObject({
      status: 'sent',
      possibleReplyFrom: 'anil@agri.test',
      possibleReplySnippet: 'Could you send your CV?',
    })
    const confirm = await t.app.inject({
      method: 'POST',
      url: `/api/mail-sync/sends/${send.id}/confirm-reply`,
      headers: { ...sameOrigin, ...bearer(arjun.accessToken) },
    })
    expect(confirm.statusCode).toBe(200)
    expect(confirm.json()).toMatchObject({ status: 'replied', replyFrom: 'anil@agri.test' })
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/mail-sync/sends/${send.id}/dismiss-reply`,
      headers: { ...sameOrigin, ...bearer(arjun.accessToken) },
    })
    expect(again.statusCode).toBe(404)
  })

  it('the IMAP server away: retried with backoff, the cursor unchanged, the reply read once it is back', async () => {
    const meera = await student()
    await checkNow(meera)
    const before = await cursor(meera.userId)
    const send = await insertMailboxSend(t.database.db, {
      userId: meera.userId,
      contactEmail: 'meera@health.test',
    })
    await mail.deliver(
      meera.address,
      rawMail(
        { From: 'meera@health.test', Subject: 'Re: Internship', 'In-Reply-To': send.messageId },
        'Yes!',
      ),
    )
    await mail.stopImap()
    try {
      await checkNow(meera)
      expect(await cursor(meera.userId)).toMatchObject({ v: before.v, uid: before.uid })
      const [job] = await t.database.db
        .select({ state: jobs.state, lastError: jobs.lastError, attempts: jobs.attempts })
        .from(jobs)
        .where(and(eq(jobs.kind, 'mail.sync'), eq(jobs.uniqueKey, meera.userId)))
        .orderBy(desc(jobs.createdAt))
        .limit(1)
      expect(job).toMatchObject({ state: 'pending', attempts: 1 })
      expect(job!.lastError).toMatch(/could not be read/)
      expect((await sendRow(send.id)).status).toBe('sent')
    } finally {
      await mail.startImap()
    }
    now = new Date(now.getTime() + 60 * 60_000) // past the backoff
    await t.jobs.workDue()
    expect((await sendRow(send.id)).status).toBe('replied')
    expect((await cursor(meera.userId)).uid).toBeGreaterThan(before.uid!)
  })

  it('a new UIDVALIDITY restarts from the oldest open send, not from a stale UID', async () => {
    const kiran = await student()
    const send = await insertMailboxSend(t.database.db, {
      userId: kiran.userId,
      contactEmail: 'dev@ship.test',
    })
    await mail.deliver(
      kiran.address,
      rawMail({ From: 'dev@ship.test', Subject: 'Re: Internship', References: send.messageId }, 'Call me.'),
    )
    // a cursor from another INBOX generation, far past anything in this one
    await setMailbox(kiran.userId, { syncUidValidity: 42, syncLastUid: 999999 })
    await checkNow(kiran)
    expect((await sendRow(send.id)).status).toBe('replied')
    const c = await cursor(kiran.userId)
    expect(c.v).not.toBe(42)
    expect(c.uid).toBeLessThan(999999)
  })

  it('a refused password pauses the mailbox; a paused one is not checked', async () => {
    const lata = await student()
    await setMailbox(lata.userId, { username: 'nobody@mail.test' })
    await checkNow(lata)
    const status = await t.app.inject({
      method: 'GET',
      url: '/api/mailbox',
      headers: bearer(lata.accessToken),
    })
    expect(status.json<{ pausedReason: string | null }>().pausedReason).toMatch(/reconnect/i)
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/mail-sync/check',
      headers: { ...sameOrigin, ...bearer(lata.accessToken) },
    })
    expect(again.statusCode).toBe(409)
  })

  it('marking a send replied by hand stops its follow-ups', async () => {
    const dev = await student()
    const send = await insertMailboxSend(t.database.db, { userId: dev.userId, contactEmail: 'x@phone.test' })
    const followUp = await insertFollowUp(
      t.database.db,
      t.jobs,
      { id: send.id, userId: dev.userId, contactEmail: 'x@phone.test' },
      new Date(now.getTime() + DAY),
    )
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/outreach/sends/${send.id}`,
      headers: { ...sameOrigin, ...bearer(dev.accessToken) },
      payload: { status: 'replied' },
    })
    expect(res.statusCode).toBe(200)
    expect((await sendRow(followUp.id)).delivery).toBe('cancelled')
    expect((await t.jobs.find(followUp.jobId))?.state).toBe('cancelled')
  })

  it('every five minutes each connected, unpaused mailbox gets one queued sync', async () => {
    const sam = await student()
    const queued = () =>
      t.database.db.$count(jobs, and(eq(jobs.kind, 'mail.sync'), eq(jobs.uniqueKey, sam.userId)))
    // whatever is already due runs first: a sync still running when the tick comes is not queued twice
    await t.jobs.workDue()
    const before = await queued()
    now = new Date(now.getTime() + 5 * 60_000 + 1000)
    await t.jobs.workDue()
    expect(await queued()).toBe(before + 1)
    const ticks = await t.database.db.$count(
      jobs,
      and(eq(jobs.kind, 'mail.sync.tick'), eq(jobs.state, 'pending')),
    )
    expect(ticks).toBe(1)
  })
})
