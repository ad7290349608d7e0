import { ChevronLeft, ChevronRight } from 'lucide-react'
import { Button } from './button'

type PagerProps = {
  page: number
  pageSize: number
  total: number
  onPageChange: (page: number) => void
  /** what is counted, plural: "entries", "templates" */
  noun: string
}

const count = new Intl.NumberFormat('en-IN')

/** "Page 2 of 7 · 160 entries" with Previous / Next; nothing when everything fits on one page. */
export function Pager({ page, pageSize, total, onPageChange, noun }: PagerProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize))
  if (pages <= 1) return null
  return (
    <nav aria-label="Pages" className="flex flex-wrap items-center justify-between gap-3 text-sm">
      <p className="text-muted-foreground" aria-live="polite">
        Page {count.format(page)} of {count.format(pages)} · {count.format(total)} {noun}
      </p>
      <div className="flex gap-2">
        <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
          <ChevronLeft aria-hidden="true" />
          Previous
        </Button>
        <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => onPageChange(page + 1)}>
          Next
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
    </nav>
  )
}
