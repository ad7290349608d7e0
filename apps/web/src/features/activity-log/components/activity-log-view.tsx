import { useState } from 'react'
import { ListSkeleton } from '@/components/skeletons/list-skeleton'
import { Card, CardContent } from '@/components/ui/card'
import { Pager } from '@/components/ui/pager'
import { SearchInput } from '@/components/ui/search-input'
import { usePagedSearch } from '@/hooks/use-paged-search'
import { useActivity } from '../api/get-activity'
import { ActivityKindSelect } from './activity-kind-select'
import { ActivityList } from './activity-list'

/** The whole log, newest first: a kind filter and a search, 25 a page. */
export function ActivityLogView() {
  const { search, setSearch, q, page, setPage, resetting } = usePagedSearch()
  const [kind, setKind] = useState('')
  const activity = useActivity({ kind, q, page })

  return (
    <div className="space-y-4">
      <div className="flex flex-col gap-3 sm:flex-row">
        <SearchInput
          value={search}
          onChange={setSearch}
          label="Search activity"
          placeholder="Search by person, action or name..."
          className="flex-1"
        />
        <ActivityKindSelect value={kind} onChange={resetting(setKind)} />
      </div>
      {activity.isPending ? (
        <ListSkeleton rows={8} />
      ) : (
        <Card className="py-2">
          <CardContent className="px-4 sm:px-6">
            {activity.isError ? (
              <p role="alert" className="py-6 text-center text-sm text-muted-foreground">
                Could not load the activity log. {activity.error.message}
              </p>
            ) : (
              <ActivityList
                entries={activity.data.items}
                label="Activity log"
                emptyText={q || kind ? 'No activity matches these filters' : 'No activity yet'}
              />
            )}
          </CardContent>
        </Card>
      )}
      {activity.data && (
        <Pager
          page={activity.data.page}
          pageSize={activity.data.pageSize}
          total={activity.data.total}
          onPageChange={setPage}
          noun="entries"
        />
      )}
    </div>
  )
}
