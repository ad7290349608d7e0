import { plural } from '@coldstart/contract'
import {
  TEMPLATE_CARD_PREVIEW_CHARS,
  templateForDisplay,
  templatePreview,
  type EmailTemplate,
} from '@coldstart/contract'
import { Copy, PenLine, Send } from 'lucide-react'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { copyText } from '@/lib/copy-text'
import { categoryLabel } from '../utils/filter-templates'

type TemplateCardProps = { template: EmailTemplate; onCustomize: (template: EmailTemplate) => void }

/** One template: what it is for, how often it is used, a 320-character preview, Copy, Customize. */
export function TemplateCard({ template, onCustomize }: TemplateCardProps) {
  const text = templateForDisplay(template.templateContent)
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
        <Badge variant={template.category === 'follow-up' ? 'secondary' : 'default'}>
          {categoryLabel(template.category)}
        </Badge>
      </div>
      <p className="flex-1 rounded-lg bg-muted/60 p-3 font-mono text-[13px] leading-relaxed break-words text-muted-foreground">
        {templatePreview(text, TEMPLATE_CARD_PREVIEW_CHARS)}
      </p>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <span className="flex items-center gap-1.5 text-xs text-muted-foreground">
          <Send className="size-3.5" aria-hidden="true" />
          Used {plural(template.usageCount, 'time')}
        </span>
        <div className="flex gap-2">
          <Button variant="outline" size="sm" onClick={() => void copyText(text, 'Template copied')}>
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
