import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import {
  PROFILE_MESSAGES,
  RESUME_MESSAGES,
  type ProfileResponse,
  type SaveProfileBody,
} from '@coldstart/contract'
import { userPreferences, userProfiles } from '../../db/schema/index.ts'
import { startOpenAiStandIn, type AiStandIn } from '../../testing/ai-stand-ins.ts'
import { bearer, signUpAdmin, signUpUser, type SignedInUser } from '../../testing/auth.ts'
import { multipartFile } from '../../testing/fixtures/resume-files.ts'
import { SAMPLE_RESUME_TEXT } from '../../testing/fixtures/resume-sample.ts'
import { createTestApp, type TestApp } from '../../testing/test-app.ts'

const FULL: SaveProfileBody = {
  profile: {
    skills: ['SQL', 'Figma', 'Public Speaking'],
    customLinks: [
      { id: 'l1', label: 'Blog', url: 'https://asha.blog' },
      { id: 'l2', label: 'Dribbble', url: 'http://dribbble.com/asha' },
    ],
    linkedin: 'https://www.linkedin.com/in/asha-verma',
    github: 'https://github.com/ashaverma',
    portfolio: 'https://drive.example.com/asha-resume.pdf',
    experienceYears: 1,
    education: 'B.Tech Computer Science, IIT Delhi (2026)',
  },
  preferences: {
    preferredDomains: ['Product', 'Growth'],
    preferredLocations: ['Bengaluru', 'Remote'],
    preferredCompanyStages: ['Seed', 'Series A'],
  },
}

const put = (t: TestApp, user: SignedInUser | null, payload: unknown) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/profile',
    payload: payload as object,
    headers: user ? bearer(user.accessToken) : {},
  })
const get = (t: TestApp, user: SignedInUser | null) =>
  t.app.inject({ method: 'GET', url: '/api/profile', headers: user ? bearer(user.accessToken) : {} })

