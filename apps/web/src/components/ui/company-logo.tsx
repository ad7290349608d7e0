import { Building2, type LucideIcon } from 'lucide-react'
import { useState } from 'react'
import { cn } from '@/lib/cn'

type CompanyLogoProps = {
  src: string | null | undefined
  className?: string
  /** shown when there is no logo or it fails to load */
  placeholder?: LucideIcon
}

/**
 * A company's logo, or a neutral placeholder when it has none or the image fails. Decorative: the
 * company's name is always next to it.
 */
export function CompanyLogo({ src, className, placeholder: Placeholder = Building2 }: CompanyLogoProps) {
  // Remembers which URL failed, so a different logo (another company in the same slot) gets its chance.
  const [failedSrc, setFailedSrc] = useState<string | null>(null)
  const showImage = Boolean(src) && failedSrc !== src

  return (
    <div
      // bg-muted always: a logo still loading (lazy, below the fold) holds a tile, not an empty gap
      className={cn(
        'flex size-11 shrink-0 items-center justify-center overflow-hidden rounded-xl bg-muted',
        !showImage && 'border text-muted-foreground',
        className,
      )}
    >
      {showImage ? (
        <img
          src={src ?? undefined}
          alt=""
          loading="lazy"
          decoding="async"
          className="size-full object-cover"
          onError={() => setFailedSrc(src ?? null)}
        />
      ) : (
        <Placeholder className="size-1/2" aria-hidden="true" data-testid="logo-placeholder" />
      )}
    </div>
  )
}
