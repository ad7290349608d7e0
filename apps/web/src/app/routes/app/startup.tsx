import type { StartupEmployee } from '@coldstart/contract'
import { Suspense, useState, type ReactNode } from 'react'
import { useParams } from 'react-router'
import { PreloadWhenIdle } from '@/components/preload-when-idle'
import { BookmarkButton } from '@/features/bookmarks/components/bookmark-button'
import type { ComposerRecipient, ComposerStartup } from '@/features/composer/types'
import { StartupInternships } from '@/features/internships/components/startup-internships'
import { useLastEmailed } from '@/features/outreach/api/get-last-emailed'
import { LastEmailedContext } from '@/features/startups/components/last-emailed-context'
import { StartupDetail } from '@/features/startups/components/startup-detail'
import { useMyTemplateValues } from '@/features/templates/api/get-my-template-values'
import { useTemplates } from '@/features/templates/api/get-templates'
import { useRecordTemplateUse } from '@/features/templates/api/record-template-use'
import { lazyWithRetry } from '@/lib/lazy-with-retry'

// The composer loads with its own chunk: most visits to a startup never open it.
const loadComposer = () => import('@/features/composer/components/composer-dialog')
const ComposerDialog = lazyWithRetry(() => loadComposer().then((m) => ({ default: m.ComposerDialog })))

interface Composing {
  startup: ComposerStartup
  recipients: ComposerRecipient[]
}

/**
 * "Last emailed 3 days ago" per team member, refreshed after every send the composer logs. Read here, around
 * the page: when it answers only this and the team re-render (the page element is the same), not the
 * header and facts.
 */
function LastEmailed({ startupId, children }: { startupId: string; children: ReactNode }) {
  const lastEmailed = useLastEmailed(startupId)
  return <LastEmailedContext value={lastEmailed.data}>{children}</LastEmailedContext>
}

/** /app/startups/{id} (and under /dashboard): one startup and its team; Email opens the composer. */
export function StartupRoute() {
  const { id = '' } = useParams()
  const [composing, setComposing] = useState<Composing | null>(null)
  const templates = useTemplates({ enabled: composing !== null })
  const myValues = useMyTemplateValues({ enabled: composing !== null })
  const recordUse = useRecordTemplateUse()

  function openComposer(startup: ComposerStartup, members: StartupEmployee[]) {
    setComposing({
      startup: {
        id: startup.id,
        name: startup.name,
        sector: startup.sector,
        tags: startup.tags,
        location: startup.location,
        description: startup.description,
      },
      recipients: members.map((m) => ({ id: m.id, name: m.name, email: m.email })),
    })
  }

  return (
    <>
      {/* Keyed by id so moving between startups starts from a clean page (skeleton, title, scroll state). */}
      <LastEmailed startupId={id}>
        <StartupDetail
          key={id}
          id={id}
          onEmail={openComposer}
          headerActions={(startup) => (
            <>
              <BookmarkButton kind="startup" id={startup.id} name={startup.name} variant="labelled" />
              {/* The startup is on screen: the composer is fetched while the student reads, so Email opens
                at once, and not before the page's own content. */}
              <PreloadWhenIdle name="composer" load={loadComposer} />
            </>
          )}
          openings={(startup) => <StartupInternships startupId={startup.id} hiring={startup.isHiring} />}
        />
      </LastEmailed>
      {composing && (
        <Suspense fallback={null}>
          <ComposerDialog
            open
            onOpenChange={(open) => !open && setComposing(null)}
            startup={composing.startup}
            recipients={composing.recipients}
            templates={{
              data: templates.data,
              isPending: templates.isPending,
              isError: templates.isError,
              myValues: myValues.data,
            }}
            onTemplatePicked={(templateId) => recordUse.mutate(templateId)}
          />
        </Suspense>
      )}
    </>
  )
}
