import { AlertCircle, Check, CloudOff, GitMerge, Loader2 } from 'lucide-react'
import { cn } from '@/lib/cn'
import type { NoteStatus } from '../utils/note-sync-engine'

const LABELS: Record<NoteStatus, string> = {
  loading: 'Loading…',
  saving: 'Saving…',
  saved: 'Saved',
  offline: 'Offline, will retry',
  conflict: 'Changed elsewhere',
  error: 'Not saved',
}

const ICONS = {
  loading: Loader2,
  saving: Loader2,
  saved: Check,
  offline: CloudOff,
  conflict: GitMerge,
  error: AlertCircle,
} as const

/** The autosave state in a few words, announced politely to screen readers. */
export function NoteStatusText({ status, className }: { status: NoteStatus; className?: string }) {
  const Icon = ICONS[status]
  return (
    <span
      role="status"
      className={cn(
        'inline-flex min-w-0 items-center gap-1 text-xs whitespace-nowrap text-muted-foreground',
        (status === 'offline' || status === 'conflict') && 'text-amber-700 dark:text-amber-400',
        status === 'error' && 'text-destructive',
        className,
      )}
    >
      <Icon
        aria-hidden="true"
        className={cn('size-3.5 shrink-0', (status === 'saving' || status === 'loading') && 'animate-spin')}
      />
      <span className="truncate">{LABELS[status]}</span>
    </span>
  )
}
