import { Info, Sparkles } from 'lucide-react'
import { useCallback, useId, type ReactNode } from 'react'
import type { ComposeWriter } from '@coldstart/contract'
import { HighlightTextarea } from '@/components/ui/highlight-textarea'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { bodyHighlights } from '../utils/claims'

const WRITER_LABEL: Partial<Record<ComposeWriter, string>> = {
  offline: 'Personalised from your profile',
  gemini: 'Personalised with Gemini',
  openai: 'Personalised with AI',
}

type EmailEditorProps = {
  subject: string
  onSubjectChange: (subject: string) => void
  /** the subject not in use (the template's own, or the default one), offered as a one-click switch */
  alternativeSubject: string | null
  body: string
  onBodyChange: (body: string) => void
  /** claims to confirm, marked in the text beside the unfilled variables */
  claims: string[]
  streaming: boolean
  writer: ComposeWriter | null
  notice: string | null
  /** beside the text on a wide screen, under it on a phone: the coach */
  aside?: ReactNode
  /** right above the text, where it is seen before sending: the claims to confirm */
  above?: ReactNode
}

/**
 * Step 2: the subject and the text, editable once the writer is done, in a proportional font as the
 * recipient will read it; unfilled variables and claims to confirm highlighted.
 */
export function EmailEditor(props: EmailEditorProps) {
  const { subject, onSubjectChange, alternativeSubject, body, onBodyChange, claims, streaming } = props
  const { writer, notice, aside, above } = props
  const subjectId = useId()
  const highlights = useCallback((text: string) => bodyHighlights(text, claims), [claims])
  const writerLabel = writer && !streaming ? WRITER_LABEL[writer] : undefined
  return (
    <div className="space-y-3">
      <div className="space-y-1.5">
        <Label htmlFor={subjectId}>Subject</Label>
        <Input
          id={subjectId}
          value={subject}
          onChange={(e) => onSubjectChange(e.target.value)}
          maxLength={300}
        />
        {alternativeSubject && (
          <button
            type="button"
            onClick={() => onSubjectChange(alternativeSubject)}
            className="max-w-full truncate text-left text-xs text-primary underline-offset-4 hover:underline focus-visible:underline focus-visible:outline-none"
          >
            Use “{alternativeSubject}” instead
          </button>
        )}
      </div>
      {notice && (
        <p role="status" className="flex items-start gap-2 rounded-lg border bg-muted/40 px-3 py-2 text-sm">
          <Info className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
          {notice}
        </p>
      )}
      {writerLabel && !notice && (
        <p className="flex items-center gap-1.5 text-xs text-muted-foreground">
          <Sparkles className="size-3.5" aria-hidden="true" />
          {writerLabel}. Check it over and make it yours.
        </p>
      )}
      {above}
      <div className="grid gap-3 md:grid-cols-[minmax(0,1fr)_15rem]">
        <HighlightTextarea
          aria-label="Email body"
          value={body}
          readOnly={streaming}
          aria-busy={streaming}
          placeholder={streaming ? 'The email appears here as it is written…' : undefined}
          onChange={(e) => onBodyChange(e.target.value)}
          highlights={highlights}
          font="sans"
          // a phone: the height of the composer's scrolling area, so a focused body shows whole
          className="h-[45vh] min-h-60 max-sm:h-[var(--composer-body-height,45vh)] max-sm:min-h-40 md:h-[50vh]"
        />
        {aside}
      </div>
    </div>
  )
}
