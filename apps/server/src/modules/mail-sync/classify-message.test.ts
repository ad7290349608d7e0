import { describe, expect, it } from 'vitest'
import { classifyMessage } from './classify-message.ts'
import { parseHeaders } from './mail-headers.ts'
import { matchSend, type SentEmail } from './match-send.ts'

const OURS = '<cs.1f2e3d4c@coldstart.mail.test>'
const FOLLOW_UP = '<cs.9a8b7c6d@coldstart.mail.test>'

/** A message as it arrives: header lines, a blank line, a body. */
const mail = (headers: string[], body = 'Hello') => `${headers.join('\r\n')}\r\n\r\n${body}`

const classify = (raw: string) => {
  const h = parseHeaders(raw)
  return classifyMessage(h, raw.slice(raw.indexOf('\r\n\r\n')))
}

const GMAIL_DSN = mail(
  [
    'Return-Path: <>',
    'From: Mail Delivery Subsystem <mailer-daemon@googlemail.com>',
    'To: asha.k@gmail.com',
    'Subject: Delivery Status Notification (Failure)',
    'Date: Tue, 24 Nov 2026 10:02:11 -0800 (PST)',
    'Message-ID: <5fa1b2c3.050a0220.1.abcd@mx.google.com>',
    'Auto-Submitted: auto-replied',
    'MIME-Version: 1.0',
    'Content-Type: multipart/report; boundary="000000000000abc"; report-type=delivery-status',
  ],
  [
    '--000000000000abc',
    'Content-Type: text/plain; charset="UTF-8"',
    '',
    "Address not found. Your message wasn't delivered to priya@nosuchstartup.in because the address couldn't be found.",
    '--000000000000abc',
    'Content-Type: message/delivery-status',
    '',
    'Reporting-MTA: dns; googlemail.com',
    '',
    'Final-Recipient: rfc822; priya@nosuchstartup.in',
    'Action: failed',
    'Status: 5.1.1',
    '--000000000000abc',
    'Content-Type: message/rfc822',
    '',
    'From: Asha K <asha.k@gmail.com>',
    'To: priya@nosuchstartup.in',
    'Subject: Internship at Nosuch',
    `Message-ID: ${OURS}`,
    '',
    'Hi Priya,',
    '--000000000000abc--',
  ].join('\r\n'),
)

const OUTLOOK_NDR = mail(
  [
    'From: Microsoft Outlook <postmaster@outlook.com>',
    'To: <ravi_s@outlook.com>',
    'Subject: Undeliverable: Internship at Kite',
    'Date: Wed, 25 Nov 2026 09:12:40 +0000',
    'Message-ID: <ab12cd34-0000-4000-8000-1234567890ab@BN8NAM12HT123.mail.protection.outlook.com>',
    `In-Reply-To: ${OURS}`,
    `References: ${OURS}`,
    'Content-Type: multipart/report; report-type=delivery-status;',
    '\tboundary="a1b2c3"',
  ],
  '--a1b2c3\r\nContent-Type: text/plain\r\n\r\nDelivery has failed to these recipients or groups:\r\n\r\nfounder@kite.dev\r\nAction: failed\r\n--a1b2c3--',
)

const EXCHANGE_NDR = mail(
  [
    'From: MicrosoftExchange329e71ec88ae4615bbc36ab6ce41109e@corp.example.in',
    'To: student@college.ac.in',
    'Subject: Undeliverable: Re: Summer internship',
    'Content-Type: multipart/mixed; boundary="x"',
  ],
  `--x\r\nContent-Type: text/rfc822-headers\r\n\r\nMessage-ID: ${OURS}\r\n--x--`,
)

const YAHOO_BOUNCE = mail(
  [
    'From: MAILER-DAEMON@yahoo.com',
    'To: neha_r@yahoo.co.in',
    'Subject: Failure Notice',
    'Content-Type: text/plain',
  ],
  `Sorry, we were unable to deliver your message to the following address.\r\n\r\n<hr@shutdown.io>:\r\n550: 5.1.1 <hr@shutdown.io>: Recipient address rejected\r\n\r\n--- Below this line is a copy of the message.\r\n\r\nMessage-ID: ${OURS}\r\nSubject: Hello`,
)

