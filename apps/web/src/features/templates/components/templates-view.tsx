import { plural } from '@coldstart/contract'
import type { EmailTemplate } from '@coldstart/contract'
import { RefreshCw } from 'lucide-react'
import { Suspense, useId, useState } from 'react'
import { PageHeader } from '@/components/layouts/page-header'
import { PreloadWhenIdle } from '@/components/preload-when-idle'
import { ProfileGaps } from '@/components/profile-gaps'
import { useStagedCount } from '@/hooks/use-staged-count'
import { CardGridSkeleton } from '@/components/skeletons/card-grid-skeleton'
import { Button } from '@/components/ui/button'
import { RadioGroup, RadioGroupChip } from '@/components/ui/radio-group'
import { SearchInput } from '@/components/ui/search-input'
import { cn } from '@/lib/cn'
import { useMyTemplateValues } from '../api/get-my-template-values'
import { useTemplates } from '../api/get-templates'
import { CATEGORY_FILTERS, filterTemplates, type CategoryFilter } from '../utils/filter-templates'
import { TemplateCard } from './template-card'
import { TemplatesEmptyState } from './templates-empty-state'
import { lazyWithRetry } from '@/lib/lazy-with-retry'

// Cards rendered at once when the list first fills (more than a phone's screen); the rest follow in the
// background, so the first render is not one long task.
const FIRST_CARDS = 4

// The customize dialog (Radix Dialog) is fetched once the cards are on screen, not in front of them.
const loadCustomizeDialog = () => import('./customize-template-dialog')
const CustomizeTemplateDialog = lazyWithRetry(() =>
  loadCustomizeDialog().then((m) => ({ default: m.CustomizeTemplateDialog })),
)

/** The Email Templates page: category filter, search, Refresh, cards, the customize dialog. */
export function TemplatesView({ startupsHref }: { startupsHref: string }) {
  const templates = useTemplates()
  const { data, isError, isFetching, refetch } = templates
  const myValues = useMyTemplateValues()
  const known = myValues.data
  // The cards wait for the student's own values' first answer too (a failed try does not hold them while it is
  // retried): the cards show those values, and the profile hint above would otherwise appear after the cards
  // and push them down.
  const isPending = templates.isPending || (myValues.isPending && myValues.failureCount === 0)
  const [category, setCategory] = useState<CategoryFilter>('all')
  const [search, setSearch] = useState('')
  const [customizing, setCustomizing] = useState<EmailTemplate | null>(null)
  // mounted from the first customize on, so that closing keeps its animation
  const [dialogWanted, setDialogWanted] = useState(false)
  if (customizing && !dialogWanted) setDialogWanted(true)
  const filterLabel = useId()
  const shown = data ? filterTemplates(data, category, search) : []
  const filtering = category !== 'all' || search.trim() !== ''
  const rendered = useStagedCount(shown.length, FIRST_CARDS)

  return (
    <div className="space-y-6">
      <PageHeader
        title="Email Templates"
        description="Cold email templates that get replies, filled in with your profile. Highlighted chips are filled when you write to a startup."
      >
        <Button variant="outline" onClick={() => void refetch()} disabled={isFetching}>
          <RefreshCw className={cn(isFetching && 'animate-spin')} aria-hidden="true" />
          Refresh
        </Button>
      </PageHeader>

      <div className="flex flex-col gap-3 md:flex-row md:items-center">
        <span id={filterLabel} className="sr-only">
          Category
        </span>
        <RadioGroup
          aria-labelledby={filterLabel}
          value={category}
          onValueChange={(v) => setCategory(v as CategoryFilter)}
          className="flex flex-wrap gap-2"
        >
          {CATEGORY_FILTERS.map((c) => (
            <RadioGroupChip key={c.value} value={c.value} className="h-9">
              {c.label}
            </RadioGroupChip>
          ))}
        </RadioGroup>
        <SearchInput
          value={search}
          onChange={setSearch}
          label="Search templates"
          placeholder="Search templates..."
          className="md:ml-auto md:w-80"
        />
      </div>

      {known && <ProfileGaps values={known} />}

      {isPending ? (
        <>
          <p role="status" className="sr-only">
            Loading templates
          </p>
          <CardGridSkeleton count={4} className="lg:grid-cols-2" />
        </>
      ) : shown.length === 0 ? (
        <TemplatesEmptyState
          hint={
            isError
              ? 'The templates could not be loaded just now. Try Refresh.'
              : filtering
                ? 'Try another category or search term.'
                : 'There are no templates yet.'
          }
        />
      ) : (
        <>
          <p className="sr-only" role="status">
            {plural(shown.length, 'template')}
          </p>
          <ul aria-label="Templates" className="grid gap-4 lg:grid-cols-2">
            {shown.slice(0, rendered).map((template) => (
              <li key={template.id} className="grid">
                <TemplateCard template={template} known={known} onCustomize={setCustomizing} />
              </li>
            ))}
          </ul>
        </>
      )}

      {data && <PreloadWhenIdle name="customize-template" load={loadCustomizeDialog} />}
      {dialogWanted && (
        <Suspense fallback={null}>
          <CustomizeTemplateDialog
            template={customizing}
            known={known}
            onOpenChange={(open) => !open && setCustomizing(null)}
            startupsHref={startupsHref}
          />
        </Suspense>
      )}
    </div>
  )
}
