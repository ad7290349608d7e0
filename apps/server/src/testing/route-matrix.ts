import { randomUUID } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { eq, sql } from 'drizzle-orm'
import type { Db } from '../db/client.ts'
import { emailTemplates, internships, outreachSends, startupEmployees, startups } from '../db/schema/index.ts'
import { TEST_PASSWORD, type SignedInUser } from './auth.ts'
import { multipartFile } from './fixtures/resume-files.ts'

/**
 * The authorisation matrix: every API route × {anonymous, user, other user, admin} with the
 * status each caller must get. route-matrix.test.ts finds every registered route (onRoute) and fails when one
 * has no row here, so ADD A ROW FOR EVERY ROUTE YOU ADD:
 *
 *   { method: 'GET', url: '/api/notes/:id', expect: ownerOnly(200), owner: true,
 *     request: async (ctx) => ({ params: { id: await createNote(ctx, ctx.user) } }) },
 *
 * - `url` is the pattern exactly as Fastify registers it (prefix included, `:param` names as in the route).
 * - `expect` gives each caller's status; the helpers below cover the usual shapes.
 * - `request` builds what is sent (params, query, body, headers, cookies). It runs again before EACH caller's
 *   request, so it can create fresh data owned by `ctx.user` (owner rows) and the request is valid (the
 *   matrix tests who may call, not validation). Callers run in the order anonymous, otherUser, admin, user.
 * - `owner: true` marks data that belongs to one user: `otherUser` must get 403 or 404 (checked).
 * - `freshCallers: true` signs up new callers for the row (routes that end, rotate or change the session).
 */
export type Caller = 'anonymous' | 'user' | 'otherUser' | 'admin'
export const CALLERS: readonly Caller[] = ['anonymous', 'otherUser', 'admin', 'user']

/** One status, or several when either is right (say 200 or 201). */
export type Expected = number | readonly number[]
export type Expectations = Record<Caller, Expected>

export interface MatrixContext {
  app: FastifyInstance
  db: Db
  /** signed in, owns the data of owner rows */
  user: SignedInUser
  /** signed in, not the owner */
  otherUser: SignedInUser
  /** signed in and in `admins` */
  admin: SignedInUser
}

export interface RequestParts {
  /** values for the url's `:name` (and `*`) segments */
  params?: Record<string, string>
  query?: Record<string, string>
  body?: unknown
  headers?: Record<string, string>
  cookies?: Record<string, string>
}

export interface MatrixRow {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'HEAD' | 'OPTIONS'
  url: string
  expect: Expectations
  request?: (ctx: MatrixContext, caller: Caller) => RequestParts | Promise<RequestParts>
  owner?: boolean
  freshCallers?: boolean
  /** why a status may surprise a reader */
  note?: string
}

// ---- expectation shapes -------------------------------------------------------------------------------

/** Anyone, signed in or not, gets `status`. */
export const publicRoute = (status: Expected): Expectations => ({
  anonymous: status,
  user: status,
  otherUser: status,
  admin: status,
})

/** 401 without a session, `status` for any signed-in user. */
export const signedIn = (status: Expected): Expectations => ({
  anonymous: 401,
  user: status,
  otherUser: status,
  admin: status,
})

/** 401 anonymous, 403 for users who are not admins, `status` for an admin. */
export const adminOnly = (status: Expected): Expectations => ({
  anonymous: 401,
  user: 403,
  otherUser: 403,
  admin: status,
})

/** The owner's data: 401 anonymous, `status` for the owner, 404 (default) for anyone else, admins too. */
export const ownerOnly = (
  status: Expected,
  { other = 404, admin = other }: { other?: 403 | 404; admin?: Expected } = {},
): Expectations => ({ anonymous: 401, user: status, otherUser: other, admin })

// ---- small builders rows share ------------------------------------------------------------------------

/** An address no account has yet. */
export const freshEmail = () => `matrix-${randomUUID().slice(0, 8)}@example.com`

/** A send in the log of `ctx.user` (the owner), sent through a mail link unless `values` say otherwise. */
export async function ownSendId(
  ctx: MatrixContext,
  values: Partial<typeof outreachSends.$inferInsert> = {},
): Promise<string> {
  const [row] = await ctx.db
    .insert(outreachSends)
    .values({
      userId: ctx.user.userId,
      company: 'Matrix Co',
      contactEmail: 'someone@matrix.example.com',
      channel: 'mailto',
      ...values,
    })
    .returning({ id: outreachSends.id })
  return row!.id
}