const ZOHO_BOUNCE = mail(
  [
    'From: mailer-daemon@zoho.in',
    'To: arjun@zohomail.in',
    'Subject: Undelivered Mail Returned to Sender',
    'Content-Type: multipart/report; report-type="delivery-status"; boundary="zz"',
  ],
  `--zz\r\nContent-Type: message/delivery-status\r\n\r\nAction: failed\r\nStatus: 5.0.0\r\n--zz\r\nContent-Type: text/rfc822-headers\r\n\r\nMessage-Id: ${OURS}\r\n--zz--`,
)

const GMAIL_DELAY = mail(
  [
    'From: Mail Delivery Subsystem <mailer-daemon@googlemail.com>',
    'Subject: Delivery Status Notification (Delay)',
    'Content-Type: multipart/report; boundary="d"; report-type=delivery-status',
  ],
  `--d\r\nContent-Type: message/delivery-status\r\n\r\nAction: delayed\r\nStatus: 4.4.1\r\n--d\r\nMessage-ID: ${OURS}\r\n--d--`,
)

const BOUNCE_OTHER_MAIL = mail(
  [
    'From: Mail Delivery Subsystem <mailer-daemon@googlemail.com>',
    'Subject: Delivery Status Notification (Failure)',
    'Content-Type: multipart/report; boundary="e"; report-type=delivery-status',
  ],
  '--e\r\nAction: failed\r\n--e\r\nMessage-ID: <not-ours@example.com>\r\n--e--',
)

const READ_RECEIPT = mail([
  'From: Priya <priya@kite.dev>',
  'Subject: Read: Internship at Kite',
  `In-Reply-To: ${OURS}`,
  'Content-Type: multipart/report; report-type=disposition-notification; boundary="r"',
])

const EXCHANGE_OOO = mail(
  [
    'From: Rahul Mehta <rahul@fintechco.in>',
    'To: Asha K <asha.k@gmail.com>',
    'Subject: Automatic reply: Internship at FintechCo',
    'Auto-Submitted: auto-generated',
    'X-Auto-Response-Suppress: All',
    `In-Reply-To: ${OURS}`,
    `References: ${OURS}`,
    'Content-Type: text/plain; charset="us-ascii"',
  ],
  'I am out of the office until 2 December with limited access to email.',
)

const GMAIL_VACATION = mail(
  [
    'From: Founder <founder@kite.dev>',
    'Subject: Re: Internship at Kite',
    'Auto-Submitted: auto-replied',
    `In-Reply-To: ${OURS}`,
  ],
  'Thanks for writing. I am travelling till Monday.',
)

const ZOHO_AUTO_REPLY = mail(
  [
    'From: "Karthik" <karthik@zylker.in>',
    'Subject: Auto Reply: Internship at Zylker',
    'X-ZohoMail-Autoreply: true',
    'X-Autoreply: yes',
    `In-Reply-To: ${OURS}`,
  ],
  'I am on leave and will respond on my return.',
)

const OOO_SUBJECT_ONLY = mail([
  'From: ceo@agritech.in',
  'Subject: Out of Office: Internship at AgriTech',
  `References: ${OURS}`,
])

const OUT_OF_STATION = mail([
  'From: Suresh Iyer <suresh@logisticsco.in>',
  'Subject: Out of station - Re: Internship enquiry',
])

const ON_LEAVE = mail([
  'From: Meera <meera@healthapp.in>',
  'Subject: Re: Internship enquiry [On Leave till 30th Nov]',
])

const AUTO_ACK = mail([
  'From: careers@bigstartup.in',
  'Subject: Thank you for your email',
  'Precedence: bulk',
])

const PRECEDENCE_AUTO = mail(['From: hr@startup.in', 'Subject: Re: Hello', 'Precedence: auto_reply'])

const AUTO_SUBMITTED_NO = mail([
  'From: Priya <priya@kite.dev>',
  'Subject: Re: Internship at Kite',
  'Auto-Submitted: no',
  `In-Reply-To: ${OURS}`,
])

const GMAIL_REPLY = mail(
  [
    'From: Priya Sharma <priya@kite.dev>',
    'To: Asha K <asha.k@gmail.com>',
    'Subject: Re: Internship at Kite',
    'Date: Thu, 26 Nov 2026 11:20:00 +0530',
    'Message-ID: <CAF=abc123@mail.gmail.com>',
    `In-Reply-To: ${OURS}`,
    `References: ${OURS}`,
    'Content-Type: text/plain; charset="UTF-8"',
  ],
  'Hi Asha, happy to chat. Are you free on Friday?\r\n\r\nOn Tue, 24 Nov 2026 at 10:00, Asha K <asha.k@gmail.com> wrote:\r\n> Hi Priya,',
)

