import { plural } from '@coldstart/contract'
import type { ResumeUploadResponse } from '@coldstart/contract'
import { FileCheck2Icon, SaveIcon, XIcon } from 'lucide-react'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Label } from '@/components/ui/label'
import { Spinner } from '@/components/ui/spinner'
import { Textarea } from '@/components/ui/textarea'
import { CopyButton } from './copy-button'

type Props = {
  result: ResumeUploadResponse
  text: string
  maxChars: number
  onTextChange: (text: string) => void
  /** absent: the page's own save keeps the text, and the review says so */
  onKeep?: () => void
  onDiscard: () => void
  keeping: boolean
}

/** The extracted text, editable before it is kept, with what was found in it and its summary. */
export function ResumeReview({ result, text, maxChars, onTextChange, onKeep, onDiscard, keeping }: Props) {
  const { facts } = result
  const edited = text !== result.text
  return (
    <div className="space-y-5 rounded-xl border p-4 sm:p-5">
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <FileCheck2Icon className="size-4 text-emerald-600" aria-hidden="true" />
        <span className="min-w-0 truncate font-medium">{result.fileName}</span>
        <Badge variant="secondary">{result.format.toUpperCase()}</Badge>
        {result.pages !== null && (
          <span className="text-muted-foreground">{plural(result.pages, 'page')}</span>
        )}
      </div>

      <div className="space-y-2">
        <Label htmlFor="resume-extracted-text">Extracted text</Label>
        <p className="text-xs text-muted-foreground">
          Check it and fix anything the file mangled before you keep it.
        </p>
        <Textarea
          id="resume-extracted-text"
          value={text}
          maxLength={maxChars}
          onChange={(e) => onTextChange(e.target.value)}
          className="min-h-56 font-mono text-[13px] leading-relaxed"
        />
      </div>

      {(facts.skills.length > 0 || facts.links.length > 0) && (
        <div className="grid gap-4 sm:grid-cols-2">
          {facts.skills.length > 0 && (
            <div className="space-y-2">
              <h4 className="text-sm font-medium">Skills found</h4>
              <ul className="flex flex-wrap gap-1.5" aria-label="Skills found">
                {facts.skills.map((skill) => (
                  <li key={skill}>
                    <Badge variant="outline">{skill}</Badge>
                  </li>
                ))}
              </ul>
            </div>
          )}
          {facts.links.length > 0 && (
            <div className="space-y-2">
              <h4 className="text-sm font-medium">Links found</h4>
              <ul className="space-y-1 text-sm">
                {facts.links.map((link) => (
                  <li key={link.url} className="truncate">
                    <span className="font-medium">{link.label}</span>{' '}
                    <span className="text-muted-foreground">{link.url}</span>
                  </li>
                ))}
              </ul>
            </div>
          )}
        </div>
      )}

      <div className="space-y-2">
        <div className="flex items-center justify-between gap-2">
          <h4 className="text-sm font-medium">Summary</h4>
          <CopyButton text={result.summary} label="Copy summary" />
        </div>
        <p className="rounded-lg bg-muted/50 p-3 text-sm leading-relaxed" data-testid="upload-summary">
          {result.summary}
        </p>
        {edited && (
          <p className="text-xs text-muted-foreground">
            You edited the text: the summary is written again when you {onKeep ? 'keep it' : 'save'}.
          </p>
        )}
      </div>

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:items-center sm:justify-end">
        {!onKeep && (
          <p className="text-sm text-muted-foreground sm:mr-auto" data-testid="resume-not-saved">
            Not saved yet: it is kept with the rest of your profile when you save all changes.
          </p>
        )}
        <Button type="button" variant="ghost" onClick={onDiscard} disabled={keeping}>
          <XIcon />
          Discard
        </Button>
        {onKeep && (
          <Button type="button" onClick={onKeep} disabled={keeping || text.trim() === ''}>
            {keeping ? <Spinner className="size-4" label="Saving" /> : <SaveIcon />}
            {keeping ? 'Saving...' : 'Keep this resume'}
          </Button>
        )}
      </div>
    </div>
  )
}
