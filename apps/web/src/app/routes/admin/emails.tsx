import { TemplatesManager } from '@/features/admin-templates/components/templates-manager'
import { useDocumentTitle } from '@/hooks/use-document-title'

export function AdminEmailsRoute() {
  useDocumentTitle('Manage Emails')
  return <TemplatesManager />
}