describe('profile API with the offline writer', () => {
  let t: TestApp
  let asha: SignedInUser
  let ravi: SignedInUser
  let admin: SignedInUser
  beforeAll(async () => {
    t = await createTestApp()
    asha = await signUpUser(t.app, { fullName: 'Asha Verma' })
    ravi = await signUpUser(t.app, { fullName: 'Ravi Kumar' })
    admin = await signUpAdmin(t.app, t.database.db)
  })
  afterAll(() => t.close())

  it('answers 401 to anonymous callers', async () => {
    expect((await get(t, null)).statusCode).toBe(401)
    expect((await put(t, null, FULL)).statusCode).toBe(401)
  })

  it('reads a missing row as an empty profile, with the name from the users table', async () => {
    const res = await get(t, asha)
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toBe('no-store')
    expect(res.json()).toEqual({
      user: { name: 'Asha Verma', email: asha.email },
      profile: {
        skills: [],
        customLinks: [],
        linkedin: null,
        github: null,
        portfolio: null,
        experienceYears: 0,
        education: null,
        resumeText: null,
        resumeSourceText: null,
        resumeFileName: null,
        resumeFacts: null,
        lastUpdated: null,
      },
      preferences: { preferredDomains: [], preferredLocations: [], preferredCompanyStages: [] },
    })
  })

  it('saves every field of both rows and reads them back, with a summary from the profile', async () => {
    const res = await put(t, asha, FULL)
    expect(res.statusCode).toBe(200)
    const body = res.json()
    expect(body).toMatchObject({ summaryUpdated: true, message: PROFILE_MESSAGES.saved })
    const read = (await get(t, asha)).json<ProfileResponse>()
    expect(read.profile).toMatchObject(FULL.profile)
    expect(read.preferences).toEqual(FULL.preferences)
    expect(read.profile.lastUpdated).toMatch(/^\d{4}-\d{2}-\d{2}T/)
    expect(read.profile.resumeText).toBe(
      'Asha Verma is studying B.Tech Computer Science, IIT Delhi (2026). 1 year of work experience. ' +
        'Skills: SQL, Figma and Public Speaking. Looking for internships in Product and Growth. ' +
        'Links: LinkedIn https://www.linkedin.com/in/asha-verma; GitHub https://github.com/ashaverma; ' +
        'resume https://drive.example.com/asha-resume.pdf; Blog https://asha.blog; Dribbble http://dribbble.com/asha.',
    )
  })

  it('trims text and stores empty URLs and education as null', async () => {
    const res = await put(t, asha, {
      profile: { ...FULL.profile, skills: ['  SQL  '], linkedin: '', github: '  ', education: '   ' },
      preferences: FULL.preferences,
    })
    expect(res.statusCode).toBe(200)
    const [row] = await t.database.db.select().from(userProfiles).where(eq(userProfiles.userId, asha.userId))
    expect(row).toMatchObject({ skills: ['SQL'], linkedin: null, github: null, education: null })
  })

  it('writes the summary from the kept resume when there is one', async () => {
    const kept = await t.app.inject({
      method: 'PUT',
      url: '/api/resume',
      headers: bearer(asha.accessToken),
      payload: { text: SAMPLE_RESUME_TEXT },
    })
    expect(kept.statusCode).toBe(200)
    const res = await put(t, asha, FULL)
    expect(res.json().profile.resumeText).toMatch(
      /^Asha Verma is studying B\.Tech in Computer Science at Indian Institute of Technology Delhi \(2022 – 2026\)\. Experience: Growth Intern at Zepto/,
    )
    expect(res.json().profile.resumeFacts.skills).toContain('Google Analytics')
  })

  it("keeps each user's profile to themselves: another user and an admin see only their own", async () => {
    const other = (await get(t, ravi)).json<ProfileResponse>()
    expect(other.user.name).toBe('Ravi Kumar')
    expect(other.profile.skills).toEqual([])
    expect(
      (await put(t, ravi, { ...FULL, profile: { ...FULL.profile, skills: ['Sales'] } })).statusCode,
    ).toBe(200)
    expect((await get(t, asha)).json().profile.skills).toEqual(FULL.profile.skills)
    const adminView = (await get(t, admin)).json<ProfileResponse>()
    expect(adminView.user.name).toBe('Admin Person')
    expect(adminView.profile.skills).toEqual([])
    const rows = await t.database.db.select().from(userPreferences)
    expect(rows.map((r) => r.userId).sort()).toEqual([asha.userId, ravi.userId].sort())
  })

  it('keeps a reviewed resume with the rest of the page in one save', async () => {
    const meera = await signUpUser(t.app, { fullName: 'Meera Iyer' })
    const res = await put(t, meera, {
      ...FULL,
      resume: { text: SAMPLE_RESUME_TEXT, fileName: '  Meera CV.pdf ' },
    })
    expect(res.statusCode).toBe(200)
    const saved = res.json<ProfileResponse>()
    expect(saved.profile).toMatchObject({
      skills: FULL.profile.skills,
      resumeSourceText: SAMPLE_RESUME_TEXT,
      resumeFileName: 'Meera CV.pdf',
    })
    expect(saved.profile.resumeFacts?.skills).toContain('Google Analytics')
    expect(saved.profile.resumeText).toMatch(/Growth Intern at Zepto/)
    expect(saved.preferences.preferredDomains).toEqual(FULL.preferences.preferredDomains)
  })

  it('refuses an empty resume text with 400 and saves none of the page', async () => {
    const before = (await get(t, asha)).json()
    const res = await put(t, asha, {
      ...FULL,
      profile: { ...FULL.profile, skills: ['Go'] },
      resume: { text: ' ' },
    })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ field: 'resume.text' })
    expect((await get(t, asha)).json()).toEqual(before)
  })

  const bad = (profile: object = {}, preferences: object = {}) => ({
    profile: { ...FULL.profile, ...profile },
    preferences: { ...FULL.preferences, ...preferences },
  })
  it.each([
    ['a javascript: URL', bad({ linkedin: 'javascript:alert(1)' }), 'profile.linkedin'],
    ['a URL without a scheme', bad({ github: 'github.com/asha' }), 'profile.github'],
    [
      'a custom link with an empty label',
      bad({ customLinks: [{ id: 'x', label: ' ', url: 'https://a.io' }] }),
      'profile.customLinks.0.label',
    ],
    [
      'a custom link with an ftp URL',
      bad({ customLinks: [{ id: 'x', label: 'A', url: 'ftp://a.io' }] }),
      'profile.customLinks.0.url',
    ],
    ['an empty skill', bad({ skills: ['  '] }), 'profile.skills.0'],
    ['duplicate skills in another case', bad({ skills: ['SQL', 'sql'] }), 'profile.skills'],
    ['51 skills', bad({ skills: Array.from({ length: 51 }, (_, i) => `skill ${i}`) }), 'profile.skills'],
    ['a 100k-character skill', bad({ skills: ['x'.repeat(100_000)] }), 'profile.skills.0'],
    ['negative experience', bad({ experienceYears: -1 }), 'profile.experienceYears'],
    ['fractional experience', bad({ experienceYears: 1.5 }), 'profile.experienceYears'],
    ['experience as text', bad({ experienceYears: 'two' }), 'profile.experienceYears'],
    ['a NUL byte in education', bad({ education: 'IIT\u0000' }), 'profile.education'],
    ['a lone surrogate in a skill', bad({ skills: ['\ud83d'] }), 'profile.skills.0'],
    [
      'a domain not in the list',
      bad({}, { preferredDomains: ['Finance'] }),
      'preferences.preferredDomains.0',
    ],
    [
      'a company stage not in the list',
      bad({}, { preferredCompanyStages: ['Unicorn'] }),
      'preferences.preferredCompanyStages.0',
    ],
    ['skills that are not a list', bad({ skills: 'SQL' }), 'profile.skills'],
  ])('refuses %s with 400 naming the field, and stores nothing', async (_case, body, field) => {
    const before = (await get(t, ravi)).json()
    const res = await put(t, ravi, body)
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ statusCode: 400, field })
    expect((await get(t, ravi)).json()).toEqual(before)
  })
})

