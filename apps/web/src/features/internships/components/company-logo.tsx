import { Building2 } from 'lucide-react'
import { useState } from 'react'
import { cn } from '@/lib/cn'

type CompanyLogoProps = { src: string | null | undefined; className?: string }

/**
 * The linked startup's logo, or a neutral placeholder when the posting has no startup, no logo or the image
 * fails. Decorative: the company's name is always beside it.
 */
export function CompanyLogo({ src, className }: CompanyLogoProps) {
  // Remembers which URL failed, so another posting's logo in the same slot gets its chance.
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
          onError={() => setFailedSrc(src ?? null)}
        />
      ) : (
        <Building2 className="size-1/2" aria-hidden="true" />
      )}
    </div>
  )
}
