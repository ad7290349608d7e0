import { Building2, Plus, Upload } from 'lucide-react'
import { Button } from '@/components/ui/button'

type StartupsEmptyStateProps = {
  filtering: boolean
  onAdd: () => void
  onImport: () => void
}

/**
 * "No startups found", with a hint for a search; an empty directory says how to fill it (one by one, a CSV, or
 * the demo data), since a deployment on its own PostgreSQL starts empty.
 */
export function StartupsEmptyState({ filtering, onAdd, onImport }: StartupsEmptyStateProps) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed px-6 py-16 text-center">
      <Building2 className="size-10 text-muted-foreground" aria-hidden="true" />
      <h2 className="text-lg font-semibold">No startups found</h2>
      <p className="text-sm text-muted-foreground">
        {filtering ? 'Try adjusting your search terms' : 'Get started by adding your first startup'}
      </p>
      {!filtering && (
        <>
          <p className="max-w-md text-sm text-muted-foreground">
            Add startups one at a time, or import a CSV file with a row per startup. To try ColdStart with
            invented startups instead, start the server once with <code>SEED_DEMO_DATA=true</code>.
          </p>
          <div className="mt-2 flex flex-wrap justify-center gap-2">
            <Button onClick={onAdd}>
              <Plus aria-hidden="true" />
              Add Your First Startup
            </Button>
            <Button variant="outline" onClick={onImport}>
              <Upload aria-hidden="true" />
              Import startups from CSV
            </Button>
          </div>
        </>
      )}
    </div>
  )
}
