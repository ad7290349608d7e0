import { Sparkles } from 'lucide-react'
import { Link } from 'react-router'

type MatchProfileHintProps = {
  settingsHref: string
  /** the first run, opened on its skills question: one click to fill what best match reads */
  firstRunHref: string
}

/** Best match with an empty profile: the order is not personal yet, so say how to make it so. */
export function MatchProfileHint({ settingsHref, firstRunHref }: MatchProfileHintProps) {
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-lg border border-primary/30 bg-primary/5 p-3 text-sm">
      <Sparkles className="size-4 shrink-0 text-primary" aria-hidden="true" />
      <p className="min-w-0 flex-1">
        Add skills and preferences in your{' '}
        <Link to={settingsHref} className="font-medium text-primary underline underline-offset-4">
          Profile
        </Link>{' '}
        to get better matches.
      </p>
      <Link
        to={firstRunHref}
        className="inline-flex min-h-9 items-center rounded-md bg-primary px-3 font-medium text-primary-foreground hover:bg-primary/90 focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
      >
        Add them now
      </Link>
    </div>
  )
}

/** A card's "why it matches" line with the Best match sort: "Matches React, Node.js · Bengaluru · Seed". */
export function MatchReasons({ reasons }: { reasons: string[] | undefined }) {
  if (!reasons?.length) return null
  return (
    <p className="-mt-1 flex items-start gap-1.5 text-sm font-medium text-primary">
      <Sparkles className="mt-0.5 size-3.5 shrink-0" aria-hidden="true" />
      <span>
        <span className="sr-only">Why it matches: </span>
        {reasons.join(' · ')}
      </span>
    </p>
  )
}
