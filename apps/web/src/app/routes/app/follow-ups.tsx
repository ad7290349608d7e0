import { PageHeader } from '@/components/layouts/page-header'
import { useDocumentTitle } from '@/hooks/use-document-title'

// Placeholder while the follow-ups page is built.
export function FollowUpsRoute() {
  useDocumentTitle('Follow-ups')
  return <PageHeader title="Follow-ups" description="Emails you sent and the ones to follow up on." />
}
