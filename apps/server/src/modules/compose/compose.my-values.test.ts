import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { STUDENT_VARIABLES, type SaveProfileBody, type StudentValuesResponse } from '@coldstart/contract'
import { bearer, signUpUser, type SignedInUser } from '../../testing/auth.ts'
import { SAMPLE_RESUME_TEXT } from '../../testing/fixtures/resume-sample.ts'
import { createTestApp, type TestApp } from '../../testing/test-app.ts'

const PROFILE: SaveProfileBody = {
  profile: {
    skills: ['SQL', 'Figma'],
    customLinks: [],
    linkedin: 'https://www.linkedin.com/in/asha',
    github: null,
    portfolio: null,
    experienceYears: 0,
    education: 'B.Tech Computer Science, IIT Bombay, 2027',
  },
  preferences: { preferredDomains: ['Product'], preferredLocations: [], preferredCompanyStages: [] },
}

const myValues = (t: TestApp, user: SignedInUser | null) =>
  t.app.inject({
    method: 'GET',
    url: '/api/compose/my-values',
    headers: user ? bearer(user.accessToken) : {},
  })

describe('GET /api/compose/my-values', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())

  it('is for signed-in users', async () => {
    expect((await myValues(t, null)).statusCode).toBe(401)
  })

  it('gives a new student their name and null for everything else', async () => {
    const ravi = await signUpUser(t.app, { fullName: 'Ravi Kumar' })
    const res = await myValues(t, ravi)
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toBe('no-store')
    const { values } = res.json<StudentValuesResponse>()
    expect(Object.keys(values).sort()).toEqual([...STUDENT_VARIABLES].sort())
    expect(values.sender_name).toBe('Ravi Kumar')
    expect(Object.entries(values).filter(([, v]) => v !== null)).toEqual([['sender_name', 'Ravi Kumar']])
  })

  it("fills the student's studies, skills, role, links and resume highlights, and nobody else's", async () => {
    const asha = await signUpUser(t.app, { fullName: 'Asha Verma' })
    const other = await signUpUser(t.app, { fullName: 'Meera Iyer' })
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/profile',
      headers: bearer(asha.accessToken),
      payload: { ...PROFILE, resume: { text: SAMPLE_RESUME_TEXT } },
    })
    expect(saved.statusCode).toBe(200)
    const { values } = (await myValues(t, asha)).json<StudentValuesResponse>()
    expect(values).toMatchObject({
      sender_name: 'Asha Verma',
      skills: 'SQL and Figma',
      studies: 'a B.Tech Computer Science student at IIT Bombay',
      college: 'IIT Bombay',
      graduation_year: '2027',
      role: 'product',
      linkedin: 'https://www.linkedin.com/in/asha',
    })
    expect(values.project).toMatch(/Growth Intern at Zepto/)
    expect((await myValues(t, other)).json<StudentValuesResponse>().values.skills).toBeNull()
  })
})
