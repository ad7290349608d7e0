import { ArrowLeft, Building2 } from 'lucide-react'
import { Link } from 'react-router'
import { Button } from '@/components/ui/button'
import { MessagePanel } from '@/components/feedback/message-panel'

type StartupNotFoundProps = { message: string; directoryHref: string; title?: string }

/**
 * The detail page's failure state: "Startup not found" (or `title`) with the reason, and a way back to the
 * directory.
 */
export function StartupNotFound({
  message,
  directoryHref,
  title = 'Startup not found',
}: StartupNotFoundProps) {
  return (
    <MessagePanel
      icon={<Building2 aria-hidden="true" />}
      title={title}
      headingLevel={1}
      description={message}
    >
      <Button variant="outline" asChild>
        <Link to={directoryHref}>
          <ArrowLeft aria-hidden="true" />
          Browse all startups
        </Link>
      </Button>
    </MessagePanel>
  )
}