const OUTLOOK_REPLY_REFERENCES_ONLY = mail([
  'From: "Vikram" <vikram@kite.dev>',
  'Subject: RE: Internship at Kite',
  `References: <earlier@elsewhere.example> ${FOLLOW_UP}`,
  'Thread-Topic: Internship at Kite',
])

const REPLY_TO_FOLLOW_UP = mail([
  'From: priya@kite.dev',
  'Subject: Re: Re: Internship at Kite',
  `In-Reply-To: ${FOLLOW_UP}`,
  `References: ${OURS} ${FOLLOW_UP}`,
])

const REPLY_WITHOUT_IDS = mail(
  ['From: Priya Sharma <Priya@Kite.dev>', 'Subject: Internship', 'Date: Thu, 26 Nov 2026 12:00:00 +0530'],
  'Sorry, my mail app lost the thread. Yes, send your CV.',
)

const COLLEAGUE_REPLY = mail(['From: Anil (Kite HR) <anil@kite.dev>', 'Subject: Your email to Priya'])

const STRANGER = mail([
  'From: Newsletter <news@someshop.example>',
  'Subject: 50% off today',
  'Precedence: bulk',
  'List-Unsubscribe: <mailto:unsub@someshop.example>',
])

const GMAIL_STRANGER = mail(['From: someone.else@gmail.com', 'Subject: Re: notes'])

const ENCODED_SUBJECT = mail([
  'From: =?UTF-8?B?UHJpeWEg4oCUIEtpdGU=?= <priya@kite.dev>',
  'Subject: =?UTF-8?Q?Re:_Internship_at_Kite_=E2=80=94_2026?=',
  `In-Reply-To: ${OURS}`,
])

const ENCODED_OOO = mail([
  'From: rahul@fintechco.in',
  'Subject: =?iso-8859-1?Q?Abwesenheitsnotiz_/_Out_of_Office?=',
])

const FOLDED_REFERENCES = mail([
  'From: priya@kite.dev',
  'Subject: Re: Internship',
  'References: <a@b.example>',
  `  <c@d.example> ${OURS}`,
])

describe('classifyMessage: bounces first', () => {
  it.each([
    ['a Gmail DSN naming ours in the attached original', GMAIL_DSN],
    ['an Outlook NDR naming ours in In-Reply-To', OUTLOOK_NDR],
    ['an Exchange NDR from MicrosoftExchange<hex> with the original headers', EXCHANGE_NDR],
    ['a Yahoo failure notice quoting the original', YAHOO_BOUNCE],
    ['a Zoho report with text/rfc822-headers', ZOHO_BOUNCE],
  ])('%s', (_name, raw) => {
    const kind = classifyMessage(parseHeaders(raw), raw)
    expect(kind.kind).toBe('bounce')
    expect(kind.kind === 'bounce' && kind.ids).toContain(OURS)
  })

  it('a Gmail bounce is a bounce even though it says Auto-Submitted', () => {
    expect(classify(GMAIL_DSN).kind).toBe('bounce')
  })

  it('a delay notice is not a bounce yet', () => {
    expect(classify(GMAIL_DELAY)).toEqual({ kind: 'ignore' })
  })

  it("a bounce of someone else's mail names none of ours", () => {
    const kind = classify(BOUNCE_OTHER_MAIL)
    expect(kind.kind === 'bounce' && kind.ids).not.toContain(OURS)
  })

  it('a read receipt says nothing', () => {
    expect(classify(READ_RECEIPT)).toEqual({ kind: 'ignore' })
  })
})

describe('classifyMessage: then auto-replies', () => {
  it.each([
    ['Exchange "Automatic reply" with Auto-Submitted', EXCHANGE_OOO],
    ['Gmail vacation responder (auto-replied)', GMAIL_VACATION],
    ['Zoho auto-reply with X-Autoreply', ZOHO_AUTO_REPLY],
    ['an "Out of Office" subject alone', OOO_SUBJECT_ONLY],
    ['"Out of station"', OUT_OF_STATION],
    ['"On Leave till 30th Nov"', ON_LEAVE],
    ['an acknowledgement "Thank you for your email"', AUTO_ACK],
    ['Precedence: auto_reply', PRECEDENCE_AUTO],
    ['an encoded "Out of Office" subject', ENCODED_OOO],
  ])('%s', (_name, raw) => {
    expect(classify(raw).kind).toBe('auto-reply')
  })

  it('Auto-Submitted: no is a person writing', () => {
    expect(classify(AUTO_SUBMITTED_NO)).toEqual({ kind: 'message', ids: [OURS] })
  })
})

