import { useLocation } from 'react-router'
import { getAppArea, paths } from '@/config/paths'
import { TemplatesView } from '@/features/templates/components/templates-view'
import { useDocumentTitle } from '@/hooks/use-document-title'

/** /app/emails (and under /dashboard): the email templates. */
export function EmailsRoute() {
  useDocumentTitle('Email Templates')
  const area = getAppArea(useLocation().pathname)
  return <TemplatesView startupsHref={paths.app.startups.getHref(area)} />
}
