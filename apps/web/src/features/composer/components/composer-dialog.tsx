import {
  defaultEmailSubject,
  splitSubjectLine,
  unfilledVariables,
  type EmailTemplate,
} from '@coldstart/contract'
import { ArrowLeft } from 'lucide-react'
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog'
import { useComposeStream } from '../hooks/use-compose-stream'
import type { ComposerRecipient, ComposerStartup, ComposerTemplates } from '../types'
import { ComposeProgress } from './compose-progress'
import { EmailEditor } from './email-editor'
import { SendActions } from './send-actions'
import { TemplatePicker } from './template-picker'
import { UnfilledWarning } from './unfilled-warning'

export type ComposerDialogProps = {
  open: boolean
  onOpenChange: (open: boolean) => void
  startup: ComposerStartup
  recipients: ComposerRecipient[]
  templates: ComposerTemplates
  /** SPEC §4: choosing a template for composing counts a use */
  onTemplatePicked: (templateId: string) => void
}

/**
 * The email composer (SPEC §2): pick a template, watch it being personalised for these recipients, edit,
 * send through the mail app. Back returns to the templates; closing resets everything and cancels the
 * writer.
 */
export function ComposerDialog(props: ComposerDialogProps) {
  const { open, onOpenChange, startup, recipients, templates, onTemplatePicked } = props
  const { state, start, stop, reset } = useComposeStream()
  const [template, setTemplate] = useState<EmailTemplate | null>(null)
  const [subject, setSubject] = useState<string | null>(null)
  const [edited, setEdited] = useState<string | null>(null)

  const streaming = state.phase === 'streaming'
  const written = splitSubjectLine(state.raw)
  const body = edited ?? written.body
  const spec = defaultEmailSubject(startup.name)
  const currentSubject = subject ?? spec
  const alternative =
    written.subject && currentSubject !== written.subject
      ? written.subject
      : currentSubject !== spec
        ? spec
        : null
  const names = recipients.map((r) => r.name).join(', ')

  function backToTemplates() {
    reset()
    setTemplate(null)
    setSubject(null)
    setEdited(null)
  }

  function pick(chosen: EmailTemplate) {
    setTemplate(chosen)
    onTemplatePicked(chosen.id)
    void start(
      { templateId: chosen.id, startupId: startup.id, employeeIds: recipients.map((r) => r.id) },
      chosen.templateContent,
    )
  }

  function changeOpen(next: boolean) {
    if (!next) backToTemplates()
    onOpenChange(next)
  }

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogContent className="flex max-h-[92vh] flex-col sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>
            {recipients.length === 1 ? `Email ${recipients[0]!.name}` : `Email the ${startup.name} team`}
          </DialogTitle>
          <DialogDescription>
            {template ? 'Step 2 of 2: check and edit the email' : 'Step 1 of 2: choose a template'} · To:{' '}
            <span className="text-foreground">{names}</span>
          </DialogDescription>
        </DialogHeader>

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
            fileName={`email-to-${startup.name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.eml`}
          />
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
