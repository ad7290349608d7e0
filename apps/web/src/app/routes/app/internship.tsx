import type { InternshipDetail as InternshipDetailData } from '@coldstart/contract'
import { Suspense, useEffect, useState } from 'react'
import { useParams } from 'react-router'
import { BookmarkButton } from '@/features/bookmarks/components/bookmark-button'
import { InternshipDetail } from '@/features/internships/components/internship-detail'
import { useMyTemplateValues } from '@/features/templates/api/get-my-template-values'
import { useTemplates } from '@/features/templates/api/get-templates'
import { useRecordTemplateUse } from '@/features/templates/api/record-template-use'
import { lazyWithRetry } from '@/lib/lazy-with-retry'

// The composer loads with its own chunk: most visits to an internship never open it.
const loadComposer = () => import('@/features/composer/components/composer-dialog')
const ComposerDialog = lazyWithRetry(() => loadComposer().then((m) => ({ default: m.ComposerDialog })))

type Applying = InternshipDetailData & { applyEmail: string }

/** /app/internships/{id} (and under /dashboard): one open internship; "Email to apply" opens the composer. */
export function InternshipRoute() {
  const { id = '' } = useParams()
  const [applying, setApplying] = useState<Applying | null>(null)
  const templates = useTemplates({ enabled: applying !== null })
  const myValues = useMyTemplateValues({ enabled: applying !== null })
  const recordUse = useRecordTemplateUse()

  // fetched while the student reads the posting, so "Email to apply" opens at once
  useEffect(() => void loadComposer().catch(() => {}), [])

  return (
    <>
      {/* Keyed by id so moving between postings starts from a clean page. */}
      <InternshipDetail
        key={id}
        id={id}
        onEmailApply={(internship) =>
          internship.applyEmail && setApplying({ ...internship, applyEmail: internship.applyEmail })
        }
        actions={(internship) => (
          <BookmarkButton
            kind="internship"
            id={internship.id}
            name={`${internship.title} at ${internship.company}`}
            variant="labelled"
          />
        )}
      />
      {applying && (
        <Suspense fallback={null}>
          <ComposerDialog
            open
            onOpenChange={(open) => !open && setApplying(null)}
            startup={{
              id: applying.startupId ?? '',
              name: applying.company,
              sector: applying.startup?.sector,
              location: applying.location,
            }}
            internship={{
              id: applying.id,
              title: applying.title,
              company: applying.company,
              startupId: applying.startupId,
              applyEmail: applying.applyEmail,
            }}
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
