import {
  INTERNSHIP_RECIPIENT_NAME,
  defaultEmailSubject,
  splitSubjectLine,
  unfilledVariables,
  type EmailTemplate,
  type OutreachChannel,
  type RecentOutreach,
} from '@coldstart/contract'
import { useQueryClient } from '@tanstack/react-query'
import { ArrowLeft } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog'
import { useRecentOutreach } from '../api/get-recent-outreach'
import { recordSend } from '../api/record-send'
import { useComposeStream } from '../hooks/use-compose-stream'
import type { ComposerInternship, ComposerRecipient, ComposerStartup, ComposerTemplates } from '../types'
import { repeatWarning } from '../utils/repeat-warning'
import { ComposeProgress } from './compose-progress'
import { EmailEditor } from './email-editor'
import { RepeatWarningAlert } from './repeat-warning-alert'
import { SendActions } from './send-actions'
import { TemplatePicker } from './template-picker'
import { UnfilledWarning } from './unfilled-warning'

export type ComposerDialogProps = {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** the startup whose team members (`recipients`) this email is for */
  startup?: ComposerStartup
  recipients?: ComposerRecipient[]
  /** or an internship's application address: then startup and recipients are not needed */
  internship?: ComposerInternship
  templates: ComposerTemplates
  /** SPEC §4: choosing a template for composing counts a use */
  onTemplatePicked: (templateId: string) => void
  /** opens straight on this template (a follow-up from the follow-ups page) once the templates load */
  initialTemplateId?: string
  /** after each send action (the log has it already): the follow-ups page marks its nudge followed up */
  onSent?: (channel: OutreachChannel) => void
}

/**
 * The email composer (SPEC §2): pick a template, watch it being personalised for these recipients, edit,
 * send through the mail app. Back returns to the templates; closing resets everything and cancels the
 * writer. Every send is logged, and a repeat within OUTREACH_REPEAT_WARNING_DAYS is asked about first.
 */
export function ComposerDialog(props: ComposerDialogProps) {
  const { open, onOpenChange, internship, templates, onTemplatePicked, initialTemplateId, onSent } = props
  const { state, start, stop, reset } = useComposeStream()
  const queryClient = useQueryClient()
  const [template, setTemplate] = useState<EmailTemplate | null>(null)
  const [subject, setSubject] = useState<string | null>(null)
  const [edited, setEdited] = useState<string | null>(null)

  const company = internship?.company ?? props.startup?.name ?? ''
  const recipients: ComposerRecipient[] = internship
    ? [{ id: internship.id, name: INTERNSHIP_RECIPIENT_NAME, email: internship.applyEmail }]
    : (props.recipients ?? [])
  // who the server writes to and logs: an internship by its id, else the startup's employees by theirs
  const target = internship
    ? { internshipId: internship.id }
    : { startupId: props.startup?.id ?? '', employeeIds: recipients.map((r) => r.id) }
  const recent = useRecentOutreach(
    internship ? { internshipId: internship.id } : { startupId: props.startup?.id ?? '' },
    { enabled: open && Boolean(internship ?? props.startup) },
  )
  // What was true when the dialog opened: this dialog's own sends must not turn into a warning.
  const [before, setBefore] = useState<RecentOutreach | undefined>(undefined)
  if (!before && recent.isFetchedAfterMount && recent.data) setBefore(recent.data)
  // a follow-up template is a deliberate repeat: the warning is for the accidental ones
  const warning =
    template?.category === 'follow-up'
      ? null
      : repeatWarning(before, internship ? [null] : recipients.map((r) => r.id), company)

  const streaming = state.phase === 'streaming'
  const written = splitSubjectLine(state.raw)
  const body = edited ?? written.body
  const spec = defaultEmailSubject(company)
  const currentSubject = subject ?? spec
  const alternative =
    written.subject && currentSubject !== written.subject
      ? written.subject
      : currentSubject !== spec
        ? spec
        : null
  const names = recipients.map((r) => r.name).join(', ')
  const title = internship
    ? `Apply to ${internship.company}: ${internship.title}`
    : recipients.length === 1
      ? `Email ${recipients[0]!.name}`
      : `Email the ${company} team`

  function backToTemplates() {
    reset()
    setTemplate(null)
    setSubject(null)
    setEdited(null)
  }

  function pick(chosen: EmailTemplate) {
    setTemplate(chosen)
    onTemplatePicked(chosen.id)
    void start({ templateId: chosen.id, ...target }, chosen.templateContent)
  }

  // A follow-up opens on its template: picked once, as soon as the list has it.
  const autoPicked = useRef(false)
  useEffect(() => {
    if (!initialTemplateId || autoPicked.current || !templates.data) return
    const chosen = templates.data.find((t) => t.id === initialTemplateId)
    autoPicked.current = true
    // starting the writer is a request, not derived state: it belongs in an effect, once
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (chosen) pick(chosen)
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs when the templates arrive, once
  }, [initialTemplateId, templates.data])

  function sent(channel: OutreachChannel) {
    recordSend(
      { channel, templateId: template?.id, subject: currentSubject.slice(0, 998), ...target },
      queryClient,
    )
    onSent?.(channel)
  }

  function changeOpen(next: boolean) {
    if (!next) backToTemplates()
    onOpenChange(next)
  }

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogContent className="flex max-h-[92vh] flex-col sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>
            {template ? 'Step 2 of 2: check and edit the email' : 'Step 1 of 2: choose a template'} · To:{' '}
            <span className="text-foreground">{names}</span>
          </DialogDescription>
        </DialogHeader>

        <RepeatWarningAlert message={warning} />
        <div className="-mx-1 min-h-0 flex-1 overflow-y-auto px-1">
          {!template ? (
            <TemplatePicker templates={templates} onPick={pick} />
          ) : (
            <div className="space-y-3">
              {streaming && (
                <ComposeProgress
                  written={state.raw.length}
                  expected={template.templateContent.length}
                  onStop={() => stop(template.templateContent)}
                />
              )}
              <EmailEditor
                subject={currentSubject}
                onSubjectChange={setSubject}
                alternativeSubject={streaming ? null : alternative}
                body={body}
                onBodyChange={setEdited}
                streaming={streaming}
                writer={state.writer}
                notice={state.notice}
              />
            </div>
          )}
        </div>

        {template && !streaming && (
          <UnfilledWarning names={unfilledVariables(`${currentSubject}\n${body}`)} />
        )}
        <DialogFooter className="gap-2 sm:items-end">
          {template && (
            <Button variant="ghost" onClick={backToTemplates} className="sm:mr-auto">
              <ArrowLeft aria-hidden="true" />
              Back
            </Button>
          )}
          <SendActions
            disabled={!template || streaming || recipients.length === 0}
            email={{ to: recipients.map((r) => r.email), subject: currentSubject, body }}
            fileName={`email-to-${company.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.eml`}
            onSend={sent}
            confirm={warning}
          />
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
