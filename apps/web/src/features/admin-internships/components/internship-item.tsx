import { type AdminInternship, isEmailAddress } from '@coldstart/contract'
import { CalendarClock, Clock, ExternalLink, IndianRupee, Mail, MapPin, Pencil, Trash2 } from 'lucide-react'
import type { ReactNode } from 'react'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { capitalise } from '../utils/labels'
import { formatDeadline, formatDuration, formatPlace, formatStipend } from '@/lib/internship-format'

const STATUS_VARIANT = { active: 'success', closed: 'secondary', draft: 'warning' } as const

function Fact({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <li className="flex min-w-0 items-center gap-1.5">
      {icon}
      <span className="truncate">{children}</span>
    </li>
  )
}

type InternshipItemProps = { internship: AdminInternship; onEdit: () => void; onDelete: () => void }

/** One posting: title, company, status, the facts a student filters on, how to apply, Edit and Delete. */
export function InternshipItem({ internship, onEdit, onDelete }: InternshipItemProps) {
  const status = internship.status as keyof typeof STATUS_VARIANT
  const icon = 'size-4 shrink-0 text-muted-foreground'
  return (
    <li className="flex flex-col gap-4 p-5 sm:flex-row sm:items-start">
      <div className="min-w-0 flex-1 space-y-3">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="font-semibold break-words">{internship.title}</h3>
          <Badge variant={STATUS_VARIANT[status] ?? 'secondary'}>{capitalise(internship.status)}</Badge>
        </div>
        <p className="text-sm text-muted-foreground">{internship.company}</p>
        <ul className="flex flex-wrap gap-x-6 gap-y-1.5 text-sm" aria-label="Details">
          <Fact icon={<MapPin className={icon} aria-hidden="true" />}>{formatPlace(internship)}</Fact>
          <Fact icon={<IndianRupee className={icon} aria-hidden="true" />}>{formatStipend(internship)}</Fact>
          <Fact icon={<Clock className={icon} aria-hidden="true" />}>
            {formatDuration(internship.durationMonths)}
          </Fact>
          <Fact icon={<CalendarClock className={icon} aria-hidden="true" />}>
            {internship.deadline ? `Apply by ${formatDeadline(internship.deadline)}` : 'No deadline'}
          </Fact>
        </ul>
        <div className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
          {internship.applyUrl && (
            <a
              href={internship.applyUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex min-w-0 items-center gap-1 text-primary hover:underline"
            >
              <ExternalLink className="size-3.5 shrink-0" aria-hidden="true" />
              <span className="truncate">Apply link</span>
            </a>
          )}
          {/* A value stored before the one-address rule gets no link (it could add a recipient): Edit fixes it. */}
          {internship.applyEmail && !isEmailAddress(internship.applyEmail) && (
            <span className="inline-flex min-w-0 items-center gap-1 text-destructive">
              <Mail className="size-3.5 shrink-0" aria-hidden="true" />
              <span className="truncate">Apply email is not one address: edit to fix</span>
            </span>
          )}
          {internship.applyEmail && isEmailAddress(internship.applyEmail) && (
            <a
              href={`mailto:${internship.applyEmail}`}
              className="inline-flex min-w-0 items-center gap-1 text-primary hover:underline"
            >
              <Mail className="size-3.5 shrink-0" aria-hidden="true" />
              <span className="truncate">{internship.applyEmail}</span>
            </a>
          )}
        </div>
      </div>
      <div className="flex shrink-0 gap-2">
        <Button variant="outline" size="sm" onClick={onEdit} aria-label={`Edit ${internship.title}`}>
          <Pencil aria-hidden="true" />
          Edit
        </Button>
        <Button variant="ghost" size="sm" onClick={onDelete} aria-label={`Delete ${internship.title}`}>
          <Trash2 aria-hidden="true" />
          Delete
        </Button>
      </div>
    </li>
  )
}
