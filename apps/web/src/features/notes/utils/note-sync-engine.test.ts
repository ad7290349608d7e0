// @vitest-environment node
import type { Note, SaveNoteBody } from '@coldstart/contract'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '@/lib/api-client'
import type { SaveNoteOutcome } from '../api/save-note'
import type { NoteLocalCopy, NoteLocalStore } from './note-local-copy'
import { NoteSyncEngine } from './note-sync-engine'

/** A server in memory with the real one's rules: version check, idempotent retry, conflict with current. */
function fakeServer(initial: Partial<Note> = {}) {
  const note: Note = { content: '', version: 0, updatedAt: new Date(0).toISOString(), ...initial }
  const server = {
    note,
    down: false,
    saves: [] as SaveNoteBody[],
    load: vi.fn(async () => {
      if (server.down) throw new ApiError(0, 'Network error')
      return { ...server.note }
    }),
    save: vi.fn(async (input: SaveNoteBody): Promise<SaveNoteOutcome> => {
      server.saves.push(input)
      if (server.down) throw new ApiError(0, 'Network error')
      if (input.baseVersion !== server.note.version) {
        if (server.note.content === input.content) return { kind: 'saved', note: { ...server.note } }
        return { kind: 'conflict', current: { ...server.note } }
      }
      server.note = { ...server.note, content: input.content, version: server.note.version + 1 }
      return { kind: 'saved', note: { ...server.note } }
    }),
  }
  return server
}

function memoryStore(initial: NoteLocalCopy | null = null): NoteLocalStore & { copy: NoteLocalCopy | null } {
  const store = {
    copy: initial,
    read: () => store.copy,
    write: (copy: NoteLocalCopy) => {
      store.copy = copy
    },
    clear: () => {
      store.copy = null
    },
  }
  return store
}

function setup(server = fakeServer(), local = memoryStore()) {
  const sync = new NoteSyncEngine({ load: server.load, save: server.save, local, retryStartMs: 1000 })
  return { sync, server, local }
}

beforeEach(() => {
  vi.useFakeTimers()
  vi.spyOn(console, 'warn').mockImplementation(() => {})
})
afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})

