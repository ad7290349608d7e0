import { NOTE_MAX_LENGTH, NOTE_MESSAGES, type Note } from '@coldstart/contract'
import type { Db } from '../../db/client.ts'
import { HttpError } from '../../lib/http-error.ts'
import { findNote, findOrCreateNote, saveNoteIfVersion, type NoteRow } from './notes.repository.ts'

export type SaveNoteResult = { kind: 'saved'; note: Note } | { kind: 'conflict'; current: Note }

const toNote = (row: NoteRow): Note => ({
  content: row.content,
  version: row.version,
  updatedAt: row.updatedAt.toISOString(),
})

export async function readNote(db: Db, userId: string): Promise<Note> {
  return toNote(await findOrCreateNote(db, userId))
}

/**
 * Saves the whole text when the stored note is still at `baseVersion`. A retry of a save that already
 * landed (its answer lost to a dropped connection or a closing tab) finds its own text stored and is
 * answered as saved, so only a real edit elsewhere is reported as a conflict.
 */
export async function saveNote(
  db: Db,
  userId: string,
  input: { content: string; baseVersion: number },
): Promise<SaveNoteResult> {
  if (input.content.length > NOTE_MAX_LENGTH) throw new HttpError(413, NOTE_MESSAGES.tooLong, 'content')
  const saved = await saveNoteIfVersion(db, userId, input.content, input.baseVersion)
  if (saved) return { kind: 'saved', note: toNote(saved) }
  const current = await findNote(db, userId)
  if (!current) throw new Error('note vanished between a refused save and its read')
  if (current.content === input.content) return { kind: 'saved', note: toNote(current) }
  return { kind: 'conflict', current: toNote(current) }
}
