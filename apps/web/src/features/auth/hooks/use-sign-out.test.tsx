// @vitest-environment jsdom
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query'
import { renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { expect, it, vi } from 'vitest'
import { useSignOut } from './use-sign-out'

const session = vi.hoisted(() => ({ order: [] as string[] }))
vi.mock('../session/session-manager', () => ({
  signOut: () => {
    session.order.push('session ended')
    return Promise.resolve()
  },
}))

it('aborts the reads in flight before the session ends on the server', async () => {
  const client = new QueryClient()
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  )
  let signal: AbortSignal | undefined
  const { result } = renderHook(
    () => {
      useQuery({
        queryKey: ['slow read'],
        queryFn: (context) => {
          signal = context.signal
          session.order.push('read sent')
          signal.addEventListener('abort', () => session.order.push('read aborted'))
          return new Promise(() => {})
        },
      })
      return useSignOut()
    },
    { wrapper },
  )
  await waitFor(() => expect(signal).toBeDefined())
  result.current()
  await waitFor(() => expect(session.order).toEqual(['read sent', 'read aborted', 'session ended']))
  // nothing is read again with the session gone
  await new Promise((r) => setTimeout(r, 100))
  expect(session.order).toHaveLength(3)
  expect(signal!.aborted).toBe(true)
  expect(client.getQueryCache().getAll()).toEqual([])
})
