import { RESUME_MESSAGES, RESUME_TEXT_MAX_CHARS, type ResumeUploadResponse } from '@coldstart/contract'
import { CheckCircle2Icon, CircleAlertIcon } from 'lucide-react'
import { useState } from 'react'
import { useKeepResume } from '../api/keep-resume'
import { useUploadResume } from '../api/upload-resume'
import { checkResumeFile } from '../utils/check-resume-file'
import { ResumeDropzone } from './resume-dropzone'
import { ResumeReview } from './resume-review'

export type ResumeDraft = { text: string; fileName: string | null }

type Props = {
  /** called with a fresh upload's result (the profile page offers its skills) */
  onRead?: (result: ResumeUploadResponse) => void
  /**
   * Given, the reviewed text is a change of the page around it (its one save keeps it) and there is no
   * "Keep this resume": called with each edit, and with null when the upload is discarded.
   */
  onDraft?: (draft: ResumeDraft | null) => void
}

/**
 * Upload → review and edit the extracted text → keep. Nothing is stored until "Keep this resume" (or, with
 * onDraft, the page's own save).
 */
export function ResumeUploader({ onRead, onDraft }: Props) {
  const [progress, setProgress] = useState<number | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [result, setResult] = useState<ResumeUploadResponse | null>(null)
  const [text, setText] = useState('')
  const [keptSummary, setKeptSummary] = useState<string | null>(null)
  const upload = useUploadResume((p) => setProgress(p.fraction))
  const keep = useKeepResume()

  async function onFile(file: File) {
    setError(null)
    setKeptSummary(null)
    const problem = checkResumeFile(file)
    if (problem) return setError(problem)
    setProgress(0)
    try {
      const read = await upload.mutateAsync(file)
      setResult(read)
      setText(read.text)
      onRead?.(read)
      onDraft?.({ text: read.text, fileName: read.fileName })
    } catch (err) {
      setError(err instanceof Error && err.message ? err.message : RESUME_MESSAGES.processFailed)
    } finally {
      setProgress(null)
    }
  }

  async function onKeep() {
    if (!result) return
    setError(null)
    try {
      const saved = await keep.mutateAsync({ text, fileName: result.fileName })
      setKeptSummary(saved.profile.resumeText)
      setResult(null)
    } catch {
      setError(RESUME_MESSAGES.processFailed)
    }
  }

  return (
    <div className="space-y-4">
      {!result && <ResumeDropzone onFile={onFile} disabled={upload.isPending} progress={progress} />}
      {error && (
        <p
          role="alert"
          className="flex items-start gap-2 rounded-lg border border-destructive/40 bg-destructive/5 p-3 text-sm text-destructive"
        >
          <CircleAlertIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {error}
        </p>
      )}
      {keptSummary !== null && (
        <p
          role="status"
          className="flex items-start gap-2 rounded-lg border border-emerald-600/30 bg-emerald-600/5 p-3 text-sm"
        >
          <CheckCircle2Icon className="mt-0.5 size-4 shrink-0 text-emerald-600" aria-hidden="true" />
          Resume saved. Your emails are now written from its summary.
        </p>
      )}
      {result && (
        <ResumeReview
          result={result}
          text={text}
          maxChars={RESUME_TEXT_MAX_CHARS}
          onTextChange={(next) => {
            setText(next)
            onDraft?.({ text: next, fileName: result.fileName })
          }}
          onKeep={onDraft ? undefined : onKeep}
          onDiscard={() => {
            setResult(null)
            onDraft?.(null)
          }}
          keeping={keep.isPending}
        />
      )}
    </div>
  )
}
