import { Briefcase, RefreshCw, SearchX, X } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { MessagePanel } from '@/components/feedback/message-panel'

type InternshipsEmptyStateProps = {
  /** a search or filter is on: offer to clear them */
  onClearFilters?: () => void
  /** the list is empty because loading failed: offer to try again */
  onRetry?: () => void
}

export function InternshipsEmptyState({ onClearFilters, onRetry }: InternshipsEmptyStateProps) {
  if (onRetry)
    return (
      <MessagePanel
        icon={<RefreshCw aria-hidden="true" />}
        title="Internships could not be loaded"
        headingLevel={2}
        description="Something went wrong on our side or with the connection. Your filters are kept."
      >
        <Button variant="outline" size="sm" onClick={onRetry}>
          <RefreshCw aria-hidden="true" />
          Try again
        </Button>
      </MessagePanel>
    )
  if (onClearFilters)
    return (
      <MessagePanel
        icon={<SearchX aria-hidden="true" />}
        title="No internships match"
        headingLevel={2}
        description="Try a broader search, another city or a lower stipend."
      >
        <Button variant="outline" size="sm" onClick={onClearFilters}>
          <X aria-hidden="true" />
          Clear filters
        </Button>
      </MessagePanel>
    )
  return (
    <MessagePanel
      icon={<Briefcase aria-hidden="true" />}
      title="No open internships right now"
      headingLevel={2}
      description="New postings appear here as startups open them. Meanwhile, write to startups that are hiring."
    />
  )
}
