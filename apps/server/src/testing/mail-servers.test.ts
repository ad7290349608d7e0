import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { mailServersMissing, startMailServers, type MailServers } from './mail-servers.ts'

const missing = mailServersMissing()
if (missing) console.warn(missing)

describe.skipIf(missing)('startMailServers', () => {
  let mail: MailServers
  const student = { address: 'student@mail.test', password: 'app-pass-1' }
  beforeAll(async () => {
    mail = await startMailServers([student, { address: 'founder@mail.test', password: 'x' }])
  })
  afterAll(() => mail?.close())

  it('puts a delivered message into the INBOX and keeps a Sent folder', async () => {
    await mail.deliver(
      student.address,
      'From: Founder <founder@mail.test>\r\nTo: student@mail.test\r\nSubject: Hello\r\nMessage-ID: <a1@mail.test>\r\n\r\nHi\r\n',
    )
    const inbox = await mail.readMailbox(student.address)
    expect(inbox).toMatchObject([{ subject: 'Hello', messageId: '<a1@mail.test>' }])
    expect(await mail.readMailbox(student.address, 'Sent')).toEqual([])
  })
})
