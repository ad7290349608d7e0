import { RefreshCw, SearchX } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { MessagePanel } from '@/components/feedback/message-panel'

type StartupsEmptyStateProps = {
  /** A search or sector is applied: the hint says to loosen it. */
  isFiltering: boolean
  /** The list is empty because loading failed: offer to try again. */
  onRetry?: () => void
}

/** "No startups found"; a failed load looks the same, plus a way to try again. */
export function StartupsEmptyState({ isFiltering, onRetry }: StartupsEmptyStateProps) {
  return (
    <MessagePanel
      icon={<SearchX aria-hidden="true" />}
      title="No startups found"
      headingLevel={2}
      description={
        isFiltering ? 'Try adjusting your search or filters' : 'No startups are currently available'
      }
    >
      {onRetry && (
        <div className="flex flex-col items-center gap-3">
          <p className="text-sm text-muted-foreground">The directory could not be loaded just now.</p>
          <Button variant="outline" size="sm" onClick={onRetry}>
            <RefreshCw aria-hidden="true" />
            Try again
          </Button>
        </div>
      )}
    </MessagePanel>
  )
}
