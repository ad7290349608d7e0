import { Sparkles } from 'lucide-react'
import type { ReactNode } from 'react'

type ComingSoonProps = { children: ReactNode }

/** The placeholder SPEC §1 asks for on pages that do not exist yet (Internships, Bookmarks). */
export function ComingSoon({ children }: ComingSoonProps) {
  return (
    <div className="flex flex-col items-center justify-center gap-4 rounded-xl border border-dashed px-6 py-16 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-primary-soft text-primary-soft-foreground">
        <Sparkles className="size-6" aria-hidden="true" />
      </span>
      <div className="space-y-2">
        <p className="text-xl font-semibold">Coming Soon</p>
        <p className="max-w-md text-muted-foreground">{children}</p>
      </div>
    </div>
  )
}
