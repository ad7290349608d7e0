import { randomBytes, randomUUID } from 'node:crypto'
import net from 'node:net'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ConnectMailboxBody } from '@coldstart/contract'
import { mailboxes } from '../../db/schema/index.ts'
import { bearer, sameOrigin, signUpAdmin, signUpUser, type SignedInUser } from '../../testing/auth.ts'
import { freePort } from '../../testing/free-port.ts'
import { captureLogs } from '../../testing/log-capture.ts'
import { mailServersMissing, startMailServers, type MailServers } from '../../testing/mail-servers.ts'
import { createTestApp, type TestApp } from '../../testing/test-app.ts'
import { createCredentialCipher } from './credential-cipher.ts'
import { createMailboxService, MailboxConnectFailure } from './mailbox.service.ts'

const missing = mailServersMissing()
if (missing) console.warn(missing)

const PASSWORD = 'pqrs-tuvw-xyza-bcde'

describe.skipIf(missing)('PUT /api/mailbox against real Dovecot and SMTP', () => {
  let mail: MailServers
  let t: TestApp
  const logs = captureLogs()
  const responses: string[] = []

  beforeAll(async () => {
    mail = await startMailServers([
      { address: 'asha@mail.test', password: PASSWORD },
      { address: 'ravi@mail.test', password: 'another-one' },
    ])
    t = await createTestApp({
      env: { MAILBOX_ALLOW_PRIVATE_HOSTS: 'true', LOG_LEVEL: 'trace' },
      logStream: logs.stream,
    })
  })
  afterAll(async () => {
    await t?.close()
    await mail?.close()
  })

  const local = (overrides: Partial<ConnectMailboxBody> = {}): ConnectMailboxBody => ({
    address: 'asha@mail.test',
    provider: 'other',
    password: PASSWORD,
    imap: { host: '127.0.0.1', port: mail.imapPort, security: 'none' },
    smtp: { host: '127.0.0.1', port: mail.smtpPort, security: 'none' },
    ...overrides,
  })

  async function connect(who: SignedInUser, body: unknown) {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/mailbox',
      headers: { ...sameOrigin, ...bearer(who.accessToken) },
      payload: body as object,
    })
    responses.push(res.body)
    return res
  }

  it('connects with the right app password and shows who is connected, never the password', async () => {
    const asha = await signUpUser(t.app)
    const res = await connect(asha, local())
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({
      connected: true,
      address: 'asha@mail.test',
      provider: 'other',
      imapHost: '127.0.0.1',
      lastCheckedAt: null,
      pausedReason: null,
    })
    const status = await t.app.inject({
      method: 'GET',
      url: '/api/mailbox',
      headers: bearer(asha.accessToken),
    })
    responses.push(status.body)
    expect(status.json()).toMatchObject({ connected: true, address: 'asha@mail.test' })
    // nothing was sent while checking
    expect(await mail.readMailbox('asha@mail.test')).toEqual([])
  })

  it('says which side refused a wrong password', async () => {
    const res = await connect(await signUpUser(t.app), local({ password: 'not-the-password' }))
    expect(res.statusCode).toBe(422)
    expect(res.json()).toMatchObject({ side: 'imap', reason: 'wrong-password' })
    expect(res.json().message).toMatch(/refused the address or password/)
  })

  it('says the sending side failed when only SMTP is wrong', async () => {
    const closed = await freePort()
    const res = await connect(
      await signUpUser(t.app),
      local({ smtp: { host: '127.0.0.1', port: closed, security: 'none' } }),
    )
    expect(res.statusCode).toBe(422)
    expect(res.json()).toMatchObject({ side: 'smtp', reason: 'unreachable' })
    expect(res.json().message).toMatch(/^Sending mail \(SMTP\): 127\.0\.0\.1 could not be reached/)
  })

  it('reports an unreachable IMAP server and one that refuses TLS', async () => {
    const user = await signUpUser(t.app)
    const closed = await freePort()
    const unreachable = await connect(
      user,
      local({ imap: { host: '127.0.0.1', port: closed, security: 'none' } }),
    )
    expect(unreachable.json()).toMatchObject({ side: 'imap', reason: 'unreachable' })

    const tls = await connect(
      user,
      local({ imap: { host: '127.0.0.1', port: mail.imapPort, security: 'tls' } }),
    )
    expect(tls.json()).toMatchObject({ side: 'imap', reason: 'tls-refused' })
  })

  it('gives up on a server that never answers, within the connect timeout', async () => {
    const silent = net.createServer(() => {})
    await new Promise<void>((r) => silent.listen(0, '127.0.0.1', r))
    const port = (silent.address() as net.AddressInfo).port
    const service = createMailboxService({
      db: t.database.db,
      cipher: createCredentialCipher(randomBytes(32)),
      allowPrivateHosts: true,
      timeoutMs: 1000,
    })
    try {
      const started = performance.now()
      const failure = await service
        .connect(randomUUID(), local({ imap: { host: '127.0.0.1', port, security: 'none' } }))
        .catch((err: unknown) => err)
      expect(failure).toBeInstanceOf(MailboxConnectFailure)
      expect(failure).toMatchObject({ side: 'imap', reason: 'timed-out' })
      expect(performance.now() - started).toBeLessThan(5000)
    } finally {
      silent.close()
    }
  })

  it('disconnect deletes the sealed password and the sync state at once', async () => {
    const user = await signUpUser(t.app)
    expect((await connect(user, local())).statusCode).toBe(200)
    await t.database.db
      .update(mailboxes)
      .set({ syncUidValidity: 7, syncLastUid: 42 })
      .where(eq(mailboxes.userId, user.userId))
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/mailbox',
      headers: { ...sameOrigin, ...bearer(user.accessToken) },
    })
    expect(res.statusCode).toBe(204)
    expect(await t.database.db.$count(mailboxes, eq(mailboxes.userId, user.userId))).toBe(0)
    const status = await t.app.inject({
      method: 'GET',
      url: '/api/mailbox',
      headers: bearer(user.accessToken),
    })
    expect(status.json()).toMatchObject({ connected: false, address: null })
  })

  it('limits connect attempts per student', async () => {
    const user = await signUpUser(t.app)
    const statuses: number[] = []
    for (let i = 0; i < 11; i++) {
      const res = await connect(
        user,
        local({ imap: { host: '169.254.169.254', port: 993, security: 'tls' } }),
      )
      statuses.push(res.statusCode)
    }
    expect(statuses.slice(0, 10).every((s) => s === 422)).toBe(true)
    expect(statuses[10]).toBe(429)
  })

  it('keeps the password out of every log line, response, export and table', async () => {
    const user = await signUpUser(t.app)
    expect((await connect(user, local())).statusCode).toBe(200)
    const admin = await signUpAdmin(t.app, t.database.db)
    for (const url of ['/api/outreach/sends.csv', '/api/mailbox', '/api/auth/me']) {
      const res = await t.app.inject({ method: 'GET', url, headers: bearer(user.accessToken) })
      responses.push(res.body)
    }
    const adminExport = await t.app.inject({
      method: 'GET',
      url: '/api/admin/startups/export',
      headers: bearer(admin.accessToken),
    })
    responses.push(adminExport.body)

    const tables = await t.database.db.execute<{ name: string }>(
      sql`select table_name as name from information_schema.tables
          where table_schema = 'public' and table_type = 'BASE TABLE'`,
    )
    const dump: string[] = []
    for (const { name } of tables.rows) {
      const rows = await t.database.db.execute(sql`select t::text as row from ${sql.identifier(name)} t`)
      dump.push(JSON.stringify(rows.rows))
    }
    const [sealed] = await t.database.db
      .select({ secretCiphertext: mailboxes.secretCiphertext })
      .from(mailboxes)
      .where(eq(mailboxes.userId, user.userId))
    expect(sealed?.secretCiphertext).toBeTruthy()

    const everything = [...responses, ...logs.lines.map((l) => JSON.stringify(l)), ...dump].join('\n')
    expect(logs.lines.length).toBeGreaterThan(10)
    expect(everything).toContain('asha@mail.test')
    for (const needle of [PASSWORD, Buffer.from(PASSWORD).toString('base64')]) {
      expect(everything).not.toContain(needle)
    }
  })
})

