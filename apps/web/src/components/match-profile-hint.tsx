import { Sparkles } from 'lucide-react'
import { Link } from 'react-router'

/** Best match with an empty profile: the order is not personal yet, so say how to make it so. */
export function MatchProfileHint({ settingsHref }: { settingsHref: string }) {
  return (
    <div className="flex items-start gap-3 rounded-lg border border-primary/30 bg-primary/5 p-3 text-sm">
      <Sparkles className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
      <p>
        Add skills and preferences in your{' '}
        <Link to={settingsHref} className="font-medium text-primary underline underline-offset-4">
          Profile
        </Link>{' '}
        to get better matches.
      </p>
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
