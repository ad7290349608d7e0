import { XIcon } from 'lucide-react'
import { Badge } from '@/components/ui/badge'

type ChipListProps = { items: string[]; label: string; onRemove: (item: string) => void }

/** Removable chips: one per skill or location. */
export function ChipList({ items, label, onRemove }: ChipListProps) {
  if (items.length === 0) return null
  return (
    <ul className="flex flex-wrap gap-2" aria-label={label}>
      {items.map((item) => (
        <li key={item}>
          <Badge variant="secondary" className="gap-1 py-1 pr-1 pl-2.5 text-[13px]">
            <span className="max-w-56 truncate">{item}</span>
            <button
              type="button"
              onClick={() => onRemove(item)}
              aria-label={`Remove ${item}`}
              className="rounded-full p-0.5 text-muted-foreground hover:bg-background hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring/50 focus-visible:outline-none"
            >
              <XIcon className="size-3.5" />
            </button>
          </Badge>
        </li>
      ))}
    </ul>
  )
}
