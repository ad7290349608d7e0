import type { LucideIcon } from 'lucide-react'
import type { ReactNode } from 'react'
import { useId } from 'react'

type FormSectionProps = { title: string; description: string; icon: LucideIcon; children: ReactNode }

/** One titled card of the profile form; its heading names the region for screen readers. */
export function FormSection({ title, description, icon: Icon, children }: FormSectionProps) {
  const id = useId()
  return (
    <section aria-labelledby={id} className="rounded-xl border bg-card p-5 shadow-xs sm:p-6">
      <div className="mb-5 flex items-start gap-3">
        <span className="grid size-9 shrink-0 place-items-center rounded-lg bg-muted text-muted-foreground">
          <Icon className="size-4.5" aria-hidden="true" />
        </span>
        <div className="min-w-0 space-y-1">
          <h2 id={id} className="leading-tight font-semibold">
            {title}
          </h2>
          <p className="text-sm text-muted-foreground">{description}</p>
        </div>
      </div>
      <div className="space-y-5">{children}</div>
    </section>
  )
}
