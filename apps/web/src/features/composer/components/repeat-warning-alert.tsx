import { History } from 'lucide-react'

/** Says, before anything is sent, that these people (or this startup) heard from the student recently. */
export function RepeatWarningAlert({ message }: { message: string | null }) {
  if (!message) return null
  return (
    <p
      role="status"
      className="flex items-start gap-2 rounded-lg bg-warning-soft px-3 py-2 text-sm text-warning-soft-foreground"
    >
      <History className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <span>{message}</span>
    </p>
  )
}
