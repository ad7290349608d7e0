import { BadgeCheck, Clock, type LucideIcon } from 'lucide-react'
import { Badge } from '@/components/ui/badge'
import { capitalize } from '../utils/format'

const KNOWN_STATUSES: Record<string, { variant: 'success' | 'warning'; icon: LucideIcon }> = {
  verified: { variant: 'success', icon: BadgeCheck },
  pending: { variant: 'warning', icon: Clock },
}

/** Verified green, pending yellow, any other status neutral; the label is the capitalised status. */
export function StartupStatusBadge({ status }: { status: string }) {
  const known = KNOWN_STATUSES[status]
  if (!known) return <Badge variant="outline">{capitalize(status)}</Badge>
  const Icon = known.icon
  return (
    <Badge variant={known.variant}>
      <Icon aria-hidden="true" />
      {capitalize(status)}
    </Badge>
  )
}
