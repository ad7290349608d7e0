import type { ComposeEvent } from '@coldstart/contract'
import { act, renderHook, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { useComposeStream } from './use-compose-stream'

const events = vi.hoisted(() => ({ list: [] as unknown[] }))
vi.mock('../api/stream-compose', () => ({
  async *streamCompose() {
    for (const e of events.list) yield e as ComposeEvent
  },
}))

const request = {
  templateId: '00000000-0000-4000-8000-000000000001',
  startupId: '00000000-0000-4000-8000-000000000002',
  employeeIds: ['00000000-0000-4000-8000-000000000003'],
}

beforeEach(() => {
  events.list = []
})

describe('useComposeStream', () => {
  it("keeps the AI writer's claims to confirm from the done event", async () => {
    events.list = [
      { event: 'start', data: { writer: 'gemini', notice: null } },
      { event: 'delta', data: { text: 'Hi Ravi, I grew sign-ups by 40%.' } },
      {
        event: 'done',
        data: { writer: 'gemini', notice: null, unconfirmed: ['I grew sign-ups by 40%.', ''] },
      },
    ]
    const { result } = renderHook(() => useComposeStream())
    await act(() => result.current.start(request, 'template'))
    await waitFor(() => expect(result.current.state.phase).toBe('done'))
    expect(result.current.state).toMatchObject({
      raw: 'Hi Ravi, I grew sign-ups by 40%.',
      writer: 'gemini',
      unconfirmed: ['I grew sign-ups by 40%.'],
    })
  })

  it('reads a done event without the list as nothing to confirm', async () => {
    events.list = [
      { event: 'delta', data: { text: 'Hi' } },
      { event: 'done', data: { writer: 'offline', notice: null } },
    ]
    const { result } = renderHook(() => useComposeStream())
    await act(() => result.current.start(request, 'template'))
    await waitFor(() => expect(result.current.state.phase).toBe('done'))
    expect(result.current.state.unconfirmed).toEqual([])
    expect(result.current.state.facts).toBeNull()
  })

  it('keeps what backs a claim, to check what the student types', async () => {
    const facts = { student: ['Asha Verma', 7], company: ['Acme Pay'], template: 'Hi {{first_name}}' }
    events.list = [
      { event: 'delta', data: { text: 'Hi' } },
      { event: 'done', data: { writer: 'offline', notice: null, unconfirmed: [], facts } },
    ]
    const { result } = renderHook(() => useComposeStream())
    await act(() => result.current.start(request, 'template'))
    await waitFor(() => expect(result.current.state.phase).toBe('done'))
    expect(result.current.state.facts).toEqual({
      student: ['Asha Verma'],
      company: ['Acme Pay'],
      template: 'Hi {{first_name}}',
    })
  })
})
