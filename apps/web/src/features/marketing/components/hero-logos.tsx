import { useMemo, useState } from 'react'
import { cn } from '@/lib/cn'
import { useLandingLogos } from '../api/get-landing-logos'
import { pickRandom } from '../utils/pick-random'

const LANDING_LOGOS_SHOWN = 6

// Three slots either side of the heading, tilted a little so they read as decoration, not as a list.
const slots = [
  'top-14 left-2 -rotate-6',
  'top-1/2 left-12 -translate-y-1/2 rotate-3',
  'bottom-16 left-0 rotate-6',
  'top-20 right-4 rotate-6',
  'top-1/2 right-0 -translate-y-1/2 -rotate-3',
  'bottom-12 right-12 -rotate-6',
] as const

/**
 * Up to six startup logos picked at random from the landing logos, placed around the
 * heading. Decoration only: hidden from assistive tech, and not shown below lg where there is no room.
 */
export function HeroLogos() {
  const { data } = useLandingLogos()
  const logos = useMemo(() => pickRandom(data ?? [], LANDING_LOGOS_SHOWN), [data])

  if (logos.length === 0) return null
  return (
    <div
      aria-hidden="true"
      className="pointer-events-none absolute inset-0 hidden lg:block"
      data-testid="hero-logos"
    >
      {logos.map((logo, index) => (
        <HeroLogo key={logo.id} src={logo.logoUrl} className={slots[index]} />
      ))}
    </div>
  )
}

function HeroLogo({ src, className }: { src: string; className?: string }) {
  const [state, setState] = useState<'loading' | 'loaded' | 'failed'>('loading')
  if (state === 'failed') return null
  return (
    <div
      className={cn(
        'absolute size-16 rounded-2xl border bg-card p-2 shadow-sm motion-safe:transition-opacity motion-safe:duration-700 xl:size-[4.5rem]',
        state === 'loaded' ? 'opacity-100' : 'opacity-0',
        className,
      )}
    >
      <img
        src={src}
        alt=""
        width={56}
        height={56}
        decoding="async"
        referrerPolicy="no-referrer"
        className="size-full rounded-xl object-contain"
        onLoad={() => setState('loaded')}
        onError={() => setState('failed')}
      />
    </div>
  )
}
