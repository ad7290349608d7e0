import { Badge } from '@/components/ui/badge'
import { cn } from '@/lib/cn'

type StartupTagsProps = { tags: readonly string[]; className?: string }

export function StartupTags({ tags, className }: StartupTagsProps) {
  if (tags.length === 0) return null
  return (
    <ul aria-label="Tags" className={cn('flex flex-wrap gap-1.5', className)}>
      {tags.map((tag) => (
        <li key={tag}>
          <Badge variant="secondary" className="font-normal">
            {tag}
          </Badge>
        </li>
      ))}
    </ul>
  )
}
