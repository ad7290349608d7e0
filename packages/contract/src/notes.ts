import { z } from 'zod'
import { apiError } from './errors.ts'
import { NOTE_MAX_LENGTH } from './constants.ts'
import { safeText } from './text.ts'

// Quick Notes: one note per user, saved whole on every autosave.

export const NOTE_MESSAGES = {
  tooLong: `A note can be at most ${NOTE_MAX_LENGTH.toLocaleString('en-US')} characters`,
  conflict: 'The note was changed elsewhere since this version',
} as const

/** GET/PUT /api/notes answer: the note as stored. `version` counts saves; a new note is version 0. */
export const note = z.object({
  content: z.string(),
  version: z.number().int().min(0),
  updatedAt: z.iso.datetime({ offset: true }),
})
export type Note = z.infer<typeof note>

/**
 * PUT /api/notes: the whole text plus the version it was edited from. The length bound is checked by the
 * route (413, not 400), so the schema only refuses what cannot be stored at all.
 */
export const saveNoteBody = z.object({
  content: safeText,
  baseVersion: z.number().int().min(0).max(2_147_483_647),
})
export type SaveNoteBody = z.infer<typeof saveNoteBody>

/** 409 from PUT /api/notes: another tab or device saved since `baseVersion`; `current` is what it saved. */
export const noteConflict = apiError.extend({ current: note })
export type NoteConflict = z.infer<typeof noteConflict>
