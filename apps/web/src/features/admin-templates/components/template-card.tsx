import { plural } from '@coldstart/contract'
import type { AdminTemplate } from '@coldstart/contract'
import { Archive, ArchiveRestore, Pencil, TriangleAlert } from 'lucide-react'
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

/** A stored template's problems (the first three), each at its line: it is hidden from students meanwhile. */
function CardProblems({ template }: { template: AdminTemplate }) {
  const { problems } = template
  return (
    <div className="space-y-1 rounded-md bg-danger-soft px-3 py-2 text-sm text-danger-soft-foreground">
      <p className="font-medium">
        {template.status === 'active' ? 'Hidden from students: ' : 'Cannot be made active: '}
        {plural(problems.length, 'problem')}
      </p>
      <ul aria-label={`Problems in ${template.title}`} className="space-y-0.5">
        {problems.slice(0, 3).map((p) => (
          <li key={`${p.line}:${p.column}:${p.message}`} className="break-words">
            <span className="font-mono text-xs font-semibold">Line {p.line}</span> {p.message}
          </li>
        ))}
        {problems.length > 3 && <li>…and {problems.length - 3} more in the editor</li>}
      </ul>
    </div>
  )
}

/** A Manage Emails card: title, description, status, Usage Count, Success Rate, Last Updated. */
export function TemplateCard({ template, onEdit, onArchive, onRestore, busy }: TemplateCardProps) {
  const archived = template.status === 'archived'
  const broken = template.problems.length > 0
  return (
    <li className="flex flex-col gap-4 rounded-xl border bg-card p-5 text-card-foreground shadow-xs">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0 space-y-1">
          <h3 className="font-semibold break-words">{template.title}</h3>
          <p className="line-clamp-2 text-sm text-muted-foreground">
            {template.description || 'No description'}
          </p>
        </div>
        <div className="flex shrink-0 flex-col items-end gap-1.5">
          <TemplateStatusBadge status={template.status} />
          {broken && (
            <Badge variant="danger">
              <TriangleAlert aria-hidden="true" />
              Needs fixing
            </Badge>
          )}
        </div>
      </div>
      {broken && <CardProblems template={template} />}
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