describe('PUT /api/mailbox with private hosts refused (the default)', () => {
  let t: TestApp
  let user: SignedInUser
  beforeAll(async () => {
    t = await createTestApp()
    user = await signUpUser(t.app)
  })
  afterAll(() => t?.close())

  const put = (payload: object) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/mailbox',
      headers: { ...sameOrigin, ...bearer(user.accessToken) },
      payload,
    })
  const attempt = (host: string) =>
    put({
      address: 'asha@mail.test',
      provider: 'other',
      password: PASSWORD,
      imap: { host, port: 993, security: 'tls' },
      smtp: { host: 'smtp.mail.test', port: 465, security: 'tls' },
    })

  it.each(['127.0.0.1', '10.1.2.3', '100.64.0.9', '169.254.169.254', '[::1]', '[fd00:ec2::254]', '0.0.0.0'])(
    'refuses %s before connecting',
    async (host) => {
      const res = await attempt(host)
      expect(res.statusCode).toBe(422)
      expect(res.json()).toMatchObject({ side: 'imap', reason: 'private-address' })
    },
  )

  it('refuses a name that resolves to 127.0.0.1', async () => {
    const res = await attempt('localhost')
    expect(res.json()).toMatchObject({ side: 'imap', reason: 'private-address' })
    expect(res.json().message).toMatch(/private or local address/)
  })

  it('turns away bad input with 400', async () => {
    const res = await put({
      address: 'asha@mail.test',
      provider: 'other',
      password: 'x',
      imap: { host: 'a b', port: 0 },
    })
    expect(res.statusCode).toBe(400)
  })
})
