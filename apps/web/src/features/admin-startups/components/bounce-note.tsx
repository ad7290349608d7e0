import { MailWarning } from 'lucide-react'
import { pluralWord } from '@coldstart/contract'

/** "Bounced 2 times": students' emails to this address came back undeliverable. Nothing when none did. */
export function BounceNote({ count, className = '' }: { count: number; className?: string }) {
  if (count <= 0) return null
  return (
    <span
      className={`inline-flex items-center gap-1 text-xs font-medium text-warning-soft-foreground ${className}`}
    >
      <MailWarning className="size-3.5" aria-hidden="true" />
      Bounced {count} {pluralWord(count, 'time')}
    </span>
  )
}
