import { RESUME_ACCEPT } from '@coldstart/contract'
import { UploadCloudIcon } from 'lucide-react'
import { useId, useRef, useState } from 'react'
import { cn } from '@/lib/cn'

type Props = { onFile: (file: File) => void; disabled: boolean; progress: number | null }

/** Pick or drop one resume file; shows the upload's progress. */
export function ResumeDropzone({ onFile, disabled, progress }: Props) {
  const id = useId()
  const input = useRef<HTMLInputElement>(null)
  const [over, setOver] = useState(false)
  return (
    <div
      onDragOver={(e) => {
        e.preventDefault()
        if (!disabled) setOver(true)
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(e) => {
        e.preventDefault()
        setOver(false)
        const file = e.dataTransfer.files[0]
        if (file && !disabled) onFile(file)
      }}
      className={cn(
        'flex flex-col items-center gap-3 rounded-xl border-2 border-dashed px-4 py-8 text-center transition-colors focus-within:border-ring focus-within:ring-[3px] focus-within:ring-ring/50',
        over ? 'border-primary bg-primary/5' : 'border-input',
        disabled && 'opacity-70',
      )}
      data-testid="resume-dropzone"
    >
      <UploadCloudIcon className="size-8 text-muted-foreground" aria-hidden="true" />
      <div className="space-y-1">
        <p className="text-sm font-medium">
          Drop your resume here, or{' '}
          <label htmlFor={id} className="cursor-pointer text-primary underline-offset-4 hover:underline">
            choose a file
          </label>
        </p>
        <p className="text-xs text-muted-foreground">.txt, .pdf, .doc or .docx, up to 5 MB</p>
      </div>
      <input
        ref={input}
        id={id}
        type="file"
        accept={RESUME_ACCEPT}
        disabled={disabled}
        aria-label="Resume file"
        className="sr-only"
        onChange={(e) => {
          const file = e.target.files?.[0]
          if (file) onFile(file)
          e.target.value = ''
        }}
      />
      {progress !== null && (
        <div className="w-full max-w-xs space-y-1.5">
          <div
            role="progressbar"
            aria-label="Upload progress"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={Math.round(progress * 100)}
            className="h-2 overflow-hidden rounded-full bg-muted"
          >
            <div
              className="h-full bg-primary transition-[width]"
              style={{ width: `${Math.round(progress * 100)}%` }}
            />
          </div>
          <p className="text-xs text-muted-foreground">
            {progress < 1 ? `Uploading… ${Math.round(progress * 100)}%` : 'Reading your resume…'}
          </p>
        </div>
      )}
    </div>
  )
}
