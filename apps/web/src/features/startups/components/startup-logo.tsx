import { Building2 } from 'lucide-react'
import { useState } from 'react'
import { cn } from '@/lib/cn'

type StartupLogoProps = { src: string | null; className?: string }

/**
 * The startup's logo, or a neutral placeholder when it has none or the image fails (SPEC §9). Decorative:
 * the startup's name is always next to it.
 */
export function StartupLogo({ src, className }: StartupLogoProps) {
  // Remembers which URL failed, so a different logo (another startup in the same slot) gets its chance.
  const [failedSrc, setFailedSrc] = useState<string | null>(null)
  const showImage = Boolean(src) && failedSrc !== src

  return (
    <div
      className={cn(
        'flex size-11 shrink-0 items-center justify-center overflow-hidden rounded-xl',
        !showImage && 'border bg-muted text-muted-foreground',
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
          onError={() => setFailedSrc(src)}
        />
      ) : (
        <Building2 className="size-1/2" aria-hidden="true" data-testid="logo-placeholder" />
      )}
    </div>
  )
}
