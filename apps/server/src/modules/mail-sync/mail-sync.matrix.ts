import { randomUUID } from 'node:crypto'
import { outreachSends } from '../../db/schema/index.ts'
import { ownerOnly, signedIn, type MatrixContext, type MatrixRow } from '../../testing/route-matrix.ts'

/** An email of `ctx.user`'s sent from a mailbox, with a possible reply waiting for them to judge. */
async function possibleReplyOf(ctx: MatrixContext): Promise<string> {
  const [row] = await ctx.db
    .insert(outreachSends)
    .values({
      userId: ctx.user.userId,
      company: 'Matrix Co',
      contactEmail: 'founder@matrix.example.com',
      channel: 'mailbox',
      delivery: 'sent',
      messageId: `<matrix.${randomUUID()}@coldstart.test>`,
      possibleReplyFrom: 'team@matrix.example.com',
      possibleReplySnippet: 'Thanks!',
      possibleReplyAt: new Date(),
    })
    .returning({ id: outreachSends.id })
  return row!.id
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
