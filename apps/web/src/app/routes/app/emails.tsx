import { useAppPaths } from '@/hooks/use-app-paths'
import { TemplatesView } from '@/features/templates/components/templates-view'
import { useDocumentTitle } from '@/hooks/use-document-title'

/** /app/emails (and under /dashboard): the email templates. */
export function EmailsRoute() {
  useDocumentTitle('Email Templates')
  const appPaths = useAppPaths()
  return <TemplatesView startupsHref={appPaths.startups} />
}
