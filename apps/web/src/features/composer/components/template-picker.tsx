import type { EmailTemplate } from '@coldstart/contract'
import { ChevronRight } from 'lucide-react'
import { ProfileGaps } from '@/components/profile-gaps'
import { TemplateSegments } from '@/components/template-segments'
import { Skeleton } from '@/components/ui/skeleton'
import { previewSegments, readableTemplate, segmentLength, type KnownValues } from '@/lib/readable-template'
import type { ComposerTemplates } from '../types'

/** How much of a template the picker shows: its subject line and the start of its body, together. */
const TEMPLATE_SELECTION_PREVIEW_CHARS = 150
/** A subject shorter than this leaves the body the rest of the preview; a longer one is cut to one line. */
const MIN_BODY_PREVIEW = 60
const SUBJECT_PREFIX = 'Subject: '

/**
 * The subject on its own line and the body's start, filled with what is known, together within the
 * 150-character preview.
 */
function previewParts(content: string, known: KnownValues | undefined) {
  const readable = readableTemplate(content, known)
  const subjectLength = readable.subject.reduce((n, s) => n + segmentLength(s), 0)
  // "Subject: ", the subject and the space between the two lines count too
  const bodyMax = Math.max(
    MIN_BODY_PREVIEW,
    TEMPLATE_SELECTION_PREVIEW_CHARS - SUBJECT_PREFIX.length - subjectLength - 1,
  )
  return { subject: readable.subject, body: previewSegments(readable.body, bodyMax) }
}

type TemplatePickerProps = {
  templates: ComposerTemplates
  /** what this email already knows (company, first name), besides the student's own values */
  known: KnownValues
  onPick: (template: EmailTemplate) => void
}

/** Step 1: the templates, each filled in as far as the app can, with a 150-character preview; choosing one moves on. */
export function TemplatePicker({ templates, known, onPick }: TemplatePickerProps) {
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
  const values = templates.myValues && { ...templates.myValues, ...known }
  return (
    <div className="space-y-3">
      {templates.myValues && <ProfileGaps values={templates.myValues} />}
      <ul aria-label="Templates" className="space-y-2">
        {templates.data.map((template) => {
          const { subject, body } = previewParts(template.templateContent, values)
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
                  <span className="line-clamp-1 text-sm break-words text-foreground/80">
                    {SUBJECT_PREFIX}
                    <TemplateSegments segments={subject} />
                  </span>
                  <span className="block text-sm break-words text-muted-foreground">
                    <TemplateSegments segments={body} />
                  </span>
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
    </div>
  )
}
