import { AdminStartupsManager } from '@/features/admin-startups/components/admin-startups-manager'
import { useDocumentTitle } from '@/hooks/use-document-title'

/** /admin/startups: Manage Startups. */
export function AdminStartupsRoute() {
  useDocumentTitle('Manage Startups')
  return <AdminStartupsManager />
}
