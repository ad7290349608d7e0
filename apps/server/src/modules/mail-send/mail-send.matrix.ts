import { randomUUID } from 'node:crypto'
import { jobs, mailboxes, startupEmployees } from '../../db/schema/index.ts'
import {
  ownerOnly,
  ownSendId,
  signedIn,
  type Caller,
  type MatrixContext,
  type MatrixRow,
} from '../../testing/route-matrix.ts'
import { MAIL_SEND_KIND, mailGroup } from './send-job.ts'

/** A connected mailbox row for the caller (no password that works: the matrix sends nothing). */
async function mailboxOf(ctx: MatrixContext, caller: Caller) {
  if (caller === 'anonymous') return
  await ctx.db
    .insert(mailboxes)
    .values({
      userId: ctx[caller].userId,
      address: 'matrix@mail.test',
      provider: 'other',
      username: 'matrix@mail.test',
      imapHost: 'imap.mail.test',
      imapPort: 993,
      imapSecurity: 'tls',
      smtpHost: 'smtp.mail.test',
      smtpPort: 465,
      smtpSecurity: 'tls',
      secretKeyId: 'k',
      secretCiphertext: 'x',
    })
    .onConflictDoNothing({ target: mailboxes.userId })
}

/** A mailbox send of `ctx.user` in `delivery`, with its pending job when scheduled (due tomorrow). */
async function ownMailboxSend(ctx: MatrixContext, delivery: 'scheduled' | 'failed'): Promise<string> {
  await mailboxOf(ctx, 'user')
  const id = await ownSendId(ctx, {
    channel: 'mailbox',
    delivery,
    messageId: `<${randomUUID()}@coldstart.mail.test>`,
    subject: 'Hello',
    body: 'Hi there',
  })
  if (delivery === 'scheduled') {
    await ctx.db.insert(jobs).values({
      kind: MAIL_SEND_KIND,
      groupKey: mailGroup(ctx.user.userId),
      uniqueKey: id,
      payload: { sendId: id },
      runAt: new Date(Date.now() + 86_400_000),
    })
  }
  return id
}

async function anyEmployee(ctx: MatrixContext) {
  const [row] = await ctx.db
    .select({ startup_id: startupEmployees.startupId, employee_id: startupEmployees.id })
    .from(startupEmployees)
    .orderBy(startupEmployees.id)
    .limit(1)
  return row!
}

const scheduled = (ctx: MatrixContext) => ownMailboxSend(ctx, 'scheduled')

// Sends from the caller's own mailbox: each caller queues into their own; a send is its owner's alone.
export const MAIL_SEND_MATRIX: MatrixRow[] = [
  {
    method: 'POST',
    url: '/api/mailbox/sends',
    expect: signedIn(201),
    note: "queued in the caller's own mailbox (never worked here: the matrix app polls no jobs)",
    request: async (ctx, caller) => {
      await mailboxOf(ctx, caller)
      const { startup_id, employee_id } = await anyEmployee(ctx)
      return {
        body: { startupId: startup_id, employeeIds: [employee_id], subject: 'Hello', body: 'Hi there' },
      }
    },
  },
  {
    method: 'POST',
    url: '/api/mailbox/sends/:id/cancel',
    expect: ownerOnly(200),
    owner: true,
    request: async (ctx) => ({ params: { id: await scheduled(ctx) } }),
  },
  {
    method: 'POST',
    url: '/api/mailbox/sends/:id/send-now',
    expect: ownerOnly(200),
    owner: true,
    request: async (ctx) => ({ params: { id: await scheduled(ctx) } }),
  },
  {
    method: 'POST',
    url: '/api/mailbox/sends/:id/retry',
    expect: ownerOnly(200),
    owner: true,
    request: async (ctx) => ({ params: { id: await ownMailboxSend(ctx, 'failed') } }),
  },
  {
    method: 'PATCH',
    url: '/api/mailbox/sends/:id',
    expect: ownerOnly(200),
    owner: true,
    request: async (ctx) => ({
      params: { id: await scheduled(ctx) },
      body: { scheduledFor: new Date(Date.now() + 2 * 86_400_000).toISOString() },
    }),
  },
  {
    method: 'GET',
    url: '/api/mailbox/settings',
    expect: signedIn(200),
    request: async (ctx, caller) => {
      await mailboxOf(ctx, caller)
      return {}
    },
  },
  {
    method: 'PATCH',
    url: '/api/mailbox/settings',
    expect: signedIn(200),
    request: async (ctx, caller) => {
      await mailboxOf(ctx, caller)
      return { body: { timeZone: 'Europe/Berlin', dailyLimit: 40 } }
    },
  },
]
