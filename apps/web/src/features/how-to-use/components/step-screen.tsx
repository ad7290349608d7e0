type StepScreenProps = { name: string; alt: string }

// The captures are 960 × 600 (scripts/capture-screens.ts).
const WIDTH = 960
const HEIGHT = 600

// One image per theme; the other theme's is display:none, so a lazy image is never fetched.
const variants = [
  { theme: 'light', className: 'dark:hidden' },
  { theme: 'dark', className: 'hidden dark:block' },
] as const

/** A screenshot of the real screen, in the current theme. */
export function StepScreen({ name, alt }: StepScreenProps) {
  return (
    <figure className="ml-13 lg:ml-0">
      {variants.map(({ theme, className }) => (
        <img
          key={theme}
          src={`/screens/${name}-${theme}.webp`}
          alt={alt}
          width={WIDTH}
          height={HEIGHT}
          loading="lazy"
          decoding="async"
          className={`w-full rounded-lg border bg-muted shadow-sm ${className}`}
        />
      ))}
    </figure>
  )
}
