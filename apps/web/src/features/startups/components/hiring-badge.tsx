import { Badge } from '@/components/ui/badge'

/** "Hiring" in the accent colour, with a dot so it reads as live status rather than a tag. */
export function HiringBadge() {
  return (
    <Badge>
      <span className="size-1.5 rounded-full bg-current" aria-hidden="true" />
      Hiring
    </Badge>
  )
}
