import type { BookmarkItem } from '@coldstart/contract'
import { CalendarClock, MapPin } from 'lucide-react'
import { Link } from 'react-router'
import { Badge } from '@/components/ui/badge'
import { useAppPaths } from '@/hooks/use-app-paths'
import { formatDeadline, formatPlace, formatStipend } from '@/lib/internship-format'
import { BookmarkCard } from './bookmark-card'

type InternshipBookmark = Extract<BookmarkItem, { kind: 'internship' }>

/** A saved internship: title (links to it), company, place, stipend, deadline or Closed, the note, Remove. */
export function InternshipBookmarkCard({ bookmark }: { bookmark: InternshipBookmark }) {
  const { internship } = bookmark
  const appPaths = useAppPaths()
  // the card leaves out what the posting does not say, rather than printing "Not specified"
  const stipend = internship.stipendMin === null ? null : formatStipend(internship)
  const place = internship.location || internship.remote ? formatPlace(internship) : null
  return (
    <BookmarkCard
      bookmark={bookmark}
      kind="internship"
      targetId={internship.id}
      name={`${internship.title} at ${internship.company}`}
      logoUrl={internship.logoUrl}
      title={
        internship.isOpen ? (
          <Link to={appPaths.internship(internship.id)}>{internship.title}</Link>
        ) : (
          internship.title
        )
      }
      meta={
        <>
          <span className="font-medium text-foreground/80">{internship.company}</span>
          {place && (
            <span className="flex min-w-0 items-center gap-1">
              <MapPin className="size-3.5 shrink-0" aria-hidden="true" />
              <span className="sr-only">Location: </span>
              <span className="truncate">{place}</span>
            </span>
          )}
          {stipend && <span>{stipend}</span>}
        </>
      }
      badges={
        internship.isOpen ? (
          internship.deadline && (
            <Badge variant="secondary">
              <CalendarClock aria-hidden="true" />
              Apply by {formatDeadline(internship.deadline)}
            </Badge>
          )
        ) : (
          <Badge variant="warning">Closed</Badge>
        )
      }
    />
  )
}
