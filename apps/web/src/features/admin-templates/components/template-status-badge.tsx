import { Badge } from '@/components/ui/badge'
import { capitalise } from '../utils/labels'

/** SPEC §2: active in the success style, anything else secondary; the label capitalised. */
export function TemplateStatusBadge({ status }: { status: string }) {
  const label = capitalise(status) || 'Unknown'
  return <Badge variant={status === 'active' ? 'success' : 'secondary'}>{label}</Badge>
}
