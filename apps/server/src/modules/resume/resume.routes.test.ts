import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { RESUME_MESSAGES, type ResumeUploadResponse } from '@coldstart/contract'
import { userProfiles } from '../../db/schema/index.ts'
import { startGeminiStandIn } from '../../testing/ai-stand-ins.ts'
import { bearer, signUpAdmin, signUpUser, type SignedInUser } from '../../testing/auth.ts'
import {
  makeDocxZipBomb,
  makeEncryptedPdf,
  makePng,
  makeResumeDocx,
  makeResumePdf,
  makeScannedPdf,
  multipartFile,
  readDocFixture,
  readRtfNamedDocFixture,
} from '../../testing/fixtures/resume-files.ts'
import { SAMPLE_RESUME_TEXT } from '../../testing/fixtures/resume-sample.ts'
import { createTestApp, type TestApp } from '../../testing/test-app.ts'

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

const upload = (user: SignedInUser | null, fileName: string, bytes: Uint8Array) => {
  const { payload, headers } = multipartFile(fileName, bytes)
  return t.app.inject({
    method: 'POST',
    url: '/api/resume',
    payload,
    headers: { ...headers, ...(user ? bearer(user.accessToken) : {}) },
  })
}

const storedProfile = async (userId: string) =>
  (await t.database.db.select().from(userProfiles).where(eq(userProfiles.userId, userId)))[0]

function expectSampleFacts(body: ResumeUploadResponse) {
  expect(body.facts.name).toBe('Asha Verma')
  expect(body.facts.skills).toContain('Python')
  expect(body.facts.experience[0]).toMatchObject({ role: 'Growth Intern', organisation: 'Zepto' })
  expect(body.summary).toMatch(/^Asha Verma is studying B\.Tech in Computer Science at Indian Institute/)
  expect(body.writer).toBe('offline')
}

describe('POST /api/resume: each format', () => {
  it('reads a .txt file', async () => {
    const res = await upload(asha, 'resume.txt', new TextEncoder().encode(SAMPLE_RESUME_TEXT))
    expect(res.statusCode).toBe(200)
    const body = res.json<ResumeUploadResponse>()
    expect(body).toMatchObject({ fileName: 'resume.txt', format: 'txt', pages: null })
    expect(body.text).toBe(SAMPLE_RESUME_TEXT.replace(/\n{3,}/g, '\n\n'))
    expectSampleFacts(body)
  })

  it('reads a 2-page PDF made with pdf-lib', async () => {
    const res = await upload(asha, 'Asha Verma CV.pdf', await makeResumePdf(2))
    expect(res.statusCode).toBe(200)
    const body = res.json<ResumeUploadResponse>()
    expect(body).toMatchObject({ format: 'pdf', pages: 2 })
    expect(body.text).toContain('Growth Intern, Zepto (May 2025 – Jul 2025)')
    expectSampleFacts(body)
  })

  it('reads a .docx made with docx', async () => {
    const res = await upload(asha, 'resume.docx', await makeResumeDocx())
    expect(res.statusCode).toBe(200)
    const body = res.json<ResumeUploadResponse>()
    expect(body.format).toBe('docx')
    expect(body.text).toContain('Tools: Figma, Excel, Google Analytics, Notion')
    expectSampleFacts(body)
  })

  it('reads a .doc written by a word processor', async () => {
    const res = await upload(asha, 'resume.doc', await readDocFixture())
    expect(res.statusCode).toBe(200)
    const body = res.json<ResumeUploadResponse>()
    expect(body.format).toBe('doc')
    expect(body.text).toContain('Indian Institute of Technology Delhi')
    expectSampleFacts(body)
  })

  it('stores nothing until the text is kept', async () => {
    expect(await storedProfile(asha.userId)).toBeUndefined()
  })
})

