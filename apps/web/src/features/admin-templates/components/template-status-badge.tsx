import { Badge } from '@/components/ui/badge'
import { capitalise } from '../utils/labels'

/** Active in the success style, anything else secondary; the label capitalised. */
export function TemplateStatusBadge({ status }: { status: string }) {
  const label = capitalise(status) || 'Unknown'
  return <Badge variant={status === 'active' ? 'success' : 'secondary'}>{label}</Badge>
}