async function anyStartupId(db: Db): Promise<string> {
  const [row] = await db.select({ id: startups.id }).from(startups).orderBy(startups.id).limit(1)
  const id = row?.id
  if (!id) throw new Error('route matrix: the demo seed has no startup')
  return id
}

const MATRIX_TEMPLATE = {
  title: 'Matrix template',
  category: 'internship',
  templateContent: 'Hi {{first_name}}',
  status: 'active',
}
const MATRIX_INTERNSHIP = {
  title: 'Matrix intern',
  company: 'Matrix Co',
  applyEmail: 'jobs@matrix.example.com',
}

async function newTemplateId(db: Db): Promise<string> {
  const [row] = await db
    .insert(emailTemplates)
    .values({ title: 'Matrix', category: 'internship', templateContent: 'Hi' })
    .returning({ id: emailTemplates.id })
  return row!.id
}

async function newInternshipId(db: Db): Promise<string> {
  const [row] = await db
    .insert(internships)
    .values({ title: 'Matrix', company: 'Matrix Co', applyEmail: 'a@b.co' })
    .returning({ id: internships.id })
  return row!.id
}

/** A valid composer request: a demo template, a startup with a team, its first employee. */
async function composeBody(db: Db) {
  const [template] = await db
    .select({ id: emailTemplates.id })
    .from(emailTemplates)
    .where(eq(emailTemplates.status, 'active'))
    .orderBy(emailTemplates.id)
    .limit(1)
  const [employee] = await db
    .select({ id: startupEmployees.id, startupId: startupEmployees.startupId })
    .from(startupEmployees)
    .orderBy(startupEmployees.id)
    .limit(1)
  if (!employee) throw new Error('route matrix: the demo seed has no employee')
  return { templateId: template?.id ?? null, startupId: employee.startupId, employeeIds: [employee.id] }
}

const MATRIX_STARTUP = { name: 'Matrix Startup', logoUrl: 'https://cdn.example.com/matrix.png' }

/** A fresh startup and its version (what the admin's edit dialog sends back). */
async function newStartup(db: Db): Promise<{ id: string; version: string }> {
  const [row] = await db
    .insert(startups)
    .values(MATRIX_STARTUP)
    .returning({ id: startups.id, version: sql<string>`${startups.updatedAt}::text` })
  return row!
}

/** The caller's refresh cookie, as the browser holds it (none for anonymous). */
const refreshCookie = (ctx: MatrixContext, caller: Caller): Record<string, string> =>
  caller === 'anonymous' ? {} : { coldstart_refresh: ctx[caller].refreshToken }

const asCaller = (ctx: MatrixContext, caller: Caller) => (caller === 'anonymous' ? ctx.user : ctx[caller])

// ---- the table ----------------------------------------------------------------------------------------

