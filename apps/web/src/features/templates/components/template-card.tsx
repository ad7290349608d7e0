import { plural, replyRateText } from '@coldstart/contract'
import { type EmailTemplate } from '@coldstart/contract'
import { Copy, MessageSquareReply, PenLine, Send, Trophy } from 'lucide-react'
import { TemplateSegments } from '@/components/template-segments'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { copyText } from '@/lib/copy-text'
import { filledParts, previewSegments, readableTemplate, type KnownValues } from '@/lib/readable-template'
import { categoryLabel } from '../utils/filter-templates'

const TEMPLATE_CARD_PREVIEW_CHARS = 320

type TemplateCardProps = {
  template: EmailTemplate
  /** the student's own values; undefined while they load */
  known: KnownValues | undefined
  onCustomize: (template: EmailTemplate) => void
}

/**
 * One template: what it is for, how often it is used, how often it was answered across all students (the best
 * of its category marked), its subject on its own line and a 320-character preview filled with the student's
 * own facts (unknown values as labelled chips), Copy, Customize.
 */
export function TemplateCard({ template, known, onCustomize }: TemplateCardProps) {
  const readable = readableTemplate(template.templateContent, known)
  const copy = () => {
    const { subject, body } = filledParts(readable, known ?? {})
    void copyText(`Subject: ${subject}\n\n${body}`, 'Template copied')
  }
  return (
    <article
      aria-labelledby={`template-${template.id}`}
      className="flex flex-col gap-4 rounded-xl border bg-card p-5 text-card-foreground shadow-xs transition-colors hover:border-primary/40"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0 space-y-1">
          <h2 id={`template-${template.id}`} className="font-semibold leading-snug">
            {template.title}
          </h2>
          {template.description && <p className="text-sm text-muted-foreground">{template.description}</p>}
        </div>
        <div className="flex shrink-0 flex-col items-end gap-1.5">
          <Badge variant={template.category === 'follow-up' ? 'secondary' : 'default'}>
            {categoryLabel(template.category)}
          </Badge>
          {template.best && (
            <Badge variant="outline">
              <Trophy aria-hidden="true" />
              Best reply rate
            </Badge>
          )}
        </div>
      </div>
      <div className="flex-1 space-y-2 rounded-lg bg-muted/60 p-3 text-sm leading-relaxed break-words text-muted-foreground">
        <p data-testid="template-subject">
          <span className="font-semibold text-foreground">Subject: </span>
          <TemplateSegments segments={readable.subject} />
        </p>
        <p data-testid="template-body">
          <TemplateSegments segments={previewSegments(readable.body, TEMPLATE_CARD_PREVIEW_CHARS)} />
        </p>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex flex-col gap-1 text-xs text-muted-foreground">
          <span className="flex items-center gap-1.5">
            <Send className="size-3.5" aria-hidden="true" />
            Used {plural(template.usageCount, 'time')}
          </span>
          <span className="flex items-center gap-1.5">
            <MessageSquareReply className="size-3.5" aria-hidden="true" />
            {template.replyRate ? replyRateText(template.replyRate) : 'Reply rate: not enough sends yet'}
          </span>
        </div>
        <div className="flex gap-2">
          <Button variant="outline" size="sm" onClick={copy}>
            <Copy aria-hidden="true" />
            Copy
            <span className="sr-only"> {template.title}</span>
          </Button>
          <Button size="sm" onClick={() => onCustomize(template)}>
            <PenLine aria-hidden="true" />
            Customize
            <span className="sr-only"> {template.title}</span>
          </Button>
        </div>
      </div>
    </article>
  )
}
