import { BOOKMARK_NOTE_MAX_LENGTH } from '@coldstart/contract'
import { Check, Loader2 } from 'lucide-react'
import { useEffect, useId, useRef, useState } from 'react'
import { cn } from '@/lib/cn'
import { formatNumber } from '@/lib/format-number'
import { useUpdateBookmarkNote } from '../api/update-bookmark-note'

const AUTOSAVE_MS = 800
// the counter appears near the limit only, so short notes stay uncluttered
const COUNTER_FROM = BOOKMARK_NOTE_MAX_LENGTH - 100

type BookmarkNoteProps = { bookmarkId: string; note: string; name: string }

/** The student's note on one bookmark: saves itself a moment after typing stops, and on leaving the field. */
export function BookmarkNote({ bookmarkId, note, name }: BookmarkNoteProps) {
  const [value, setValue] = useState(note)
  const [savedText, setSavedText] = useState(note)
  const [savedOnce, setSavedOnce] = useState(false)
  const [prevNote, setPrevNote] = useState(note)
  const mutation = useUpdateBookmarkNote(bookmarkId)
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  const statusId = useId()

  // A newer note from the server (another tab) is taken while nothing here is waiting to be saved.
  if (note !== prevNote) {
    setPrevNote(note)
    if (value === savedText) {
      setValue(note)
      setSavedText(note)
    }
  }

  const latest = useRef({ value, savedText, mutate: mutation.mutate })
  useEffect(() => {
    latest.current = { value, savedText, mutate: mutation.mutate }
  })

  function save(text: string) {
    clearTimeout(timer.current)
    if (text === savedText && !mutation.isError) return
    mutation.mutate(text, {
      onSuccess: (saved) => {
        setSavedText(saved.note)
        setSavedOnce(true)
      },
    })
  }

  // Leaving the page within the autosave delay still saves what was typed.
  useEffect(
    () => () => {
      clearTimeout(timer.current)
      const { value: text, savedText: stored, mutate } = latest.current
      if (text !== stored) mutate(text)
    },
    [],
  )

  function onChange(text: string) {
    setValue(text)
    clearTimeout(timer.current)
    timer.current = setTimeout(() => save(text), AUTOSAVE_MS)
  }

  const dirty = value !== savedText
  const status = mutation.isPending
    ? 'saving'
    : mutation.isError && dirty
      ? 'error'
      : !dirty && savedOnce
        ? 'saved'
        : 'idle'

  return (
    <div className="mt-auto space-y-1">
      <textarea
        aria-label={`Note on ${name}`}
        aria-describedby={statusId}
        placeholder="Add a note: who to write to, what to mention…"
        value={value}
        maxLength={BOOKMARK_NOTE_MAX_LENGTH}
        rows={2}
        onChange={(e) => onChange(e.target.value)}
        onBlur={() => save(value)}
        className={cn(
          'field-sizing-content flex max-h-60 min-h-16 w-full resize-none rounded-md border border-transparent bg-muted/50 px-3 py-2 text-sm transition-[color,box-shadow,border-color] outline-none',
          'placeholder:text-muted-foreground hover:border-input focus-visible:border-ring focus-visible:bg-background focus-visible:ring-[3px] focus-visible:ring-ring/50',
          status === 'error' && 'border-destructive',
        )}
      />
      <div className="flex min-h-4 items-center justify-between gap-3 text-xs text-muted-foreground">
        <p id={statusId} role="status" className="flex items-center gap-1">
          {status === 'saving' && (
            <>
              <Loader2 className="size-3.5 animate-spin" aria-hidden="true" />
              Saving…
            </>
          )}
          {status === 'saved' && (
            <>
              <Check className="size-3.5 text-success-soft-foreground" aria-hidden="true" />
              Saved
            </>
          )}
          {status === 'error' && (
            <span className="text-destructive">
              Not saved: {mutation.error?.message}.{' '}
              <button
                type="button"
                className="font-medium underline underline-offset-2"
                onClick={() => save(value)}
              >
                Try again
              </button>
            </span>
          )}
        </p>
        {value.length >= COUNTER_FROM && (
          <span aria-live="polite">
            {formatNumber(value.length)} / {formatNumber(BOOKMARK_NOTE_MAX_LENGTH)}
          </span>
        )}
      </div>
    </div>
  )
}
