import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { ownerOnly, signedIn, type MatrixContext, type MatrixRow } from '../../testing/route-matrix.ts'

/** An email of `ctx.user`'s sent from a mailbox, with a possible reply waiting for them to judge. */
async function possibleReplyOf(ctx: MatrixContext): Promise<string> {
  const { rows } = await ctx.db.execute<{ id: string }>(sql`
    insert into outreach_sends (user_id, company, contact_email, channel, delivery, message_id,
      possible_reply_from, possible_reply_snippet, possible_reply_at)
    values (${ctx.user.userId}, 'Matrix Co', 'founder@matrix.example.com', 'mailbox', 'sent',
      ${`<matrix.${randomUUID()}@coldstart.test>`}, 'team@matrix.example.com', 'Thanks!', now())
    returning id`)
  return rows[0]!.id
}

// The caller's own replies only; a send of another student's is a 404, as if it did not exist.
export const MAIL_SYNC_MATRIX: MatrixRow[] = [
  {
    method: 'POST',
    url: '/api/mail-sync/check',
    expect: signedIn([202, 409]),
    note: "the caller's own mailbox: 409 with none connected, 202 where another row connected one",
  },
  { method: 'GET', url: '/api/mail-sync/overview', expect: signedIn(200), note: "the caller's own" },
  {
    method: 'POST',
    url: '/api/mail-sync/sends/:id/confirm-reply',
    expect: ownerOnly(200),
    owner: true,
    request: async (ctx) => ({ params: { id: await possibleReplyOf(ctx) } }),
  },
  {
    method: 'POST',
    url: '/api/mail-sync/sends/:id/dismiss-reply',
    expect: ownerOnly(204),
    owner: true,
    request: async (ctx) => ({ params: { id: await possibleReplyOf(ctx) } }),
  },
]
