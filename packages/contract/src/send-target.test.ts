import { describe, expect, it } from 'vitest'
import { composeRequest } from './compose.ts'
import { COMPOSE_MAX_RECIPIENTS } from './compose-rules.ts'
import { recentOutreachQuery, recordSendsBody } from './outreach.ts'
import { OUTREACH_MESSAGES } from './outreach-rules.ts'

const id = '00000000-0000-4000-8000-000000000000'
const firstIssue = (result: {
  success: boolean
  error?: { issues: { path: PropertyKey[]; message: string }[] }
}) => result.error?.issues.map((i) => [i.path.join('.'), i.message])[0]

describe('who an email is for: a startup with its employees, or an internship', () => {
  it('accepts either shape, on the same wire format as before', () => {
    expect(composeRequest.parse({ templateId: id, startupId: id, employeeIds: [id] })).toEqual({
      templateId: id,
      startupId: id,
      employeeIds: [id],
    })
    expect(recordSendsBody.parse({ channel: 'gmail', internshipId: id })).toEqual({
      channel: 'gmail',
      internshipId: id,
      subject: null,
    })
  })

  it('says what to give when a body fits neither shape, or both', () => {
    for (const target of [{}, { startupId: id }, { startupId: id, employeeIds: [id], internshipId: id }]) {
      expect(firstIssue(composeRequest.safeParse({ templateId: id, ...target }))).toEqual([
        '',
        OUTREACH_MESSAGES.target,
      ])
      expect(firstIssue(recordSendsBody.safeParse({ channel: 'copy', ...target }))).toEqual([
        '',
        OUTREACH_MESSAGES.target,
      ])
    }
  })

  it('names the bad value when the body fits one shape', () => {
    const startup = { templateId: id, startupId: id, employeeIds: [id] }
    expect(firstIssue(composeRequest.safeParse({ ...startup, employeeIds: [] }))).toEqual([
      'employeeIds',
      'Choose at least one recipient',
    ])
    expect(firstIssue(composeRequest.safeParse({ ...startup, startupId: 'x' }))).toEqual([
      'startupId',
      'startupId must be a UUID',
    ])
    expect(firstIssue(composeRequest.safeParse({ ...startup, templateId: 42 }))).toEqual([
      'templateId',
      'templateId must be a UUID',
    ])
    expect(firstIssue(recordSendsBody.safeParse({ channel: 'mailto', internshipId: 'x' }))).toEqual([
      'internshipId',
      'internshipId must be a UUID',
    ])
    // too many recipients is a bad value too, not a body of neither shape
    const many = Array.from({ length: COMPOSE_MAX_RECIPIENTS + 1 }, () => id)
    expect(firstIssue(composeRequest.safeParse({ ...startup, employeeIds: many }))).toEqual([
      'employeeIds',
      `At most ${COMPOSE_MAX_RECIPIENTS} recipients`,
    ])
  })

  it('asks the recent-sends query for exactly one of a startup or an internship', () => {
    expect(recentOutreachQuery.parse({ internshipId: id })).toEqual({ internshipId: id })
    for (const query of [{}, { startupId: id, internshipId: id }]) {
      expect(firstIssue(recentOutreachQuery.safeParse(query))).toEqual([
        '',
        'Give a startupId or an internshipId',
      ])
    }
  })
})
