import { Piscina } from 'piscina'
import { afterAll, describe, expect, it, vi } from 'vitest'
import { RESUME_MESSAGES } from '@coldstart/contract'
import { makeResumePdf } from '../../testing/fixtures/resume-files.ts'
import { createResumeParser } from './resume-parser.ts'

describe('createResumeParser', () => {
  const slow = createResumeParser({ timeoutMs: 1, maxThreads: 1 })
  const normal = createResumeParser({ maxThreads: 1 })
  afterAll(async () => {
    await slow.close()
    await normal.close()
  })

  it('stops a parse past its time limit with one sentence, and the pool keeps working', async () => {
    const pdf = await makeResumePdf(2)
    await expect(slow.parse('resume.pdf', pdf)).rejects.toMatchObject({
      statusCode: 422,
      message: RESUME_MESSAGES.timeout,
    })
    const parsed = await normal.parse('resume.pdf', pdf)
    expect(parsed).toMatchObject({ format: 'pdf', pages: 2 })
    expect(parsed.text).toContain('Asha Verma')
  })

  it('refuses a PDF that holds no page before a thread is asked', async () => {
    const run = vi.spyOn(Piscina.prototype, 'run')
    try {
      const headerAndJunk = Buffer.concat([
        Buffer.from('%PDF-1.7\n1 0 obj\n<< /Type /Catalog'),
        Buffer.alloc(50_000, 0x8f),
      ])
      await expect(normal.parse('resume.pdf', headerAndJunk)).rejects.toMatchObject({
        statusCode: 422,
        message: RESUME_MESSAGES.broken,
      })
      expect(run).not.toHaveBeenCalled()
    } finally {
      run.mockRestore()
    }
  })

  it('drops zero-width characters from the text', async () => {
    const bytes = new TextEncoder().encode('Asha\u200b Verma\nSkills\nSQL')
    expect((await normal.parse('a.txt', bytes)).text).toBe('Asha Verma\nSkills\nSQL')
  })

  it('refuses text over the limit', async () => {
    const bytes = new TextEncoder().encode('word '.repeat(13_000))
    await expect(normal.parse('a.txt', bytes)).rejects.toMatchObject({ message: RESUME_MESSAGES.tooMuchText })
  })
})
