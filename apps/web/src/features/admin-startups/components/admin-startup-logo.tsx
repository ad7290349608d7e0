import { Building2 } from 'lucide-react'
import { useState } from 'react'

/** The logo, or a placeholder when there is none or the image fails. Decorative: the name is beside it. */
export function AdminStartupLogo({ src }: { src: string | null }) {
  const [failed, setFailed] = useState<string | null>(null)
  if (!src || failed === src) {
    return (
      <div className="flex size-12 shrink-0 items-center justify-center rounded-xl border bg-muted text-muted-foreground">
        <Building2 className="size-6" aria-hidden="true" data-testid="logo-placeholder" />
      </div>
    )
  }
  return (
    <img
      src={src}
      alt=""
      loading="lazy"
      decoding="async"
      className="size-12 shrink-0 rounded-xl border object-cover"
      onError={() => setFailed(src)}
    />
  )
}
