import { ComingSoon } from '@/components/feedback/coming-soon'
import { PageHeader } from '@/components/layouts/page-header'
import { useDocumentTitle } from '@/hooks/use-document-title'

export function BookmarksRoute() {
  useDocumentTitle('Bookmarks')
  return (
    <div className="space-y-8">
      <PageHeader title="Bookmarks" description="Startups you saved to come back to." />
      <ComingSoon>
        Soon you will be able to bookmark startups and keep a shortlist of the ones you want to email.
      </ComingSoon>
    </div>
  )
}
