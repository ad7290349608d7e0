// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { replySubject, threadSubject } from './reply-subject'

const contact = (employeeId: string | null, firstSubject: string | null) => ({
  employeeId,
  name: 'Someone',
  lastSentAt: firstSubject ? '2026-11-17T10:00:00.000Z' : null,
  firstSubject,
})

describe('replySubject', () => {
  it('prefixes Re: once', () => {
    expect(replySubject('Internship at Redline Desk?')).toBe('Re: Internship at Redline Desk?')
    expect(replySubject(' RE: Internship ')).toBe('RE: Internship')
  })
})

describe('threadSubject', () => {
  const data = {
    startupLastSentAt: null,
    contacts: [contact('a', 'Hello'), contact('b', 'Hello'), contact('c', 'Other'), contact('d', null)],
  }
  it("is the recipients' shared first subject", () => {
    expect(threadSubject(data, ['a'])).toBe('Hello')
    expect(threadSubject(data, ['a', 'b'])).toBe('Hello')
  })
  it('is null when they differ, one was never emailed, or nothing is known', () => {
    expect(threadSubject(data, ['a', 'c'])).toBeNull()
    expect(threadSubject(data, ['a', 'd'])).toBeNull()
    expect(threadSubject(data, ['x'])).toBeNull()
    expect(threadSubject(undefined, ['a'])).toBeNull()
    expect(threadSubject({ startupLastSentAt: null, contacts: [contact(null, 'Apply')] }, [null])).toBe(
      'Apply',
    )
  })
})
