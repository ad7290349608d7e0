import type { OutreachSend } from '@coldstart/contract'
import { Suspense, useState } from 'react'
import { PageHeader } from '@/components/layouts/page-header'
import { ExportCsvButton } from '@/features/outreach/components/export-csv-button'
import { FollowUpsPage } from '@/features/outreach/components/follow-ups-page'
import { useUpdateSend } from '@/features/outreach/api/update-send'
import { useMyTemplateValues } from '@/features/templates/api/get-my-template-values'
import { useTemplates } from '@/features/templates/api/get-templates'
import { useRecordTemplateUse } from '@/features/templates/api/record-template-use'
import { useDocumentTitle } from '@/hooks/use-document-title'
import { lazyWithRetry } from '@/lib/lazy-with-retry'
import { useFollowUpTarget } from './use-follow-up-target'

// The composer loads with its own chunk, only when the student follows up.
const ComposerDialog = lazyWithRetry(() =>
  import('@/features/composer/components/composer-dialog').then((m) => ({ default: m.ComposerDialog })),
)

/**
 * /app/follow-ups (and under /dashboard): the emails due for a follow-up and the whole outreach log. Follow
 * up opens the composer on that contact (a team member, or an internship's address) with the first follow-up
 * template, and marks the nudge done once the follow-up is sent.
 */
export function FollowUpsRoute() {
  useDocumentTitle('Follow-ups')
  const [following, setFollowing] = useState<OutreachSend | null>(null)
  const templates = useTemplates({ enabled: following !== null })
  const myValues = useMyTemplateValues({ enabled: following !== null })
  const recordUse = useRecordTemplateUse()
  const update = useUpdateSend()
  const followUpTemplate = templates.data?.find((t) => t.category === 'follow-up')
  const target = useFollowUpTarget(following)

  return (
    <div className="space-y-8">
      <PageHeader title="Follow-ups" description="Emails you sent, and the ones to follow up on.">
        <ExportCsvButton />
      </PageHeader>
      <FollowUpsPage onFollowUp={setFollowing} />
      {following && target && (
        <Suspense fallback={null}>
          <ComposerDialog
            open
            onOpenChange={(open) => !open && setFollowing(null)}
            {...target}
            templates={{
              data: templates.data,
              isPending: templates.isPending,
              isError: templates.isError,
              myValues: myValues.data,
            }}
            onTemplatePicked={(templateId) => recordUse.mutate(templateId)}
            initialTemplateId={followUpTemplate?.id}
            onSent={() => update.mutate({ id: following.id, change: { followedUp: true } })}
            // the mail link's send undone: the nudge it answered is due again
            onSendUndone={() => update.mutate({ id: following.id, change: { followedUp: false } })}
          />
        </Suspense>
      )}
    </div>
  )
}
