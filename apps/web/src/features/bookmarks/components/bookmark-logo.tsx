import { Briefcase, Building2 } from 'lucide-react'
import { useState } from 'react'
import { cn } from '@/lib/cn'

/** A saved startup's logo (or an internship's company logo); a neutral icon when there is none or it fails. */
export function BookmarkLogo({ src, kind }: { src: string | null; kind: 'startup' | 'internship' }) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null)
  const showImage = Boolean(src) && failedSrc !== src
  const Placeholder = kind === 'startup' ? Building2 : Briefcase
  return (
    <div
      className={cn(
        'flex size-10 shrink-0 items-center justify-center overflow-hidden rounded-lg',
        !showImage && 'border bg-muted text-muted-foreground',
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
        <Placeholder className="size-1/2" aria-hidden="true" />
      )}
    </div>
  )
}