describe('POST /api/resume: hostile files get a 4xx with one sentence and leave the stored resume alone', () => {
  beforeAll(async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/resume',
      headers: bearer(ravi.accessToken),
      payload: { text: 'Ravi Kumar\nSkills\nSales, Excel', fileName: 'ravi.txt' },
    })
    expect(res.statusCode).toBe(200)
  })

  it.each([
    [
      'a scanned PDF with no text layer',
      'scan.pdf',
      () => makeScannedPdf(),
      422,
      RESUME_MESSAGES.noTextLayer,
    ],
    ['an encrypted PDF', 'locked.pdf', () => makeEncryptedPdf(), 422, RESUME_MESSAGES.encrypted],
    [
      'a broken PDF',
      'broken.pdf',
      () => new TextEncoder().encode('%PDF-1.7\n1 0 obj << /Type /Catalog >>\ngarbage without end'),
      422,
      RESUME_MESSAGES.broken,
    ],
    [
      'a truncated .docx',
      'cut.docx',
      async () => (await makeResumeDocx()).subarray(0, 900),
      422,
      RESUME_MESSAGES.broken,
    ],
    [
      'a picture renamed to .pdf',
      'photo.pdf',
      () => makePng(8, 8),
      422,
      RESUME_MESSAGES.mismatch('.pdf', 'an image (PNG)'),
    ],
    [
      'a PDF renamed to .docx',
      'resume.docx',
      () => makeResumePdf(1),
      422,
      RESUME_MESSAGES.mismatch('.docx', 'a PDF'),
    ],
    [
      'binary bytes named .txt',
      'resume.txt',
      () => new Uint8Array([0x41, 0, 0x42, 0, 0x43]),
      422,
      RESUME_MESSAGES.mismatch('.txt', 'binary data'),
    ],
    [
      'a .txt that is not UTF-8',
      'resume.txt',
      () => new Uint8Array([0x52, 0xe9, 0x73, 0x75, 0x6d, 0xe9]),
      422,
      RESUME_MESSAGES.badEncoding,
    ],
    ['a .docx zip bomb', 'bomb.docx', () => makeDocxZipBomb(120), 422, RESUME_MESSAGES.zipBomb],
    [
      'a file over 5 MB',
      'big.txt',
      () => new Uint8Array(5 * 1024 * 1024 + 1).fill(0x61),
      413,
      RESUME_MESSAGES.tooLarge,
    ],
    [
      'RTF saved under a .doc name',
      'resume.doc',
      () => readRtfNamedDocFixture(),
      422,
      RESUME_MESSAGES.mismatch('.doc', 'an RTF document (save it as .docx)'),
    ],
    ['an empty file', 'empty.txt', () => new Uint8Array(0), 422, RESUME_MESSAGES.empty],
    ['an .exe', 'resume.exe', () => new Uint8Array([0x4d, 0x5a]), 415, RESUME_MESSAGES.unsupported],
    ['a file with no extension', 'resume', () => new Uint8Array([0x41]), 415, RESUME_MESSAGES.unsupported],
  ])('%s', async (_case, fileName, make, status, message) => {
    const before = await storedProfile(ravi.userId)
    const res = await upload(ravi, fileName, await make())
    expect(res.statusCode).toBe(status)
    expect(res.json()).toMatchObject({ statusCode: status, message })
    expect(await storedProfile(ravi.userId)).toEqual(before)
  })

  it('asks for a file when the request is not multipart or has no file', async () => {
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/resume',
      headers: bearer(ravi.accessToken),
      payload: { text: 'x' },
    })
    expect(json.statusCode).toBe(415)
    expect(json.json().message).toBe(RESUME_MESSAGES.noFile)
    const boundary = 'b0undary'
    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/resume',
      headers: { ...bearer(ravi.accessToken), 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="note"\r\n\r\nhi\r\n--${boundary}--\r\n`,
    })
    expect(empty.statusCode).toBe(400)
    expect(empty.json().message).toBe(RESUME_MESSAGES.noFile)
  })

  it('refuses a second file in one upload', async () => {
    const a = multipartFile('a.txt', new TextEncoder().encode('one'))
    const boundary = a.headers['content-type'].split('boundary=')[1]!
    const second = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file2"; filename="b.txt"\r\nContent-Type: text/plain\r\n\r\ntwo\r\n`,
    )
    const payload = Buffer.concat([second, a.payload])
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/resume',
      headers: { ...a.headers, ...bearer(ravi.accessToken) },
      payload,
    })
    expect(res.statusCode).toBe(413)
    expect(res.json().message).toBe('upload one resume file at a time')
  })
})

