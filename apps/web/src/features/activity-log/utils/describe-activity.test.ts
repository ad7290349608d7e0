// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { describeActivity, timeAgo } from './describe-activity'

describe('describeActivity', () => {
  it('words module changes as who, did, what', () => {
    expect(
      describeActivity({ actionType: 'startup_created', actor: 'Admin Person', subject: 'Tracepoint' }),
    ).toEqual({
      who: 'Admin Person',
      did: 'added startup',
      what: 'Tracepoint',
    })
    expect(describeActivity({ actionType: 'template_archived', actor: null, subject: 'Follow-up' })).toEqual({
      who: 'Someone',
      did: 'archived template',
      what: 'Follow-up',
    })
    expect(describeActivity({ actionType: 'startups_imported', actor: 'A', subject: '12 startups' })).toEqual(
      {
        who: 'A',
        did: 'imported',
        what: '12 startups',
      },
    )
  })

  it('words the auth rows for a person', () => {
    expect(describeActivity({ actionType: 'sign_up', actor: 'Meera', subject: 'meera@example.com' })).toEqual(
      {
        who: 'Meera',
        did: 'signed up',
        what: null,
      },
    )
    expect(describeActivity({ actionType: 'role_granted', actor: 'Root', subject: 'a@b.co' })).toEqual({
      who: 'a@b.co',
      did: 'became an admin',
      what: null,
    })
  })
})

describe('timeAgo', () => {
  const now = Date.parse('2026-11-23T12:00:00Z')
  it('picks the largest sensible unit', () => {
    expect(timeAgo('2026-11-23T11:59:30Z', now)).toBe('30 seconds ago')
    expect(timeAgo('2026-11-23T09:00:00Z', now)).toBe('3 hours ago')
    expect(timeAgo('2026-11-22T12:00:00Z', now)).toBe('yesterday')
    expect(timeAgo('2026-09-20T12:00:00Z', now)).toBe('2 months ago')
  })
})
