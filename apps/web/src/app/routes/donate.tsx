import { PageHeader } from '@/components/layouts/page-header'
import { DonatePanel } from '@/features/donate/components/donate-panel'
import { useDocumentTitle } from '@/hooks/use-document-title'

export function DonateRoute() {
  useDocumentTitle('Donate')
  return (
    <div className="space-y-10">
      <PageHeader
        title="Support ColdStart"
        description="ColdStart is free for students. If it helped you, a small contribution keeps it running."
      />
      <DonatePanel />
    </div>
  )
}
