import { fillTemplate, splitByPlaceholders, splitSubjectLine } from '@coldstart/contract'
import { usePreviewStartup } from '../api/get-preview-startup'
import { previewValues } from '../utils/preview-values'

/** The text as a student would get it for a real startup of the directory; what stays unfilled is marked. */
export function TemplatePreview({ content }: { content: string }) {
  const startup = usePreviewStartup()
  const { text, unfilled } = fillTemplate(content, previewValues(startup.data ?? null))
  const { subject, body } = splitSubjectLine(text)
  const source = startup.data
    ? startup.data.name
    : startup.isPending
      ? 'loading a startup...'
      : 'example values'

  return (
    <section aria-labelledby="template-preview-title" className="flex min-h-0 flex-col gap-2">
      <div className="flex items-baseline justify-between gap-2">
        <h3 id="template-preview-title" className="text-sm font-medium">
          Live preview
        </h3>
        <p className="truncate text-xs text-muted-foreground">Filled for {source}</p>
      </div>
      <div
        className="min-h-40 flex-1 overflow-auto rounded-lg border bg-background p-4 text-sm"
        data-testid="template-preview"
      >
        {subject && (
          <p className="mb-3 border-b pb-2">
            <span className="text-muted-foreground">Subject: </span>
            <span className="font-medium">{subject}</span>
          </p>
        )}
        <p className="break-words whitespace-pre-wrap">
          {body ? (
            splitByPlaceholders(body).map((part, i) =>
              part.kind === 'variable' ? (
                <mark key={i} className="rounded bg-warning-soft px-0.5 text-warning-soft-foreground">
                  {part.text}
                </mark>
              ) : (
                <span key={i}>{part.text}</span>
              ),
            )
          ) : (
            <span className="text-muted-foreground">The preview appears as you write.</span>
          )}
        </p>
      </div>
      {unfilled.length > 0 && (
        <p className="text-xs text-warning-soft-foreground">
          Not filled: {unfilled.map((name) => `{{${name}}}`).join(', ')}. Unknown names stay in the email as
          written.
        </p>
      )}
    </section>
  )
}