export const ROUTE_MATRIX: MatrixRow[] = [
  // health, stats, directory, logos, page views
  { method: 'GET', url: '/api/health', expect: publicRoute(200) },

  // the API's own description: the OpenAPI document and the reference page (plugins/openapi.ts)
  { method: 'GET', url: '/api/openapi.json', expect: publicRoute(200) },
  { method: 'GET', url: '/api/docs', expect: publicRoute(200) },
  { method: 'GET', url: '/api/docs/json', expect: publicRoute(200) },
  { method: 'GET', url: '/api/docs/yaml', expect: publicRoute(200) },
  { method: 'GET', url: '/api/docs/static/swagger-initializer.js', expect: publicRoute(200) },
  { method: 'GET', url: '/api/docs/static/index.html', expect: publicRoute(302) },
  {
    method: 'GET',
    url: '/api/docs/static/*',
    expect: publicRoute(200),
    request: () => ({ params: { '*': 'swagger-ui.css' } }),
  },
  { method: 'GET', url: '/api/stats/user-count', expect: publicRoute(200) },
  { method: 'GET', url: '/api/startups', expect: publicRoute(200) },
  { method: 'GET', url: '/api/startups/logos', expect: publicRoute(200) },
  {
    method: 'GET',
    url: '/api/startups/:id',
    expect: publicRoute(200),
    request: async (ctx) => ({ params: { id: await anyStartupId(ctx.db) } }),
    note: 'signed out: the team without ids or emails; signed in: with them, STARTUP_READS_PER_DAY startups a day (startups.contacts.test.ts)',
  },
  {
    method: 'GET',
    url: '/api/logos/:file',
    expect: publicRoute(200),
    request: () => ({ params: { file: 'acme.svg' } }),
  },
  {
    method: 'POST',
    url: '/api/page-views',
    expect: publicRoute(204),
    request: () => ({ body: { path: '/app/startups' } }),
  },

  // Quick Notes: the route has no id, so each caller only ever reaches their own note
  {
    method: 'GET',
    url: '/api/notes',
    expect: signedIn(200),
    note: "each signed-in caller reads their own note (created empty); no way to name another user's",
  },
  {
    method: 'PUT',
    url: '/api/notes',
    expect: signedIn(200),
    request: () => ({ body: { content: 'Matrix note', baseVersion: 0 } }),
    note: 'each caller saves their own note; a repeat of the same save is answered 200, not 409',
  },

  // email templates and the composer
  { method: 'GET', url: '/api/templates', expect: signedIn(200) },
  {
    method: 'POST',
    url: '/api/templates/:id/use',
    expect: signedIn(200),
    request: async (ctx) => ({ params: { id: await newTemplateId(ctx.db) } }),
  },
  {
    method: 'GET',
    url: '/api/compose/my-values',
    expect: signedIn(200),
    note: "each caller reads their own profile's values; no way to name another user's",
  },
  {
    method: 'POST',
    url: '/api/compose',
    expect: signedIn(200),
    note: 'streams server-sent events; each caller writes with their own profile',
    request: async (ctx) => ({ body: await composeBody(ctx.db) }),
  },

  // auth: public entry points
  {
    method: 'POST',
    url: '/api/auth/sign-up',
    expect: publicRoute(201),
    request: () => ({ body: { email: freshEmail(), password: TEST_PASSWORD, fullName: 'Matrix Person' } }),
  },
  {
    method: 'POST',
    url: '/api/auth/sign-in',
    expect: publicRoute(200),
    note: 'anonymous signs in with the user’s credentials',
    request: (ctx, caller) => ({ body: { email: asCaller(ctx, caller).email, password: TEST_PASSWORD } }),
  },
  {
    method: 'POST',
    url: '/api/auth/refresh',
    expect: signedIn(200),
    freshCallers: true,
    note: 'the refresh cookie is the credential here; anonymous sends none',
    request: (ctx, caller) => ({ cookies: refreshCookie(ctx, caller) }),
  },
  {
    method: 'POST',
    url: '/api/auth/sign-out',
    expect: publicRoute(204),
    freshCallers: true,
    note: 'signing out without a session is a no-op, not an error',
    request: (ctx, caller) => ({ cookies: refreshCookie(ctx, caller) }),
  },
  { method: 'GET', url: '/api/auth/providers', expect: publicRoute(200) },
  { method: 'GET', url: '/api/auth/jwks.json', expect: publicRoute(200) },
  {
    method: 'POST',
    url: '/api/auth/recover',
    expect: publicRoute(200),
    request: (ctx, caller) => ({ body: { email: asCaller(ctx, caller).email } }),
  },
  {
    method: 'POST',
    url: '/api/auth/verify-recovery',
    expect: publicRoute(400),
    note: 'a made-up token is refused alike for everyone; recovery.routes.test.ts covers a real one',
    request: () => ({ body: { token: 'a'.repeat(43) } }),
  },
  {
    method: 'POST',
    url: '/api/auth/google/authorize',
    expect: publicRoute(404),
    note: 'Google is not configured in the matrix app; google.routes.test.ts covers it with the stand-in',
    request: () => ({ body: { redirectTo: '/app/startups' } }),
  },
  {
    method: 'GET',
    url: '/api/auth/google/callback',
    expect: publicRoute(404),
    note: 'as above: Google not configured',
    request: () => ({ query: { code: 'x', state: 'y' } }),
  },

  // auth: the signed-in user
  { method: 'GET', url: '/api/auth/user', expect: signedIn(200) },
  {
    method: 'PUT',
    url: '/api/auth/user',
    expect: signedIn(200),
    freshCallers: true,
    request: () => ({ body: { fullName: 'Renamed Person' } }),
  },
  { method: 'GET', url: '/api/auth/admin', expect: signedIn(200) },

  // admin: dashboard, activity log, email templates, internships
  { method: 'GET', url: '/api/admin/dashboard', expect: adminOnly(200) },
  { method: 'GET', url: '/api/admin/activity', expect: adminOnly(200) },
  { method: 'GET', url: '/api/admin/templates', expect: adminOnly(200) },
  {
    method: 'POST',
    url: '/api/admin/templates',
    expect: adminOnly(201),
    request: () => ({ body: MATRIX_TEMPLATE }),
  },
  {
    method: 'PUT',
    url: '/api/admin/templates/:id',
    expect: adminOnly(200),
    request: async (ctx) => ({ params: { id: await newTemplateId(ctx.db) }, body: MATRIX_TEMPLATE }),
  },
  {
    method: 'POST',
    url: '/api/admin/templates/:id/archive',
    expect: adminOnly(200),
    request: async (ctx) => ({ params: { id: await newTemplateId(ctx.db) } }),
  },
  { method: 'GET', url: '/api/admin/internships', expect: adminOnly(200) },
  { method: 'GET', url: '/api/admin/internships/startups', expect: adminOnly(200) },
  {
    method: 'POST',
    url: '/api/admin/internships',
    expect: adminOnly(201),
    request: () => ({ body: MATRIX_INTERNSHIP }),
  },
  {
    method: 'PUT',
    url: '/api/admin/internships/:id',
    expect: adminOnly(200),
    request: async (ctx) => ({ params: { id: await newInternshipId(ctx.db) }, body: MATRIX_INTERNSHIP }),
  },
  {
    method: 'DELETE',
    url: '/api/admin/internships/:id',
    expect: adminOnly(204),
    request: async (ctx) => ({ params: { id: await newInternshipId(ctx.db) } }),
  },
  // admin: Manage Startups
  { method: 'GET', url: '/api/admin/startups', expect: adminOnly(200) },
  { method: 'GET', url: '/api/admin/startups/sectors', expect: adminOnly(200) },
  { method: 'GET', url: '/api/admin/startups/export', expect: adminOnly(200) },
  {
    method: 'GET',
    url: '/api/admin/startups/:id',
    expect: adminOnly(200),
    request: async (ctx) => ({ params: { id: (await newStartup(ctx.db)).id } }),
  },
  {
    method: 'POST',
    url: '/api/admin/startups',
    expect: adminOnly(201),
    request: () => ({ body: MATRIX_STARTUP }),
  },
  {
    method: 'PUT',
    url: '/api/admin/startups/:id',
    expect: adminOnly(200),
    request: async (ctx) => {
      const { id, version } = await newStartup(ctx.db)
      return { params: { id }, body: { ...MATRIX_STARTUP, version } }
    },
  },
  {
    method: 'DELETE',
    url: '/api/admin/startups/:id',
    expect: adminOnly(200),
    request: async (ctx) => ({ params: { id: (await newStartup(ctx.db)).id } }),
  },
  {
    method: 'POST',
    url: '/api/admin/startups/restore',
    expect: adminOnly(201),
    note: 'the snapshot comes from an admin deleting a fresh startup',
    request: async (ctx) => {
      const { id } = await newStartup(ctx.db)
      const deleted = await ctx.app.inject({
        method: 'DELETE',
        url: `/api/admin/startups/${id}`,
        headers: { authorization: `Bearer ${ctx.admin.accessToken}` },
      })
      return { body: { snapshot: deleted.json() } }
    },
  },
  {
    method: 'POST',
    url: '/api/admin/startups/import',
    expect: adminOnly(200),
    request: () => ({
      body: { csv: 'name,logo_url\nMatrix Import,https://cdn.example.com/m.png', dryRun: true },
    }),
  },
  // profile and resume tools: each user only ever reaches their own row (no id in the URL)
  { method: 'GET', url: '/api/profile', expect: signedIn(200) },
  {
    method: 'PUT',
    url: '/api/profile',
    expect: signedIn(200),
    request: () => ({
      body: {
        profile: {
          skills: ['SQL'],
          customLinks: [],
          linkedin: null,
          github: null,
          portfolio: null,
          experienceYears: 0,
          education: null,
        },
        preferences: { preferredDomains: [], preferredLocations: [], preferredCompanyStages: [] },
      },
    }),
  },
  {
    method: 'POST',
    url: '/api/resume',
    expect: signedIn(200),
    request: () => {
      const { payload, headers } = multipartFile(
        'resume.txt',
        new TextEncoder().encode('Asha Verma\nSkills\nSQL'),
      )
      return { body: payload, headers }
    },
  },
  {
    method: 'PUT',
    url: '/api/resume',
    expect: signedIn(200),
    request: () => ({ body: { text: 'Asha Verma\nSkills\nSQL', fileName: 'resume.txt' } }),
  },
  { method: 'POST', url: '/api/resume/from-profile', expect: signedIn(200) },
  { method: 'GET', url: '/api/resume/picks', expect: signedIn(200) },
  {
    method: 'PUT',
    url: '/api/resume/picks',
    expect: signedIn(200),
    request: () => ({ body: { project: null, achievement: null } }),
  },
]
