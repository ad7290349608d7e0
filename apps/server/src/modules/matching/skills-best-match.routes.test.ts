import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { InternshipListResponse, StartupListResponse } from '@coldstart/contract'
import { internships, startupTags, startups, userProfiles } from '../../db/schema/index.ts'
import { bearer, signUpUser, type SignedInUser } from '../../testing/auth.ts'
import { createTestApp, type TestApp } from '../../testing/test-app.ts'

// No startup spells "machine learning": the AI ones carry the tags the taxonomy gives the skill. The other two
// are newer and one is trending, so without the taxonomy they would come first.
const DAY = 86_400_000
const FIXTURE = [
  { name: 'Lens Vision', sector: 'AI', tags: ['computer-vision', 'ocr'], age: 5 },
  { name: 'Parse Docs', sector: 'AI', tags: ['document-ai'], age: 4 },
  { name: 'Till Pay', sector: 'Fintech', tags: ['payments', 'upi'], age: 1, trending: true },
  { name: 'Cart Basket', sector: 'E-commerce', tags: ['d2c'], age: 0.5 },
]

let t: TestApp
let student: SignedInUser

beforeAll(async () => {
  t = await createTestApp()
  const db = t.database.db
  const ids = new Map<string, string>()
  for (const s of FIXTURE) {
    const [row] = await db
      .insert(startups)
      .values({
        name: s.name,
        sector: s.sector,
        status: 'approved',
        isTrending: s.trending ?? false,
        createdAt: new Date(Date.now() - s.age * DAY),
      })
      .returning({ id: startups.id })
    ids.set(s.name, row!.id)
    await db.insert(startupTags).values(s.tags.map((tag) => ({ startupId: row!.id, tag })))
  }
  await db.insert(internships).values([
    {
      title: 'Research Intern',
      company: 'Lens Vision',
      startupId: ids.get('Lens Vision'),
      createdAt: new Date(Date.now() - 3 * DAY),
    },
    {
      title: 'Payments Intern',
      company: 'Till Pay',
      startupId: ids.get('Till Pay'),
      createdAt: new Date(Date.now() - DAY),
    },
  ])
  student = await signUpUser(t.app)
  await db.insert(userProfiles).values({ userId: student.userId, skills: ['Machine Learning'] })
})
afterAll(() => t.close())

async function get<T>(url: string) {
  const res = await t.app.inject({ method: 'GET', url, headers: bearer(student.accessToken) })
  expect(res.statusCode).toBe(200)
  return res.json() as T
}

describe('best match understands skills', () => {
  it('a student with "Machine Learning" gets AI startups first, saying which skill matched', async () => {
    const body = await get<StartupListResponse>('/api/startups?sort=best-match')
    expect(body.items.map((i) => [i.name, i.matchReasons])).toEqual([
      ['Parse Docs', ['Matches Machine Learning']],
      ['Lens Vision', ['Matches Machine Learning']],
      ['Till Pay', []],
      ['Cart Basket', []],
    ])
  })

  it('the same student sees the AI startup’s internship first on the board', async () => {
    const body = await get<InternshipListResponse>('/api/internships?sort=best-match')
    expect(body.items.map((i) => [i.title, i.matchReasons])).toEqual([
      ['Research Intern', ['Matches Machine Learning']],
      ['Payments Intern', []],
    ])
  })
})
