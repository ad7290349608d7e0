import { PageHeader } from '@/components/layouts/page-header'
import { useDocumentTitle } from '@/hooks/use-document-title'

// Placeholder while the internship detail is built.
export function InternshipRoute() {
  useDocumentTitle('Internship')
  return <PageHeader title="Internship" description="One internship and how to apply." />
}