describe('classifyMessage: then ordinary messages, with the ids they name', () => {
  it.each([
    ['a Gmail reply', GMAIL_REPLY, [OURS]],
    [
      'an Outlook reply with References only',
      OUTLOOK_REPLY_REFERENCES_ONLY,
      ['<earlier@elsewhere.example>', FOLLOW_UP],
    ],
    ['a reply to a follow-up', REPLY_TO_FOLLOW_UP, [FOLLOW_UP, OURS]],
    ['a reply that lost the thread', REPLY_WITHOUT_IDS, []],
    ['encoded words', ENCODED_SUBJECT, [OURS]],
    ['folded References', FOLDED_REFERENCES, ['<a@b.example>', '<c@d.example>', OURS]],
    ['a newsletter', STRANGER, []],
  ])('%s', (_name, raw, ids) => {
    const kind = classify(raw)
    expect(kind.kind).toBe('message')
    expect(kind.kind === 'message' && [...new Set(kind.ids)]).toEqual(ids)
  })

  it('decodes encoded names and subjects', () => {
    const h = parseHeaders(ENCODED_SUBJECT)
    expect(h.subject).toBe('Re: Internship at Kite — 2026')
    expect(h.from).toBe('priya@kite.dev')
  })
})

describe('matchSend', () => {
  const root: SentEmail = {
    id: 'root',
    rootId: 'root',
    messageId: OURS,
    contactEmail: 'priya@kite.dev',
    sentAt: new Date('2026-11-24T04:30:00Z'),
  }
  const followUp: SentEmail = {
    id: 'f1',
    rootId: 'root',
    messageId: FOLLOW_UP,
    contactEmail: 'priya@kite.dev',
    sentAt: new Date('2026-11-25T04:30:00Z'),
  }
  const gmailContact: SentEmail = {
    id: 'g',
    rootId: 'g',
    messageId: '<cs.gmail@coldstart.mail.test>',
    contactEmail: 'founder@gmail.com',
    sentAt: new Date('2026-11-20T04:30:00Z'),
  }
  const sends = [root, followUp, gmailContact]
  const byId = new Map(sends.map((s) => [s.messageId, s]))
  const later = new Date('2026-11-26T06:30:00Z')
  const match = (raw: string, at = later) => {
    const h = parseHeaders(raw)
    return matchSend(classifyMessage(h, raw), h, at, sends, byId)
  }

  it('matches by In-Reply-To first', () => {
    expect(match(REPLY_TO_FOLLOW_UP)).toEqual({ send: followUp, by: 'message-id' })
    expect(match(GMAIL_REPLY)).toEqual({ send: root, by: 'message-id' })
  })

  it('else the same sender after the send (address case ignored), the latest email to them', () => {
    expect(match(REPLY_WITHOUT_IDS)).toEqual({ send: followUp, by: 'sender' })
  })

  it('never the same sender before anything was sent', () => {
    expect(match(REPLY_WITHOUT_IDS, new Date('2026-11-01T00:00:00Z'))).toBeNull()
  })

  it("someone else at the startup's domain is only a possible reply", () => {
    expect(match(COLLEAGUE_REPLY)).toEqual({ send: followUp, by: 'domain' })
  })

  it('someone else at a shared domain (gmail.com) is nobody', () => {
    expect(match(GMAIL_STRANGER)).toBeNull()
  })

  it('a stranger and a bounce of other mail match nothing', () => {
    expect(match(STRANGER)).toBeNull()
    expect(match(BOUNCE_OTHER_MAIL)).toBeNull()
  })

  it('an auto-reply matches by the id it names, or by the contact sending it, never by domain', () => {
    expect(match(EXCHANGE_OOO)).toEqual({ send: root, by: 'message-id' })
    const fromContact = mail(['From: priya@kite.dev', 'Subject: Out of office'])
    expect(match(fromContact)).toEqual({ send: followUp, by: 'sender' })
    const fromColleague = mail(['From: anil@kite.dev', 'Subject: Out of office'])
    expect(match(fromColleague)).toBeNull()
  })
})
