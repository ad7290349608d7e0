import { InternshipsManager } from '@/features/admin-internships/components/internships-manager'
import { useDocumentTitle } from '@/hooks/use-document-title'

export function AdminInternshipsRoute() {
  useDocumentTitle('Manage Internships')
  return <InternshipsManager />
}