describe('profile and resume summaries through a hosted model', () => {
  let t: TestApp
  let ai: AiStandIn
  let asha: SignedInUser
  beforeAll(async () => {
    ai = await startOpenAiStandIn({ reply: ['Asha Verma is a ', 'growth-minded engineering student.'] })
    t = await createTestApp({
      env: {
        AI_PROVIDER: 'openai',
        OPENAI_API_KEY: 'sk-test',
        OPENAI_BASE_URL: ai.baseUrl,
        AI_TIMEOUT_MS: '2000',
      },
    })
    asha = await signUpUser(t.app, { fullName: 'Asha Verma' })
  })
  afterAll(async () => {
    await t.close()
    await ai.close()
  })

  it('stores the summary the model writes on profile save, sending it the profile', async () => {
    const res = await put(t, asha, FULL)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ summaryUpdated: true })
    expect(res.json().profile.resumeText).toBe('Asha Verma is a growth-minded engineering student.')
    expect(ai.requests.at(-1)?.body).toContain('Skills: SQL, Figma, Public Speaking')
  })

  it('summarises an upload with the model', async () => {
    const { payload, headers } = multipartFile('resume.txt', new TextEncoder().encode(SAMPLE_RESUME_TEXT))
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/resume',
      payload,
      headers: { ...headers, ...bearer(asha.accessToken) },
    })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({
      writer: 'ai',
      summary: 'Asha Verma is a growth-minded engineering student.',
    })
    expect(ai.requests.at(-1)?.body).toContain('Growth Intern, Zepto')
  })

  it('keeps the previous resume text when the model fails on profile save', async () => {
    ai.queue('500', '500')
    const res = await put(t, asha, { ...FULL, profile: { ...FULL.profile, skills: ['Rust'] } })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ summaryUpdated: false, message: PROFILE_MESSAGES.summaryKept })
    const read = (await get(t, asha)).json<ProfileResponse>()
    expect(read.profile.skills).toEqual(['Rust'])
    expect(read.profile.resumeText).toBe('Asha Verma is a growth-minded engineering student.')
  })

  it('answers "failed to process resume" and keeps the stored resume when the model fails on keep', async () => {
    ai.queue('500', '500')
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/resume',
      headers: bearer(asha.accessToken),
      payload: { text: 'A new resume' },
    })
    expect(res.statusCode).toBe(503)
    expect(res.json().message).toBe(RESUME_MESSAGES.processFailed)
    const read = (await get(t, asha)).json<ProfileResponse>()
    expect(read.profile.resumeText).toBe('Asha Verma is a growth-minded engineering student.')
    expect(read.profile.resumeSourceText).toBeNull()
  })

  it('stops the hosted model call when the browser goes away during a save', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' })
    ai.requests.length = 0
    ai.defaultMode = 'hang'
    try {
      const controller = new AbortController()
      const pending = fetch(`${address}/api/profile`, {
        method: 'PUT',
        headers: { ...bearer(asha.accessToken), 'content-type': 'application/json' },
        body: JSON.stringify(FULL),
        signal: controller.signal,
      }).catch((err: unknown) => err)
      await expect.poll(() => ai.requests.length).toBe(1)
      controller.abort()
      expect(await ai.waitForAbort(2000)).toBe(true)
      await pending
    } finally {
      ai.defaultMode = 'ok'
    }
  })
})
