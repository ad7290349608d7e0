import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { EMAIL_PICK_MESSAGES, type EmailPicksResponse } from '@coldstart/contract'
import { emailTemplates, startupEmployees, startups } from '../../db/schema/index.ts'
import { bearer, signUpUser, type SignedInUser } from '../../testing/auth.ts'
import { DATA_RESUME } from '../../testing/student-profiles.ts'
import { createTestApp, type TestApp } from '../../testing/test-app.ts'

let t: TestApp
let rohan: SignedInUser
let ravi: SignedInUser
beforeAll(async () => {
  t = await createTestApp({ seed: true })
  rohan = await signUpUser(t.app, { fullName: 'Rohan Mehta' })
  ravi = await signUpUser(t.app, { fullName: 'Ravi Kumar' })
  const kept = await t.app.inject({
    method: 'PUT',
    url: '/api/resume',
    headers: bearer(rohan.accessToken),
    payload: { text: DATA_RESUME, fileName: 'resume.txt' },
  })
  expect(kept.statusCode).toBe(200)
})
afterAll(() => t.close())

const picks = (user: SignedInUser) =>
  t.app.inject({ method: 'GET', url: '/api/resume/picks', headers: bearer(user.accessToken) })
const pick = (user: SignedInUser, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'PUT', url: '/api/resume/picks', headers: bearer(user.accessToken), payload })

/** The "Short internship ask" to Redline Desk's first team member, written for `user`. */
async function composed(user: SignedInUser): Promise<string> {
  const db = t.database.db
  const [startup] = await db
    .select({ id: startups.id })
    .from(startups)
    .where(eq(startups.name, 'Redline Desk'))
  const [employee] = await db
    .select({ id: startupEmployees.id })
    .from(startupEmployees)
    .where(eq(startupEmployees.startupId, startup!.id))
  const [template] = await db
    .select({ id: emailTemplates.id })
    .from(emailTemplates)
    .where(eq(emailTemplates.title, 'Project-first pitch'))
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/compose',
    headers: bearer(user.accessToken),
    payload: { templateId: template!.id, startupId: startup!.id, employeeIds: [employee!.id] },
  })
  expect(res.statusCode).toBe(200)
  return [...res.body.matchAll(/^data: (.*)$/gm)]
    .map((m) => JSON.parse(m[1]!) as { text?: string })
    .map((d) => d.text ?? '')
    .join('')
}

describe('the project and result the emails use', () => {
  it('offers every project and every result with a figure, none of them garbled', async () => {
    const res = await picks(rohan)
    expect(res.statusCode).toBe(200)
    expect(res.json<EmailPicksResponse>()).toEqual({
      projects: ['Churn prediction', 'Canteen queue bot'],
      results: [
        'Churn prediction, a scikit-learn baseline (F1 0.82)',
        'Churn prediction (Kaggle rank 312 of 9,400 in the Home Credit competition)',
        'Canteen queue bot served 2,300 students over one semester',
      ],
      using: {
        project: 'Churn prediction',
        achievement: 'Churn prediction, a scikit-learn baseline (F1 0.82)',
      },
    })
  })

  it('keeps a pick, and the composer writes with it', async () => {
    const res = await pick(rohan, {
      project: 'Canteen queue bot',
      achievement: 'Canteen queue bot served 2,300 students over one semester',
    })
    expect(res.statusCode).toBe(200)
    expect(res.json<EmailPicksResponse>().using).toEqual({
      project: 'Canteen queue bot',
      achievement: 'Canteen queue bot served 2,300 students over one semester',
    })
    const text = await composed(rohan)
    expect(text).toContain('Most relevant so far: Canteen queue bot.')
    expect(text).toContain("One result I'm proud of: it served 2,300 students over one semester.")
    // back to the first of each
    expect(
      (await pick(rohan, { project: null, achievement: null })).json<EmailPicksResponse>().using,
    ).toEqual({
      project: 'Churn prediction',
      achievement: 'Churn prediction, a scikit-learn baseline (F1 0.82)',
    })
  })

  it('refuses a pick the resume does not hold, with a clear message', async () => {
    const project = await pick(rohan, { project: 'Google Search', achievement: null })
    expect(project.statusCode).toBe(400)
    expect(project.json()).toMatchObject({ message: EMAIL_PICK_MESSAGES.project })
    const result = await pick(rohan, { project: null, achievement: 'I grew revenue 10x' })
    expect(result.statusCode).toBe(400)
    expect(result.json()).toMatchObject({ message: EMAIL_PICK_MESSAGES.achievement })
    expect((await pick(rohan, { project: 7 })).statusCode).toBe(400)
    expect((await pick(rohan, { project: 'x'.repeat(401), achievement: null })).statusCode).toBe(400)
  })

  it('offers nothing to a student without a resume, and one student never sees another’s', async () => {
    expect((await picks(ravi)).json()).toEqual({
      projects: [],
      results: [],
      using: { project: null, achievement: null },
    })
    expect((await pick(ravi, { project: 'Churn prediction', achievement: null })).statusCode).toBe(400)
    expect((await pick(ravi, { project: null, achievement: null })).statusCode).toBe(200)
  })
})
