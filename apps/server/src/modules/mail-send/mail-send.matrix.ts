import { sql } from 'drizzle-orm'
import {
  ownerOnly,
  signedIn,
  type Caller,
  type MatrixContext,
  type MatrixRow,
} from '../../testing/route-matrix.ts'
import { MAIL_SEND_KIND, mailGroup } from './send-job.ts'

/** A connected mailbox row for the caller (no password that works: the matrix sends nothing). */
async function mailboxOf(ctx: MatrixContext, caller: Caller) {
  if (caller === 'anonymous') return
  await ctx.db.execute(sql`
    insert into mailboxes (user_id, address, provider, username, imap_host, imap_port, imap_security, smtp_host,
      smtp_port, smtp_security, secret_key_id, secret_ciphertext)
    values (${ctx[caller].userId}, 'matrix@mail.test', 'other', 'matrix@mail.test', 'imap.mail.test', 993, 'tls',
      'smtp.mail.test', 465, 'tls', 'k', 'x')
    on conflict (user_id) do nothing`)
}

/** A mailbox send of `ctx.user` in `delivery`, with its pending job when scheduled (due tomorrow). */
async function ownMailboxSend(ctx: MatrixContext, delivery: 'scheduled' | 'failed'): Promise<string> {
  await mailboxOf(ctx, 'user')
  const { rows } = await ctx.db.execute<{ id: string }>(sql`
    insert into outreach_sends (user_id, company, contact_email, channel, delivery, message_id, subject, body)
    values (${ctx.user.userId}, 'Matrix Co', 'someone@matrix.example.com', 'mailbox', ${delivery},
      '<' || gen_random_uuid() || '@coldstart.mail.test>', 'Hello', 'Hi there')
    returning id`)
  const id = rows[0]!.id
  if (delivery === 'scheduled') {
    await ctx.db.execute(sql`
      insert into jobs (kind, group_key, unique_key, payload, run_at)
      values (${MAIL_SEND_KIND}, ${mailGroup(ctx.user.userId)}, ${id}, ${JSON.stringify({ sendId: id })}::jsonb,
        now() + interval '1 day')`)
  }
  return id
}

async function anyEmployee(ctx: MatrixContext) {
  const { rows } = await ctx.db.execute<{ startup_id: string; employee_id: string }>(
    sql`select e.startup_id, e.id as employee_id from startup_employees e order by e.id limit 1`,
  )
  return rows[0]!
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
