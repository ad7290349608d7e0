import { plural } from '@coldstart/contract'
import type { AdminTemplate } from '@coldstart/contract'
import { Archive, ArchiveRestore, Pencil } from 'lucide-react'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { TemplateStatusBadge } from './template-status-badge'
import { CATEGORY_LABELS } from '../utils/labels'

const DATE = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium' })

type TemplateCardProps = {
  template: AdminTemplate
  onEdit: () => void
  onArchive: () => void
  onRestore: () => void
  busy: boolean
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="text-sm font-medium whitespace-nowrap tabular-nums">{value}</dd>
    </div>
  )
}

/** A Manage Emails card: title, description, status, Usage Count, Success Rate, Last Updated. */
export function TemplateCard({ template, onEdit, onArchive, onRestore, busy }: TemplateCardProps) {
  const archived = template.status === 'archived'
  return (
    <li className="flex flex-col gap-4 rounded-xl border bg-card p-5 text-card-foreground shadow-xs">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0 space-y-1">
          <h3 className="font-semibold break-words">{template.title}</h3>
          <p className="line-clamp-2 text-sm text-muted-foreground">
            {template.description || 'No description'}
          </p>
        </div>
        <TemplateStatusBadge status={template.status} />
      </div>
      <Badge variant="outline">{CATEGORY_LABELS[template.category] ?? template.category}</Badge>
      <dl className="flex flex-wrap gap-x-6 gap-y-3 border-t pt-4">
        <Fact label="Usage Count" value={plural(template.usageCount, 'time')} />
        <Fact label="Success Rate" value={template.successRate === null ? '-' : `${template.successRate}%`} />
        <Fact label="Last Updated" value={DATE.format(new Date(template.updatedAt))} />
      </dl>
      <div className="mt-auto flex gap-2">
        <Button variant="outline" size="sm" onClick={onEdit} aria-label={`Edit ${template.title}`}>
          <Pencil aria-hidden="true" />
          Edit
        </Button>
        {archived ? (
          <Button
            variant="ghost"
            size="sm"
            onClick={onRestore}
            disabled={busy}
            aria-label={`Restore ${template.title}`}
          >
            <ArchiveRestore aria-hidden="true" />
            Restore
          </Button>
        ) : (
          <Button
            variant="ghost"
            size="sm"
            onClick={onArchive}
            disabled={busy}
            aria-label={`Archive ${template.title}`}
          >
            <Archive aria-hidden="true" />
            Archive
          </Button>
        )}
      </div>
    </li>
  )
}
