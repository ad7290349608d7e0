import {
  TEMPLATE_SELECTION_PREVIEW_CHARS,
  splitSubjectLine,
  templateForDisplay,
  templatePreview,
  type EmailTemplate,
} from '@coldstart/contract'
import { ChevronRight } from 'lucide-react'
import { Skeleton } from '@/components/ui/skeleton'
import type { ComposerTemplates } from '../types'

/**
 * The 150-character preview, its `Subject:` line apart from the body's start, so a subject does not run into
 * the greeting. Both parts together stay within the 150 characters.
 */
function previewParts(content: string) {
  const text = templateForDisplay(content)
  const preview = templatePreview(text, TEMPLATE_SELECTION_PREVIEW_CHARS)
  const { subject } = splitSubjectLine(text)
  const subjectLine = subject && `Subject: ${subject.replace(/\s+/g, ' ')}`
  if (!subjectLine || !preview.startsWith(`${subjectLine} `)) return { subjectLine: null, body: preview }
  return { subjectLine, body: preview.slice(subjectLine.length + 1) }
}

type TemplatePickerProps = { templates: ComposerTemplates; onPick: (template: EmailTemplate) => void }

/** Step 1: the templates, each with a 150-character preview; choosing one moves on. */
export function TemplatePicker({ templates, onPick }: TemplatePickerProps) {
  if (templates.isPending) {
    return (
      <div className="space-y-3" aria-hidden="true">
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} className="h-20 w-full rounded-lg" />
        ))}
      </div>
    )
  }
  if (!templates.data?.length) {
    return (
      <p className="rounded-lg border border-dashed p-6 text-center text-sm text-muted-foreground">
        No templates found
      </p>
    )
  }
  return (
    <ul aria-label="Templates" className="space-y-2">
      {templates.data.map((template) => {
        const { subjectLine, body } = previewParts(template.templateContent)
        return (
          <li key={template.id}>
            <button
              type="button"
              onClick={() => onPick(template)}
              className="group flex w-full items-center gap-3 rounded-lg border bg-card p-3 text-left transition-colors outline-none hover:border-primary/50 hover:bg-muted/50 focus-visible:ring-[3px] focus-visible:ring-ring/50"
            >
              <span className="min-w-0 flex-1 space-y-1">
                <span className="flex flex-wrap items-center gap-2">
                  <span className="font-medium">{template.title}</span>
                  <span className="text-xs text-muted-foreground capitalize">{template.category}</span>
                </span>
                {subjectLine && (
                  <span className="line-clamp-1 text-sm break-words text-foreground/80">{subjectLine}</span>
                )}
                <span className="block text-sm break-words text-muted-foreground">{body}</span>
              </span>
              <ChevronRight
                className="size-4 shrink-0 text-muted-foreground transition-transform group-hover:translate-x-0.5"
                aria-hidden="true"
              />
            </button>
          </li>
        )
      })}
    </ul>
  )
}
