import type { InternshipCard } from '@coldstart/contract'
import { Clock, MapPin, Wallet } from 'lucide-react'
import type { ReactNode } from 'react'
import { formatDuration, formatPlace, formatStipend } from '@/lib/internship-format'

type Facts = Pick<InternshipCard, 'location' | 'remote' | 'stipendMin' | 'stipendMax' | 'durationMonths'>

/** Where, how much and how long, as one wrapping row of icon + text (the card and the detail header). */
export function InternshipFactsRow({ internship }: { internship: Facts }) {
  return (
    <dl className="flex flex-wrap gap-x-4 gap-y-1.5 text-sm">
      <Fact icon={<MapPin aria-hidden="true" />} label="Location">
        {formatPlace(internship)}
      </Fact>
      <Fact icon={<Wallet aria-hidden="true" />} label="Stipend">
        {formatStipend(internship)}
      </Fact>
      {internship.durationMonths !== null && (
        <Fact icon={<Clock aria-hidden="true" />} label="Duration">
          {formatDuration(internship.durationMonths)}
        </Fact>
      )}
    </dl>
  )
}

function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="sr-only">{label}</dt>
      <dd className="flex items-center gap-1.5 font-medium [&>svg]:size-3.5 [&>svg]:shrink-0 [&>svg]:text-muted-foreground">
        {icon}
        <span className="min-w-0 break-words">{children}</span>
      </dd>
    </div>
  )
}
