import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { useMailLinkUndo } from './use-mail-link-undo'

const api = vi.hoisted(() => ({ offerMailLinkUndo: vi.fn(), undoMailLinkSend: vi.fn() }))
vi.mock('../api/undo-mail-link-send', () => api)

const IDS = ['00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-000000000002']

function render(open = true, onSendUndone?: () => void) {
  const client = new QueryClient()
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  )
  return renderHook(({ open }) => useMailLinkUndo(open, onSendUndone), { wrapper, initialProps: { open } })
}

beforeEach(() => {
  api.offerMailLinkUndo.mockReset()
  api.undoMailLinkSend.mockReset().mockResolvedValue(undefined)
})

describe('useMailLinkUndo', () => {
  it("offers this step's send and takes it back, then offers no toast on closing", async () => {
    const { result } = render()
    act(() => result.current.track()(IDS))
    expect(result.current.state).toEqual({ phase: 'offered' })
    const onUndone = vi.fn()
    await act(() => result.current.undo(onUndone))
    expect(api.undoMailLinkSend).toHaveBeenCalledWith(IDS, expect.anything())
    expect(result.current.state).toEqual({ phase: 'undone' })
    expect(onUndone).toHaveBeenCalledOnce()
    act(() => result.current.end(true))
    expect(api.offerMailLinkUndo).not.toHaveBeenCalled()
    expect(result.current.state).toBeNull()
  })

  it('hands an unused Undo to the toast when the composer closes, not when the step changes', () => {
    const { result } = render()
    act(() => result.current.track()(IDS))
    act(() => result.current.end(false))
    expect(api.offerMailLinkUndo).not.toHaveBeenCalled()
    act(() => result.current.track()(IDS))
    act(() => result.current.end(true))
    expect(api.offerMailLinkUndo).toHaveBeenCalledWith(IDS, expect.anything(), undefined)
  })

  it('sends ids that arrive after closing to the toast, and drops those of a step left open', () => {
    const { result, rerender } = render()
    const late = result.current.track()
    act(() => result.current.end(false))
    act(() => late(IDS))
    expect(result.current.state).toBeNull()
    expect(api.offerMailLinkUndo).not.toHaveBeenCalled()

    const afterClose = result.current.track()
    act(() => result.current.end(true))
    rerender({ open: false })
    act(() => afterClose(IDS))
    expect(api.offerMailLinkUndo).toHaveBeenCalledWith(IDS, expect.anything(), undefined)
    expect(result.current.state).toBeNull()
  })

  it('says why an Undo failed and keeps it, for another try or the toast', async () => {
    api.undoMailLinkSend.mockRejectedValue(new Error('Too late to undo'))
    const { result } = render()
    act(() => result.current.track()(IDS))
    const onUndone = vi.fn()
    await act(() => result.current.undo(onUndone))
    expect(result.current.state).toEqual({ phase: 'failed', error: 'Too late to undo' })
    expect(onUndone).not.toHaveBeenCalled()
    act(() => result.current.end(true))
    expect(api.offerMailLinkUndo).toHaveBeenCalledWith(IDS, expect.anything(), undefined)
  })

  it('tells the caller whichever Undo took the send back, so its own marks (a nudge followed up) can go', async () => {
    const onSendUndone = vi.fn()
    const { result } = render(true, onSendUndone)
    act(() => result.current.track()(IDS))
    await act(() => result.current.undo(() => {}))
    expect(onSendUndone).toHaveBeenCalledOnce()

    // closed with the Undo unused: the toast's Undo gets the same callback
    act(() => result.current.track()(IDS))
    act(() => result.current.end(true))
    expect(api.offerMailLinkUndo).toHaveBeenLastCalledWith(IDS, expect.anything(), onSendUndone)
  })
})
