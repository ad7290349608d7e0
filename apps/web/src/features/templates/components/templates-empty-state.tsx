import { MailX } from 'lucide-react'

/** "No templates found" when the list is empty, filtered to nothing, or failed to load. */
export function TemplatesEmptyState({ hint }: { hint: string }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed px-6 py-14 text-center">
      <span className="flex size-11 items-center justify-center rounded-full bg-muted text-muted-foreground">
        <MailX className="size-5" aria-hidden="true" />
      </span>
      <h2 className="font-semibold">No templates found</h2>
      <p className="max-w-sm text-sm text-muted-foreground">{hint}</p>
    </div>
  )
}
