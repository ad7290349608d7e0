import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ResumeFacts, ResumeUploadResponse } from '@coldstart/contract'
import { bearer, signUpUser } from '../../testing/auth.ts'
import { multipartFile } from '../../testing/fixtures/resume-files.ts'
import { createTestApp, type TestApp } from '../../testing/test-app.ts'
import { corpusDocx, corpusPdf, corpusTxt } from './testing/corpus-files.ts'
import { type ExpectedFacts, RESUME_CORPUS } from './testing/resume-corpus.ts'

// Every corpus resume goes through the real upload path (multipart, type sniffing, the worker's parser, the
// facts) as .txt, .pdf and .docx, and must give exactly the facts its author wrote.

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

/** What differs between the facts read and the facts written (empty when they agree). */
function differences(actual: ResumeFacts, expected: ExpectedFacts): string[] {
  const diffs: string[] = []
  const same = (what: string, a: unknown, e: unknown) => {
    if (JSON.stringify(a) !== JSON.stringify(e))
      diffs.push(`${what}: got ${JSON.stringify(a)}, want ${JSON.stringify(e)}`)
  }
  same('name', actual.name, expected.name)
  same('email', actual.email, expected.email)
  same(
    'education',
    actual.education.map((e) => ({
      institution: e.institution,
      degree: e.degree,
      field: e.field,
      year: e.year,
    })),
    expected.education,
  )
  same('skills', actual.skills, expected.skills)
  same(
    'links',
    actual.links.map((l) => l.url),
    expected.links,
  )
  same(
    'experience',
    actual.experience.map((e) => ({
      role: e.role,
      organisation: e.organisation,
      period: e.period,
      highlights: e.highlights,
    })),
    expected.experience,
  )
  same(
    'projects',
    (actual.projects ?? []).map((p) => ({ name: p.name, link: p.link })),
    expected.projects,
  )
  return diffs
}

const FORMATS = [
  { extension: 'txt', render: corpusTxt },
  { extension: 'pdf', render: corpusPdf },
  { extension: 'docx', render: corpusDocx },
] as const

describe('the resume corpus through POST /api/resume', () => {
  const results: { id: string; format: string; diffs: string[] }[] = []

  for (const resume of RESUME_CORPUS) {
    it(`reads every fact of ${resume.id} (${resume.layout}) in .txt, .pdf and .docx`, async () => {
      const user = await signUpUser(t.app, { fullName: resume.expected.name })
      for (const { extension, render } of FORMATS) {
        const { payload, headers } = multipartFile(`${resume.id}.${extension}`, await render(resume))
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/resume',
          payload,
          headers: { ...headers, ...bearer(user.accessToken) },
        })
        expect(res.statusCode, res.body).toBe(200)
        const diffs = differences(res.json<ResumeUploadResponse>().facts, resume.expected)
        results.push({ id: resume.id, format: extension, diffs })
      }
      const failed = results.filter((r) => r.id === resume.id && r.diffs.length)
      expect(failed.map((r) => `${r.format}: ${r.diffs.join('; ')}`)).toEqual([])
    }, 30_000)
  }

  afterAll(() => {
    const passed = results.filter((r) => r.diffs.length === 0).length
    // the facts the first parser already had (no education parts, no projects), for comparison with it
    const older = ['name', 'email', 'skills', 'links', 'experience']
    const passedOlder = results.filter((r) => !r.diffs.some((d) => older.includes(d.split(':')[0]!))).length
    console.info(
      `resume corpus: ${passed} of ${results.length} files read with every fact right; ${passedOlder} with name, email, skills, links and experience right`,
    )
  })
})
