import { describe, expect, it } from 'vitest'
import { followUpsMessage } from './mailbox-sends.ts'

describe('followUpsMessage', () => {
  const now = new Date('2026-11-27T10:00:00Z')
  const zone = { now, timeZone: 'Asia/Kolkata' }

  it('says nothing without follow-ups', () => {
    expect(followUpsMessage([], zone)).toBeNull()
  })

  it('names each follow-up day in the student zone', () => {
    const first = new Date('2026-11-30T10:00:00Z')
    const second = new Date('2026-12-07T10:00:00Z')
    expect(followUpsMessage([first], zone)).toBe('Follows up on Mon 30 Nov if no reply')
    expect(followUpsMessage([first, second], zone)).toBe(
      'Follows up on Mon 30 Nov and on Mon 7 Dec if no reply',
    )
  })

  it('says tomorrow for the next day', () => {
    expect(followUpsMessage([new Date('2026-11-28T10:00:00Z')], zone)).toBe('Follows up tomorrow if no reply')
  })
})
