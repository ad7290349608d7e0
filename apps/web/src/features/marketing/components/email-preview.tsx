import { Sparkles } from 'lucide-react'
import { Badge } from '@/components/ui/badge'
import { Card } from '@/components/ui/card'
import { demoEmail } from '../data/demo'

/** The composer's preview step in miniature: a template after AI personalisation. */
export function EmailPreview() {
  return (
    <Card aria-hidden="true" className="gap-0 overflow-hidden py-0 shadow-md">
      <div className="flex items-center justify-between gap-2 border-b px-5 py-3">
        <p className="text-sm font-semibold">Preview and edit</p>
        <Badge>
          <Sparkles />
          Personalised with AI
        </Badge>
      </div>
      <dl className="divide-y border-b text-sm">
        <div className="flex gap-3 px-5 py-2">
          <dt className="w-14 shrink-0 text-muted-foreground">To</dt>
          <dd className="truncate">{demoEmail.to}</dd>
        </div>
        <div className="flex gap-3 px-5 py-2">
          <dt className="w-14 shrink-0 text-muted-foreground">Subject</dt>
          <dd className="truncate">{demoEmail.subject}</dd>
        </div>
      </dl>
      <div className="space-y-3 px-5 py-4 text-sm leading-relaxed">
        <p>{demoEmail.greeting}</p>
        <p>
          {demoEmail.body.map((part) =>
            'ai' in part ? (
              <mark key={part.text} className="rounded bg-primary-soft px-0.5 text-primary-soft-foreground">
                {part.text}
              </mark>
            ) : (
              <span key={part.text}>{part.text}</span>
            ),
          )}
        </p>
      </div>
      <div className="flex justify-end gap-2 border-t bg-muted/40 px-5 py-3">
        <span className="rounded-md border bg-background px-3 py-1.5 text-xs font-medium">Back</span>
        <span className="rounded-md bg-primary px-3 py-1.5 text-xs font-medium text-primary-foreground">
          Send email
        </span>
      </div>
    </Card>
  )
}
