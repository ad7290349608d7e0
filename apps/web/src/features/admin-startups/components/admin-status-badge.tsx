import { Badge } from '@/components/ui/badge'
import { capitalise } from '../utils/format-startup'

/** Verified in the success style, pending in the warning style, anything else danger. */
export function AdminStatusBadge({ status }: { status: string }) {
  const variant = status === 'verified' ? 'success' : status === 'pending' ? 'warning' : 'danger'
  return <Badge variant={variant}>{capitalise(status)}</Badge>
}
