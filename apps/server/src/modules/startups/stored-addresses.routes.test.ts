import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type {
  AdminStartupDetail,
  InternshipDetail,
  OutreachListResponse,
  StartupDetail,
} from '@coldstart/contract'
import { internships, outreachSends, startupEmployees, startups } from '../../db/schema/index.ts'
import { bearer, signUpAdmin, signUpUser, type SignedInUser } from '../../testing/auth.ts'
import { createTestApp, type TestApp } from '../../testing/test-app.ts'

// Addresses stored before the one-address rule (an import, an old form) may hold a second recipient. The
// API never hands one out as an address: the directory's team, the admin's editor and an internship's apply
// address read it as none, so no mail link or .eml the app builds can carry it.

let t: TestApp
let student: SignedInUser
let admin: SignedInUser
let startupId: string
let internshipId: string

beforeAll(async () => {
  t = await createTestApp()
  student = await signUpUser(t.app)
  admin = await signUpAdmin(t.app, t.database.db)
  const db = t.database.db
  const [startup] = await db
    .insert(startups)
    .values({ name: 'Old Data Labs', status: 'verified' })
    .returning({ id: startups.id })
  startupId = startup!.id
  await db.insert(startupEmployees).values([
    {
      startupId,
      name: 'Asha Verma',
      email: 'asha@olddata.example.com',
      createdAt: sql`now() - interval '2 minutes'`,
    },
    {
      startupId,
      name: 'Spy',
      email: 'spy,hr@olddata.example.com',
      createdAt: sql`now() - interval '1 minute'`,
    },
    { startupId, name: 'Display Name', email: 'HR <hr@olddata.example.com>', createdAt: sql`now()` },
  ])
  const [internship] = await db
    .insert(internships)
    .values({
      title: 'Old Data Intern',
      company: 'Old Data Labs',
      applyEmail: 'jobs@olddata.example.com; spy@evil.example',
      applyUrl: 'https://olddata.example.com/jobs',
    })
    .returning({ id: internships.id })
  internshipId = internship!.id
})
afterAll(() => t.close())

const get = async <T>(url: string, user: SignedInUser) => {
  const res = await t.app.inject({ method: 'GET', url, headers: bearer(user.accessToken) })
  expect(res.statusCode, res.body).toBe(200)
  return res.json() as T
}

describe('an address stored with more than one recipient in it', () => {
  it('reads as no address in the directory and in the admin editor', async () => {
    const detail = await get<StartupDetail>(`/api/startups/${startupId}`, student)
    expect(detail.employees.map((e) => [e.name, e.email])).toEqual([
      ['Asha Verma', 'asha@olddata.example.com'],
      ['Spy', ''],
      ['Display Name', ''],
    ])
    const edited = await get<AdminStartupDetail>(`/api/admin/startups/${startupId}`, admin)
    expect(edited.employees.map((e) => e.email)).toEqual(['asha@olddata.example.com', '', ''])
  })

  it("reads as no apply address on the internship's page", async () => {
    const detail = await get<InternshipDetail>(`/api/internships/${internshipId}`, student)
    expect(detail.applyEmail).toBeNull()
    expect(detail.applyUrl).toBe('https://olddata.example.com/jobs')
  })

  it('gives a logged send to it no follow-up target', async () => {
    const db = t.database.db
    const team = await db.select().from(startupEmployees).where(eq(startupEmployees.startupId, startupId))
    const logged = { userId: student.userId, company: 'Old Data Labs', channel: 'copy' }
    await db.insert(outreachSends).values([
      ...team.map((e) => ({
        ...logged,
        startupId,
        employeeId: e.id,
        contactName: e.name,
        contactEmail: e.email,
      })),
      {
        ...logged,
        internshipId,
        contactName: 'Hiring team',
        contactEmail: 'jobs@olddata.example.com; spy@evil.example',
      },
    ])
    const log = await get<OutreachListResponse>('/api/outreach/sends?limit=50', student)
    const targets = log.items.map((s) => [s.contactEmail, s.employee?.email ?? null, s.internship])
    expect(targets).toEqual(
      expect.arrayContaining([
        ['asha@olddata.example.com', 'asha@olddata.example.com', null],
        ['spy,hr@olddata.example.com', null, null],
        ['HR <hr@olddata.example.com>', null, null],
        ['jobs@olddata.example.com; spy@evil.example', null, null],
      ]),
    )
    expect(targets).toHaveLength(4)
  })
})
