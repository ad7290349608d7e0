import type { BookmarkKind } from '@coldstart/contract'
import { Bookmark, Briefcase, Building2, RefreshCw } from 'lucide-react'
import { Link } from 'react-router'
import { Button } from '@/components/ui/button'
import { useAppPaths } from '@/hooks/use-app-paths'

const COPY: Record<'all' | BookmarkKind, { title: string; description: string }> = {
  all: {
    title: 'No bookmarks yet',
    description:
      'Save startups and internships with the bookmark icon on their cards; they gather here with your notes.',
  },
  startup: {
    title: 'No saved startups',
    description: 'Browse the directory and save the startups you want to write to.',
  },
  internship: {
    title: 'No saved internships',
    description: 'Save internships from the board to keep their deadlines in sight.',
  },
}

type BookmarksEmptyStateProps = { kind: BookmarkKind | undefined; onRetry?: () => void }

/** Nothing saved (in this tab): where to find things to save. A failed load says so and offers a retry. */
export function BookmarksEmptyState({ kind, onRetry }: BookmarksEmptyStateProps) {
  const appPaths = useAppPaths()
  const copy = onRetry
    ? { title: 'Could not load your bookmarks', description: 'Check your connection and try again.' }
    : COPY[kind ?? 'all']
  return (
    <div className="flex flex-col items-center justify-center gap-4 rounded-xl border border-dashed px-6 py-14 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-muted text-muted-foreground">
        <Bookmark className="size-6" aria-hidden="true" />
      </span>
      <div className="space-y-1.5">
        <h2 className="text-xl font-semibold tracking-tight">{copy.title}</h2>
        <p className="max-w-md text-sm text-muted-foreground">{copy.description}</p>
      </div>
      {onRetry ? (
        <Button variant="outline" size="sm" onClick={onRetry}>
          <RefreshCw aria-hidden="true" />
          Try again
        </Button>
      ) : (
        <div className="flex flex-wrap justify-center gap-2">
          {kind !== 'internship' && (
            <Button asChild variant={kind === 'startup' ? 'default' : 'outline'} size="sm">
              <Link to={appPaths.startups}>
                <Building2 aria-hidden="true" />
                Browse startups
              </Link>
            </Button>
          )}
          {kind !== 'startup' && (
            <Button asChild variant={kind === 'internship' ? 'default' : 'outline'} size="sm">
              <Link to={appPaths.internships}>
                <Briefcase aria-hidden="true" />
                See internships
              </Link>
            </Button>
          )}
        </div>
      )}
    </div>
  )
}
