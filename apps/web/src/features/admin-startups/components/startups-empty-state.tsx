import { Building2, Plus } from 'lucide-react'
import { Button } from '@/components/ui/button'

/** "No startups found", with a hint for a search, or a first-startup call to action. */
export function StartupsEmptyState({ filtering, onAdd }: { filtering: boolean; onAdd: () => void }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed px-6 py-16 text-center">
      <Building2 className="size-10 text-muted-foreground" aria-hidden="true" />
      <h2 className="text-lg font-semibold">No startups found</h2>
      <p className="text-sm text-muted-foreground">
        {filtering ? 'Try adjusting your search terms' : 'Get started by adding your first startup'}
      </p>
      {!filtering && (
        <Button onClick={onAdd} className="mt-2">
          <Plus aria-hidden="true" />
          Add Your First Startup
        </Button>
      )}
    </div>
  )
}
