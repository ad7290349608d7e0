import type { BookmarkItem } from '@coldstart/contract'
import { MapPin } from 'lucide-react'
import { Link } from 'react-router'
import { Badge } from '@/components/ui/badge'
import { useAppPaths } from '@/hooks/use-app-paths'
import { BookmarkCard } from './bookmark-card'

type StartupBookmark = Extract<BookmarkItem, { kind: 'startup' }>

/** A saved startup: name (links to its page), sector and location, the note, Remove. */
export function StartupBookmarkCard({ bookmark }: { bookmark: StartupBookmark }) {
  const { startup } = bookmark
  const appPaths = useAppPaths()
  return (
    <BookmarkCard
      bookmark={bookmark}
      kind="startup"
      targetId={startup.id}
      name={startup.name}
      logoUrl={startup.logoUrl}
      title={<Link to={appPaths.startup(startup.id)}>{startup.name}</Link>}
      meta={
        <>
          {startup.sector && <span>{startup.sector}</span>}
          {startup.location && (
            <span className="flex min-w-0 items-center gap-1">
              <MapPin className="size-3.5 shrink-0" aria-hidden="true" />
              <span className="sr-only">Location: </span>
              <span className="truncate">{startup.location}</span>
            </span>
          )}
        </>
      }
      badges={startup.isHiring ? <Badge variant="success">Hiring</Badge> : null}
    />
  )
}
