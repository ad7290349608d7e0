import { afterEach, describe, expect, it } from 'vitest'
import { noteLocalStore } from './note-local-copy'
import { readPanelView, writePanelView } from './panel-view'

const USER = '6f1c7a52-0d7e-4b8e-9a57-3f7f0b1f4c11'

afterEach(() => localStorage.clear())

describe('panel view storage (notes-state-{userId})', () => {
  it('is collapsed by default and round-trips expanded and closed as isExpanded/isMinimized/isClosed', () => {
    expect(readPanelView(USER)).toBe('collapsed')
    writePanelView(USER, 'expanded')
    expect(JSON.parse(localStorage.getItem(`notes-state-${USER}`)!)).toEqual({
      isExpanded: true,
      isMinimized: false,
      isClosed: false,
    })
    expect(readPanelView(USER)).toBe('expanded')
    writePanelView(USER, 'closed')
    expect(readPanelView(USER)).toBe('closed')
  })

  it('loads a stored minimized state as collapsed, and anything unreadable too', () => {
    writePanelView(USER, 'minimized')
    expect(readPanelView(USER)).toBe('collapsed')
    localStorage.setItem(`notes-state-${USER}`, '{not json')
    expect(readPanelView(USER)).toBe('collapsed')
  })
})

describe('local copy (notes-content-{userId})', () => {
  it('round-trips the copy and keeps a bare string as unsaved text', () => {
    const store = noteLocalStore(USER)
    store.write({ text: 'hi', baseVersion: 2, saved: false })
    expect(store.read()).toEqual({ text: 'hi', baseVersion: 2, saved: false })
    localStorage.setItem(`notes-content-${USER}`, 'typed long ago')
    expect(store.read()).toEqual({ text: 'typed long ago', baseVersion: null, saved: false })
    localStorage.setItem(
      `notes-content-${USER}`,
      JSON.stringify({ text: 'x', baseVersion: -3, saved: 'yes' }),
    )
    expect(store.read()).toEqual({ text: 'x', baseVersion: null, saved: false })
    store.clear()
    expect(store.read()).toBeNull()
  })
})
