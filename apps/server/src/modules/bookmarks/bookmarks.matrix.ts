import { asc } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { bookmarks, internships, startups } from '../../db/schema/index.ts'
import { ownerOnly, signedIn, type MatrixContext, type MatrixRow } from '../../testing/route-matrix.ts'

/** A startup of the demo seed. */
async function anyStartupId(db: Db): Promise<string> {
  const [row] = await db.select({ id: startups.id }).from(startups).orderBy(asc(startups.id)).limit(1)
  if (!row) throw new Error('bookmarks matrix: the demo seed has no startup')
  return row.id
}

/** A fresh active internship (its own, so other rows' edits to internships cannot get in the way). */
async function newInternshipId(db: Db): Promise<string> {
  const [row] = await db
    .insert(internships)
    .values({ title: 'Matrix', company: 'Matrix Co', applyEmail: 'a@b.co' })
    .returning({ id: internships.id })
  return row!.id
}

/** A bookmark of `ctx.user` (the owner) on a startup of their own, so each caller's request is fresh. */
async function ownBookmarkId(ctx: MatrixContext): Promise<string> {
  const [startup] = await ctx.db
    .insert(startups)
    .values({ name: 'Matrix Bookmark' })
    .returning({ id: startups.id })
  const [row] = await ctx.db
    .insert(bookmarks)
    .values({ userId: ctx.user.userId, startupId: startup!.id })
    .returning({ id: bookmarks.id })
  return row!.id
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
