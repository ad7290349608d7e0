// @vitest-environment node
import type { OutreachSend } from '@coldstart/contract'
import { describe, expect, it } from 'vitest'
import { followsUpInComposer, mailAppReason } from './follow-up-way'

const send = (change: Partial<OutreachSend>): OutreachSend => ({
  id: '00000000-0000-4000-8000-000000000001',
  startupId: '00000000-0000-4000-8000-000000000002',
  employeeId: null,
  templateId: null,
  company: 'Quietleaf Labs',
  contactName: 'Nikhil Menon',
  contactEmail: 'nikhil@quietleaf.example.com',
  templateTitle: null,
  subject: 'Internship?',
  channel: 'mailto',
  status: 'sent',
  sentAt: '2026-11-17T10:00:00.000Z',
  statusUpdatedAt: null,
  snoozedUntil: null,
  followedUpAt: null,
  delivery: null,
  scheduledFor: null,
  failureReason: null,
  followUpIndex: null,
  due: true,
  employee: null,
  internship: null,
  ...change,
})

describe('how a nudge is followed up', () => {
  it('goes through the composer while the team member or the open posting is listed', () => {
    const member = send({
      employee: { id: 'e', name: 'Nikhil Menon', email: 'nikhil@quietleaf.example.com' },
    })
    const posting = send({
      contactName: 'Hiring Team',
      internship: {
        id: 'i',
        title: 'Data intern',
        company: 'Quietleaf Labs',
        startupId: null,
        applyEmail: 'jobs@quietleaf.example.com',
      },
    })
    for (const s of [member, posting]) {
      expect(followsUpInComposer(s)).toBe(true)
      expect(mailAppReason(s)).toBeNull()
    }
  })

  it('opens the mail app, and says why, once they are gone', () => {
    expect(mailAppReason(send({}))).toBe(
      'Nikhil Menon is no longer listed at Quietleaf Labs, so Follow up opens your mail app.',
    )
    expect(mailAppReason(send({ contactName: null }))).toMatch(/^nikhil@quietleaf\.example\.com is no longer/)
    expect(mailAppReason(send({ contactName: 'Hiring Team' }))).toBe(
      'This internship is no longer open, so Follow up opens your mail app.',
    )
  })
})
