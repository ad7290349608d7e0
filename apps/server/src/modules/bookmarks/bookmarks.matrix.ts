import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { ownerOnly, signedIn, type MatrixContext, type MatrixRow } from '../../testing/route-matrix.ts'

/** A startup of the demo seed. */
async function anyStartupId(db: Db): Promise<string> {
  const { rows } = await db.execute<{ id: string }>(sql`select id from startups order by id limit 1`)
  if (!rows[0]) throw new Error('bookmarks matrix: the demo seed has no startup')
  return rows[0].id
}

/** A fresh active internship (its own, so other rows' edits to internships cannot get in the way). */
async function newInternshipId(db: Db): Promise<string> {
  const { rows } = await db.execute<{ id: string }>(
    sql`insert into internships (title, company, apply_email) values ('Matrix', 'Matrix Co', 'a@b.co') returning id`,
  )
  return rows[0]!.id
}

/** A bookmark of `ctx.user` (the owner) on a startup of their own, so each caller's request is fresh. */
async function ownBookmarkId(ctx: MatrixContext): Promise<string> {
  const { rows } = await ctx.db.execute<{ id: string }>(sql`
    with s as (insert into startups (name) values ('Matrix Bookmark') returning id)
    insert into bookmarks (user_id, startup_id) select ${ctx.user.userId}, id from s returning id`)
  return rows[0]!.id
}

// Bookmarks: every route acts on the caller's own bookmarks only; saving is open to any signed-in user
// (admins save for themselves like students). Save and unsave are idempotent, so every caller gets 200.
export const BOOKMARK_MATRIX: MatrixRow[] = [
  { method: 'GET', url: '/api/bookmarks', expect: signedIn(200), note: "the caller's own bookmarks" },
  { method: 'GET', url: '/api/bookmarks/ids', expect: signedIn(200), note: "the caller's own saved ids" },
  {
    method: 'PUT',
    url: '/api/bookmarks/startups/:id',
    expect: signedIn(200),
    note: 'each caller saves for themselves',
    request: async (ctx) => ({ params: { id: await anyStartupId(ctx.db) }, body: { note: 'Matrix' } }),
  },
  {
    method: 'DELETE',
    url: '/api/bookmarks/startups/:id',
    expect: signedIn(200),
    note: "removes only the caller's own bookmark (a no-op 200 when they have none)",
    request: async (ctx) => ({ params: { id: await anyStartupId(ctx.db) } }),
  },
  {
    method: 'PUT',
    url: '/api/bookmarks/internships/:id',
    expect: signedIn(200),
    request: async (ctx) => ({ params: { id: await newInternshipId(ctx.db) }, body: {} }),
  },
  {
    method: 'DELETE',
    url: '/api/bookmarks/internships/:id',
    expect: signedIn(200),
    request: async (ctx) => ({ params: { id: await newInternshipId(ctx.db) } }),
  },
  {
    method: 'PATCH',
    url: '/api/bookmarks/:bookmarkId',
    expect: ownerOnly(200),
    owner: true,
    note: "another user's bookmark (an admin's request too) is a 404, as if it did not exist",
    request: async (ctx) => ({ params: { bookmarkId: await ownBookmarkId(ctx) }, body: { note: 'Matrix' } }),
  },
]
