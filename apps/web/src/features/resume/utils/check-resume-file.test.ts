// @vitest-environment node
import { RESUME_MESSAGES } from '@coldstart/contract'
import { describe, expect, it } from 'vitest'
import { checkResumeFile } from './check-resume-file'

const file = (name: string, size: number) => new File([new Uint8Array(size)], name)

describe('checkResumeFile', () => {
  it('accepts the four formats in any case', () => {
    for (const name of ['a.txt', 'a.PDF', 'a.doc', 'a.Docx'])
      expect(checkResumeFile(file(name, 10))).toBeNull()
  })
  it('refuses other types, empty and oversize files', () => {
    expect(checkResumeFile(file('a.png', 10))).toBe(RESUME_MESSAGES.unsupported)
    expect(checkResumeFile(file('a.pdf', 0))).toBe(RESUME_MESSAGES.empty)
    expect(checkResumeFile(file('a.pdf', 5 * 1024 * 1024 + 1))).toBe(RESUME_MESSAGES.tooLarge)
  })
})
