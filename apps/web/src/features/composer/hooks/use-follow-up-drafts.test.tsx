import type { ComposeEvent, EmailTemplate } from '@coldstart/contract'
import { act, renderHook, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { defaultFollowUpTemplate, useFollowUpDrafts } from './use-follow-up-drafts'

const calls = vi.hoisted(() => ({ events: [] as unknown[], fail: false, requests: [] as unknown[] }))
vi.mock('../api/stream-compose', () => ({
  async *streamCompose(request: unknown) {
    calls.requests.push(request)
    if (calls.fail) throw new Error('offline')
    for (const e of calls.events) yield e as ComposeEvent
  },
}))

const template = (id: string, over: Partial<EmailTemplate> = {}): EmailTemplate => ({
  id,
  title: `Template ${id}`,
  description: null,
  category: 'follow-up',
  templateContent: 'Subject: Re: Internship at {{company}}\n\nHi {{recipient_first_name|there}}, a nudge.',
  noReplyUse: 'any',
  usageCount: 1,
  replyRate: null,
  best: false,
  createdAt: '2026-11-01T00:00:00Z',
  ...over,
})

const gentle = template('gentle', { usageCount: 900 })
const last = template('last', { usageCount: 300 })
const pitch = template('pitch', { category: 'internship', usageCount: 5000 })
const templates = [pitch, last, gentle]
const target = { startupId: 's1', employeeIds: ['e1'] }

beforeEach(() => {
  calls.events = [
    { event: 'start', data: { writer: 'offline', notice: null } },
    { event: 'delta', data: { text: 'Subject: Re: Internship at Acme\n\nHi Ravi, ' } },
    { event: 'delta', data: { text: 'a nudge.' } },
    { event: 'done', data: { writer: 'offline', notice: null } },
  ]
  calls.fail = false
  calls.requests = []
})

describe('defaultFollowUpTemplate', () => {
  it('takes the best reply rate, else the most used', () => {
    expect(defaultFollowUpTemplate([last, gentle])?.id).toBe('gentle')
    expect(defaultFollowUpTemplate([gentle, { ...last, best: true }])?.id).toBe('last')
    expect(defaultFollowUpTemplate([])).toBeNull()
  })

  it('passes over the templates earlier follow-ups use, and takes the best again once all are used', () => {
    expect(defaultFollowUpTemplate([last, gentle], ['gentle'])?.id).toBe('last')
    expect(defaultFollowUpTemplate([gentle, { ...last, best: true }], ['last'])?.id).toBe('gentle')
    expect(defaultFollowUpTemplate([last, gentle], ['gentle', 'last'])?.id).toBe('gentle')
    expect(defaultFollowUpTemplate([gentle], [null])?.id).toBe('gentle')
  })

  it('prefers a first nudge for follow-up 1 and a closing note for a later one, then one for any', () => {
    const first = template('first', { noReplyUse: 'first', usageCount: 10 })
    const closing = template('closing', { noReplyUse: 'last', usageCount: 20 })
    const any = template('any', { usageCount: 5000, best: true })
    const all = [any, closing, first]
    expect(defaultFollowUpTemplate(all)?.id).toBe('first')
    expect(defaultFollowUpTemplate(all, ['first'])?.id).toBe('closing')
    // the suited one is taken by an earlier follow-up: one for any, then the other end's
    expect(defaultFollowUpTemplate(all, ['closing'])?.id).toBe('any')
    expect(defaultFollowUpTemplate([any, closing], [null])?.id).toBe('closing')
    expect(defaultFollowUpTemplate([any, closing])?.id).toBe('any')
    expect(defaultFollowUpTemplate([closing])?.id).toBe('closing')
    expect(defaultFollowUpTemplate([first, closing], ['closing'])?.id).toBe('first')
    expect(defaultFollowUpTemplate([first, any], ['first'])?.id).toBe('any')
  })
})

describe('useFollowUpDrafts', () => {
  it('is off and sends no follow-ups at first', () => {
    const { result } = renderHook(() => useFollowUpDrafts(templates, target))
    expect(result.current.on).toBe(false)
    expect(result.current.drafts()).toEqual([])
    expect(result.current.choices.map((t) => t.id)).toEqual(['last', 'gentle'])
  })

  it('never offers a follow-up template that is not a nudge', () => {
    const thanks = template('thanks', { noReplyUse: 'never', usageCount: 9000, best: true })
    const { result } = renderHook(() => useFollowUpDrafts([...templates, thanks], target))
    expect(result.current.choices.map((t) => t.id)).toEqual(['last', 'gentle'])
  })

  it('writes the first follow-up for the same people from a follow-up template, without its subject', async () => {
    const { result } = renderHook(() => useFollowUpDrafts(templates, target))
    act(() => result.current.setOn(true))
    await waitFor(() => expect(result.current.fields[0]?.writing).toBe(false))
    expect(calls.requests).toEqual([{ templateId: 'gentle', ...target }])
    expect(result.current.fields[0]).toMatchObject({ afterDays: '3', body: 'Hi Ravi, a nudge.' })
    expect(result.current.drafts()).toEqual([{ afterDays: 3, body: 'Hi Ravi, a nudge.' }])
  })

  it('falls back to the template as is when the writer fails', async () => {
    calls.fail = true
    const { result } = renderHook(() => useFollowUpDrafts(templates, target))
    act(() => result.current.setOn(true))
    await waitFor(() => expect(result.current.fields[0]?.writing).toBe(false))
    expect(result.current.fields[0]).toMatchObject({
      body: 'Hi {{recipient_first_name|there}}, a nudge.',
      notice: 'The AI writer is unavailable right now, so this is the template without personalisation.',
    })
    // the founder would read the template's {{…}}: it is replaced first
    expect(result.current.drafts()).toBeNull()
    expect(result.current.problems[0]!.body).toBe('Replace {{recipient_first_name}} with your own words')
  })

  it('adds a second (7 days) up to the limit, and removing the last turns it off', async () => {
    const { result } = renderHook(() => useFollowUpDrafts(templates, target))
    act(() => result.current.setOn(true))
    act(() => result.current.add())
    await waitFor(() => expect(result.current.fields.every((f) => !f.writing)).toBe(true))
    expect(result.current.fields.map((f) => f.afterDays)).toEqual(['3', '7'])
    expect(result.current.canAdd).toBe(false)
    act(() => result.current.remove(1))
    act(() => result.current.remove(0))
    expect(result.current.on).toBe(false)
    expect(result.current.drafts()).toEqual([])
  })

  it("writes the second follow-up from another template than the first's", async () => {
    const { result } = renderHook(() => useFollowUpDrafts(templates, target))
    act(() => result.current.setOn(true))
    await waitFor(() => expect(result.current.fields[0]?.writing).toBe(false))
    act(() => result.current.add())
    await waitFor(() => expect(result.current.fields[1]?.writing).toBe(false))
    expect(result.current.fields.map((f) => f.templateId)).toEqual(['gentle', 'last'])
    expect(calls.requests.at(-1)).toEqual({ templateId: 'last', ...target })
  })

  it('holds the send back while a field breaks the contract, and says why', async () => {
    const { result } = renderHook(() => useFollowUpDrafts(templates, target))
    act(() => result.current.setOn(true))
    await waitFor(() => expect(result.current.fields[0]?.writing).toBe(false))
    act(() => {
      result.current.setDays(0, '45')
      result.current.setBody(0, '  ')
    })
    expect(result.current.drafts()).toBeNull()
    expect(result.current.problems[0]).toEqual({
      afterDays: 'Follow up after at most 30 days',
      body: 'Write the email',
    })
  })

  it('rewrites a follow-up from another template the student picks', async () => {
    const { result } = renderHook(() => useFollowUpDrafts(templates, target))
    act(() => result.current.setOn(true))
    await waitFor(() => expect(result.current.fields[0]?.writing).toBe(false))
    act(() => result.current.chooseTemplate(0, 'last'))
    await waitFor(() => expect(result.current.fields[0]?.templateId).toBe('last'))
    await waitFor(() => expect(result.current.fields[0]?.writing).toBe(false))
    expect(calls.requests.at(-1)).toEqual({ templateId: 'last', ...target })
  })
})