describe('who may call the resume routes', () => {
  it('anonymous callers get 401 on every route', async () => {
    expect((await upload(null, 'resume.txt', new TextEncoder().encode('x'))).statusCode).toBe(401)
    const put = await t.app.inject({ method: 'PUT', url: '/api/resume', payload: { text: 'x' } })
    expect(put.statusCode).toBe(401)
    const build = await t.app.inject({ method: 'POST', url: '/api/resume/from-profile' })
    expect(build.statusCode).toBe(401)
  })

  it('an admin keeps their own resume, and nobody else sees it', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/resume',
      headers: bearer(admin.accessToken),
      payload: { text: 'Admin Person\nSkills\nOperations' },
    })
    expect(res.statusCode).toBe(200)
    expect(res.json().profile.resumeFacts.skills).toEqual(['Operations'])
    const other = await t.app.inject({
      method: 'GET',
      url: '/api/profile',
      headers: bearer(asha.accessToken),
    })
    expect(other.json().profile.resumeText).toBeNull()
  })
})

describe('PUT /api/resume and POST /api/resume/from-profile', () => {
  it('keeps the reviewed text, its facts and its summary as resume_text', async () => {
    const edited = SAMPLE_RESUME_TEXT.replace('Notion', 'Notion, HubSpot')
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/resume',
      headers: bearer(asha.accessToken),
      payload: { text: edited, fileName: 'resume.pdf' },
    })
    expect(res.statusCode).toBe(200)
    const body = res.json()
    expect(body.writer).toBe('offline')
    expect(body.profile).toMatchObject({ resumeSourceText: edited, resumeFileName: 'resume.pdf' })
    expect(body.profile.resumeFacts.skills).toContain('HubSpot')
    expect(body.profile.resumeText).toContain('Skills: ')
    expect(body.profile.resumeText).toContain('HubSpot')
    const row = await storedProfile(asha.userId)
    expect(row?.resumeText).toBe(body.profile.resumeText)
  })

  it.each([
    ['empty text', { text: '   ' }],
    ['a NUL byte', { text: 'Asha\u0000' }],
    ['a lone surrogate', { text: 'Asha \ud800' }],
    ['text over the limit', { text: 'a'.repeat(60_001) }],
    ['a number', { text: 42 }],
  ])('refuses %s with 400', async (_case, payload) => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/resume',
      headers: bearer(asha.accessToken),
      payload,
    })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ statusCode: 400, field: 'text' })
  })

  it('builds resume text from the profile fields', async () => {
    const save = await t.app.inject({
      method: 'PUT',
      url: '/api/profile',
      headers: bearer(admin.accessToken),
      payload: {
        profile: {
          skills: ['Excel', 'Negotiation'],
          customLinks: [],
          linkedin: 'https://www.linkedin.com/in/admin-person',
          github: null,
          portfolio: null,
          experienceYears: 2,
          education: 'MBA, IIM Bangalore',
        },
        preferences: { preferredDomains: ['Sales'], preferredLocations: [], preferredCompanyStages: [] },
      },
    })
    expect(save.statusCode).toBe(200)
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/resume/from-profile',
      headers: bearer(admin.accessToken),
    })
    expect(res.statusCode).toBe(200)
    expect(res.json().profile.resumeText).toBe(
      'Admin Person is studying MBA, IIM Bangalore. 2 years of work experience. Skills: Excel and Negotiation. ' +
        'Looking for internships in Sales. Links: LinkedIn https://www.linkedin.com/in/admin-person.',
    )
  })
})

describe('POST /api/resume with Gemini', () => {
  it('uploads the PDF to the model first and returns its summary', async () => {
    const gemini = await startGeminiStandIn({ reply: ['Asha Verma, ', 'a growth-minded student.'] })
    const app = await createTestApp({
      env: { AI_PROVIDER: 'gemini', GEMINI_API_KEY: 'test-key', GEMINI_BASE_URL: gemini.baseUrl },
    })
    try {
      const user = await signUpUser(app.app, { fullName: 'Asha Verma' })
      const { payload, headers } = multipartFile('resume.pdf', await makeResumePdf(1))
      const res = await app.app.inject({
        method: 'POST',
        url: '/api/resume',
        payload,
        headers: { ...headers, ...bearer(user.accessToken) },
      })
      expect(res.statusCode).toBe(200)
      expect(res.json()).toMatchObject({ writer: 'ai', summary: 'Asha Verma, a growth-minded student.' })
      expect(gemini.requests.some((r) => r.path.startsWith('/upload/'))).toBe(true)
      expect(gemini.requests.at(-1)?.body).toContain('Growth Intern, Zepto')
    } finally {
      await app.close()
      await gemini.close()
    }
  })
})
