import { STORAGE_KEYS } from '@/config/storage-keys'

/**
 * What `notes-content-{userId}` holds: the text, the server version it was edited from (null: the
 * server's note was never read) and whether the server has acknowledged exactly this text.
 */
export type NoteLocalCopy = { text: string; baseVersion: number | null; saved: boolean }

export interface NoteLocalStore {
  read(): NoteLocalCopy | null
  write(copy: NoteLocalCopy): void
  clear(): void
}

function parse(raw: string): NoteLocalCopy | null {
  let value: unknown
  try {
    value = JSON.parse(raw)
  } catch {
    value = raw
  }
  // A bare string (an older format, or hand-written): keep it as unsaved text, never drop it.
  if (typeof value === 'string') return { text: value, baseVersion: null, saved: false }
  if (!value || typeof value !== 'object') return null
  const { text, baseVersion, saved } = value as Record<string, unknown>
  if (typeof text !== 'string') return null
  return {
    text,
    baseVersion:
      Number.isInteger(baseVersion) && (baseVersion as number) >= 0 ? (baseVersion as number) : null,
    saved: saved === true,
  }
}

/** The user's local copy in localStorage. Never throws: unavailable or full storage only loses the copy. */
export function noteLocalStore(userId: string): NoteLocalStore {
  const key = STORAGE_KEYS.notesContent(userId)
  return {
    read() {
      try {
        const raw = localStorage.getItem(key)
        return raw === null ? null : parse(raw)
      } catch {
        return null
      }
    },
    write(copy) {
      try {
        localStorage.setItem(key, JSON.stringify(copy))
      } catch (error) {
        console.warn('Quick Notes: the local copy could not be stored', error)
      }
    },
    clear() {
      try {
        localStorage.removeItem(key)
      } catch {
        // nothing stored when storage is unavailable
      }
    },
  }
}
