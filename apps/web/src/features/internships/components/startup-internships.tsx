import { Briefcase, ChevronRight } from 'lucide-react'
import { useId } from 'react'
import { Link } from 'react-router'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import { useAppPaths } from '@/hooks/use-app-paths'
import { useStartupInternships } from '../api/get-startup-internships'
import { DeadlineText } from './deadline-text'
import { InternshipFactsRow } from './internship-facts-row'

type StartupInternshipsProps = {
  startupId: string
  /** the directory's Hiring badge: with no posting listed the section still says where to turn */
  hiring: boolean
}

/**
 * A startup's open internships on its page, each linking to the posting. A startup that is not hiring and
 * has none shows nothing; one marked Hiring without a posting here points to its team instead.
 */
export function StartupInternships({ startupId, hiring }: StartupInternshipsProps) {
  const headingId = useId()
  const appPaths = useAppPaths()
  const list = useStartupInternships(startupId)
  const items = list.data?.items ?? []
  // not hiring: the section appears only once postings are there (no skeleton that may come to nothing)
  if (!hiring && items.length === 0) return null
  const total = list.data?.total ?? 0

  return (
    <section
      aria-labelledby={headingId}
      className="rounded-xl border bg-card p-6 text-card-foreground shadow-xs"
    >
      <h2 id={headingId} className="flex items-center gap-2 font-semibold">
        <Briefcase className="size-4 text-muted-foreground" aria-hidden="true" />
        Open internships
        {list.isSuccess && <span className="text-sm font-normal text-muted-foreground">({total})</span>}
      </h2>
      {list.isPending ? (
        <div className="mt-5 space-y-4" role="status" aria-label="Loading internships">
          {[0, 1].map((i) => (
            <div key={i} className="space-y-2">
              <Skeleton className="h-5 w-2/3" />
              <Skeleton className="h-4 w-1/2" />
            </div>
          ))}
        </div>
      ) : list.isError ? (
        <div className="mt-4 flex flex-wrap items-center gap-3 text-sm text-muted-foreground">
          Could not load this startup&apos;s internships.
          <Button size="sm" variant="outline" onClick={() => void list.refetch()}>
            Try again
          </Button>
        </div>
      ) : items.length === 0 ? (
        <p className="mt-4 text-sm text-muted-foreground">
          No internship is posted here yet, but they are hiring: write to the team below.
        </p>
      ) : (
        <>
          <ul className="mt-5 divide-y">
            {items.map((internship) => (
              <li key={internship.id} className="space-y-2 py-4 first:pt-0 last:pb-0">
                <h3 className="leading-snug font-medium break-words">
                  <Link
                    to={appPaths.internship(internship.id)}
                    className="inline-flex items-center gap-1 underline-offset-4 hover:text-primary hover:underline"
                  >
                    {internship.title}
                    <ChevronRight className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
                  </Link>
                </h3>
                <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
                  <InternshipFactsRow internship={internship} />
                  <DeadlineText deadline={internship.deadline} />
                </div>
              </li>
            ))}
          </ul>
          {total > items.length && (
            <p className="mt-4 border-t pt-4 text-sm text-muted-foreground">
              Showing the {items.length} closing soonest of {total}.
            </p>
          )}
        </>
      )}
    </section>
  )
}