describe('NoteSyncEngine', () => {
  it('loads the server note, then saves 1000 ms after typing stops, keeping the local copy until then', async () => {
    const { sync, server, local } = setup(fakeServer({ content: 'hello', version: 3 }))
    sync.start()
    await vi.runAllTicks()
    await vi.advanceTimersByTimeAsync(0)
    expect(sync.getState()).toMatchObject({ ready: true, text: 'hello', status: 'saved' })

    sync.edit('hello w')
    sync.edit('hello world')
    expect(local.copy).toEqual({ text: 'hello world', baseVersion: 3, saved: false })
    expect(sync.getState().status).toBe('saving')
    await vi.advanceTimersByTimeAsync(999)
    expect(server.save).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    expect(server.saves).toEqual([{ content: 'hello world', baseVersion: 3 }])
    expect(sync.getState().status).toBe('saved')
    expect(local.copy).toEqual({ text: 'hello world', baseVersion: 4, saved: true })
  })

  it('goes Offline on a failed save, retries with growing delays, and saves everything once back', async () => {
    const { sync, server } = setup()
    sync.start()
    await vi.advanceTimersByTimeAsync(0)
    server.down = true
    sync.edit('written offline')
    await vi.advanceTimersByTimeAsync(1000)
    expect(sync.getState().status).toBe('offline')
    await vi.advanceTimersByTimeAsync(1000) // retry 1 after 1 s
    await vi.advanceTimersByTimeAsync(2000) // retry 2 after 2 s
    expect(server.saves).toHaveLength(3)
    sync.edit('written offline, more')
    expect(sync.getState().status).toBe('offline')
    server.down = false
    await vi.advanceTimersByTimeAsync(1000)
    expect(sync.getState().status).toBe('saved')
    expect(server.note.content).toBe('written offline, more')
  })

  it('offers back an unsaved local copy newer than the server note, and saves it', async () => {
    const local = memoryStore({ text: 'typed before the tab closed', baseVersion: 2, saved: false })
    const { sync, server } = setup(fakeServer({ content: 'older', version: 2 }), local)
    sync.start()
    expect(sync.getState().text).toBe('typed before the tab closed')
    await vi.advanceTimersByTimeAsync(0)
    expect(sync.getState()).toMatchObject({ restoredOver: 'older', text: 'typed before the tab closed' })
    expect(server.note).toMatchObject({ content: 'typed before the tab closed', version: 3 })
    sync.discardRestored()
    await vi.advanceTimersByTimeAsync(1000)
    expect(server.note.content).toBe('older')
  })

  it('turns an unsaved local copy whose server note moved on into a conflict', async () => {
    const local = memoryStore({ text: 'mine', baseVersion: 1, saved: false })
    const { sync, server } = setup(fakeServer({ content: 'theirs', version: 5 }), local)
    sync.start()
    await vi.advanceTimersByTimeAsync(0)
    expect(sync.getState()).toMatchObject({
      status: 'conflict',
      conflict: { mine: 'mine', theirs: 'theirs', theirsVersion: 5 },
    })
    expect(server.save).not.toHaveBeenCalled()
  })

  it.each([
    ['mine', 'mine'],
    ['theirs', 'theirs'],
    ['both', 'mine\n\ntheirs'],
  ] as const)('settles a 409 conflict with "keep %s"', async (choice, expected) => {
    const { sync, server } = setup()
    sync.start()
    await vi.advanceTimersByTimeAsync(0)
    server.note = { ...server.note, content: 'theirs', version: 1 } // another tab saved
    sync.edit('mine')
    await vi.advanceTimersByTimeAsync(1000)
    expect(sync.getState().conflict).toEqual({ mine: 'mine', theirs: 'theirs', theirsVersion: 1 })
    sync.resolveConflict(choice)
    await vi.advanceTimersByTimeAsync(0)
    expect(sync.getState()).toMatchObject({ conflict: null, status: 'saved', text: expected })
    expect(server.note.content).toBe(expected)
  })

  it('does not report its own keepalive save as a conflict', async () => {
    const { sync, server } = setup()
    const realSave = server.save.getMockImplementation()!
    sync.start()
    await vi.advanceTimersByTimeAsync(0)
    // The pagehide keepalive lands on the server, but its answer never comes back (the page was hidden).
    server.save.mockImplementationOnce(async (input) => {
      await realSave(input)
      return new Promise<SaveNoteOutcome>(() => {})
    })
    sync.edit('sent on pagehide')
    sync.flushOnExit()
    await vi.advanceTimersByTimeAsync(0)
    expect(server.note).toMatchObject({ content: 'sent on pagehide', version: 1 })
    // Back on the page: the next save is still based on version 0, and finds its own text there.
    sync.edit('sent on pagehide, then more')
    await vi.advanceTimersByTimeAsync(1000)
    expect(sync.getState()).toMatchObject({ conflict: null, status: 'saved' })
    expect(server.note).toMatchObject({ content: 'sent on pagehide, then more', version: 2 })
  })

  it('flush() saves at once and reports whether the server has everything', async () => {
    const { sync, server } = setup()
    sync.start()
    await vi.advanceTimersByTimeAsync(0)
    sync.edit('before sign out')
    await expect(sync.flush()).resolves.toBe(true)
    expect(server.note.content).toBe('before sign out')
    server.down = true
    sync.edit('cannot be saved')
    await expect(sync.flush()).resolves.toBe(false)
  })

  it('stops retrying on a 413 and says why, keeping the text locally', async () => {
    const server = fakeServer()
    server.save.mockRejectedValueOnce(new ApiError(413, 'A note can be at most 100,000 characters'))
    const { sync, local } = setup(server)
    sync.start()
    await vi.advanceTimersByTimeAsync(0)
    sync.edit('too long, say')
    await vi.advanceTimersByTimeAsync(1000)
    expect(sync.getState()).toMatchObject({
      status: 'error',
      error: 'A note can be at most 100,000 characters',
    })
    expect(local.copy).toMatchObject({ text: 'too long, say', saved: false })
    await vi.advanceTimersByTimeAsync(60_000)
    expect(server.save).toHaveBeenCalledTimes(1)
  })
})
