import { Sparkles } from 'lucide-react'
import { Link } from 'react-router'

/** Best match with an empty profile: the order is only trending, then newest, so say how to make it personal. */
export function MatchProfileHint({ settingsHref }: { settingsHref: string }) {
  return (
    <div className="flex items-start gap-3 rounded-lg border border-primary/30 bg-primary/5 p-3 text-sm">
      <Sparkles className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
      <p>
        Add skills and preferences in your{' '}
        <Link to={settingsHref} className="font-medium text-primary underline underline-offset-4">
          Profile
        </Link>{' '}
        to get better matches. Until then, Best match shows trending startups first, then the newest.
      </p>
    </div>
  )
}
