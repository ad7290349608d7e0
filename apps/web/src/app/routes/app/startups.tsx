import { PageHeader } from '@/components/layouts/page-header'
import { BookmarkButton } from '@/features/bookmarks/components/bookmark-button'
import { StartupsDirectory } from '@/features/startups/components/startups-directory'
import { useDocumentTitle } from '@/hooks/use-document-title'

/** /app, /app/startups and the same under /dashboard: the startup directory. */
export function StartupsRoute() {
  useDocumentTitle('Startups')
  return (
    <div className="space-y-8">
      <PageHeader
        title="Startups"
        description="Discover startups, see who is hiring and find the people to write to."
      />
      <StartupsDirectory
        renderCardActions={(startup) => <BookmarkButton kind="startup" id={startup.id} name={startup.name} />}
      />
    </div>
  )
}
