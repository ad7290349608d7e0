import {
  templateForDisplay,
  INTERNSHIP_RECIPIENT_NAME,
  defaultEmailSubject,
  plural,
  pluralWord,
  splitSubjectLine,
  unfilledVariables,
  goesOutMessage,
  followUpsMessage,
  type EmailTemplate,
  type OutreachChannel,
  type OutreachLogChannel,
  type RecentOutreach,
  type SendTarget,
} from '@coldstart/contract'
import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react'
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { cn } from '@/lib/cn'
import { useRecentOutreach } from '../api/get-recent-outreach'
import { useSender } from '../api/get-sender'
import { recordSend } from '../api/record-send'
import { useSendFromMailbox } from '../api/send-from-mailbox'
import { useComposeStream } from '../hooks/use-compose-stream'
import { useFollowUpDrafts } from '../hooks/use-follow-up-drafts'
import { useFitToVisualViewport } from '../hooks/use-fit-to-visual-viewport'
import { useMailLinkUndo } from '../hooks/use-mail-link-undo'
import { useTypedClaims } from '../hooks/use-typed-claims'
import type { ComposerRecipient, ComposerTarget, ComposerTemplates } from '../types'
import { pendingClaims, removeClaim } from '../utils/claims'
import { leftoversConfirmation } from '../utils/leftovers-confirmation'
import { companyDetails, firstNameOf } from '../utils/people'
import { replySubject, threadSubject } from '../utils/reply-subject'
import { repeatWarning } from '../utils/repeat-warning'
import { ComposeStep } from './compose-step'
import { ComposerFooter } from './composer-footer'
import { FollowUpFields } from './follow-up-fields'
import { OneAtATimeAdvice, OneAtATimeProgress } from './one-at-a-time'
import { RepeatWarningAlert } from './repeat-warning-alert'
import type { SendConfirmation } from './send-confirm'
import { TemplatePicker } from './template-picker'

export type ComposerDialogProps = ComposerTarget & {
  open: boolean
  onOpenChange: (open: boolean) => void
  templates: ComposerTemplates
  /** choosing a template for composing counts a use */
  onTemplatePicked: (templateId: string) => void
  /** opens straight on this template (a follow-up from the follow-ups page) once the templates load */
  initialTemplateId?: string
  /** after each send action (the log has it already): the follow-ups page marks its nudge followed up */
  onSent?: (channel: OutreachLogChannel) => void
  /** a mail link's send was taken back with Undo (in the composer or its toast) */
  onSendUndone?: () => void
}

/**
 * The email composer: pick a template, watch it being personalised for these recipients, edit with
 * the coach beside the text, send through the mail app (or Copy, Gmail, .eml). Back returns to the templates;
 * closing resets everything, cancels the writer and gives focus back to the button that opened it. Every send
 * is logged; a repeat within OUTREACH_REPEAT_WARNING_DAYS, or a claim the student has not confirmed, is asked
 * about first. A team can be written to all at once (Send to all) or one at a time.
 */
export function ComposerDialog(props: ComposerDialogProps) {
  const { open, onOpenChange, internship, templates, onTemplatePicked, initialTemplateId, onSent } = props
  const { state, start, stop, reset } = useComposeStream()
  const queryClient = useQueryClient()
  const [template, setTemplate] = useState<EmailTemplate | null>(null)
  const [subject, setSubject] = useState<string | null>(null)
  const [edited, setEdited] = useState<string | null>(null)
  const [confirmed, setConfirmed] = useState<ReadonlySet<string>>(new Set())
  const [sent, setSent] = useState<OutreachLogChannel | null>(null)
  const [queuedNote, setQueuedNote] = useState<string | null>(null)
  const sender = useSender(open)
  const mailboxSend = useSendFromMailbox()
  const mailLink = useMailLinkUndo(open, props.onSendUndone)
  /** one at a time: the index of the member being written to; null writes to everyone at once */
  const [turn, setTurn] = useState<number | null>(null)

  // Radix gives focus back to a Dialog.Trigger; this dialog opens from the page's own buttons instead
  const opener = useRef<HTMLElement | null>(null)
  const [scrollArea, setScrollArea] = useState<HTMLDivElement | null>(null)
  useFitToVisualViewport(scrollArea)
  useLayoutEffect(() => {
    if (open && document.activeElement instanceof HTMLElement) opener.current = document.activeElement
  }, [open])

  const company = internship?.company ?? props.startup?.name ?? ''
  const everyone: ComposerRecipient[] = internship
    ? [{ id: internship.id, name: INTERNSHIP_RECIPIENT_NAME, email: internship.applyEmail }]
    : (props.recipients ?? [])
  const recipients = turn === null ? everyone : everyone.slice(turn, turn + 1)
  const targetFor = (people: ComposerRecipient[]): SendTarget =>
    internship
      ? { internshipId: internship.id }
      : { startupId: props.startup?.id ?? '', employeeIds: people.map((r) => r.id) }
  const recent = useRecentOutreach(
    internship ? { internshipId: internship.id } : { startupId: props.startup?.id ?? '' },
    { enabled: open && Boolean(internship ?? props.startup) },
  )
  // What was true when the dialog opened: this dialog's own sends must not turn into a warning.
  const [before, setBefore] = useState<RecentOutreach | undefined>(undefined)
  if (!before && recent.isFetchedAfterMount && recent.data) setBefore(recent.data)
  const recipientIds = internship ? [null] : recipients.map((r) => r.id)
  const followUp = template?.category === 'follow-up'
  // a follow-up is a deliberate repeat, and a reply in the first email's thread
  const warning = followUp ? null : repeatWarning(before, recipientIds, company)
  const thread = followUp ? threadSubject(before ?? recent.data, recipientIds) : null
  // a mailbox email's own follow-ups, written for the same people (one at a time: this person)
  const followUps = useFollowUpDrafts(templates.data, recipients.length ? targetFor(recipients) : null)
  /** sends refused for a follow-up not ready: its fields say why */
  const [followUpAttempts, setFollowUpAttempts] = useState(0)

  const streaming = state.phase === 'streaming'
  const written = splitSubjectLine(state.raw)
  const body = edited ?? written.body
  const spec = defaultEmailSubject(company)
  const fallback = thread ? replySubject(thread) : spec
  const currentSubject = subject ?? fallback
  const alternative =
    written.subject && currentSubject !== written.subject
      ? written.subject
      : currentSubject !== fallback
        ? fallback
        : null
  const typed = useTypedClaims(body, state.facts, streaming)
  const claims = streaming ? [] : pendingClaims(body, [...state.unconfirmed, ...typed], confirmed)
  const coachCompany = useMemo(
    () => ({ name: company, details: companyDetails(props.startup) }),
    [company, props.startup],
  )
  const title = internship
    ? `${followUp ? 'Follow up with' : 'Apply to'} ${internship.company}: ${internship.title}`
    : everyone.length === 1
      ? `Email ${everyone[0]!.name}`
      : `Email the ${company} team`

  function compose(chosen: EmailTemplate, people: ComposerRecipient[]) {
    setEdited(null)
    setConfirmed(new Set())
    setSent(null)
    mailLink.end(false)
    followUps.reset()
    setFollowUpAttempts(0)
    void start({ templateId: chosen.id, ...targetFor(people) }, templateForDisplay(chosen.templateContent))
  }

  function backToTemplates() {
    reset()
    setTemplate(null)
    setSubject(null)
    setEdited(null)
    setConfirmed(new Set())
    setSent(null)
    mailLink.end(false)
    followUps.reset()
    setFollowUpAttempts(0)
  }

  function pick(chosen: EmailTemplate) {
    setTemplate(chosen)
    onTemplatePicked(chosen.id)
    compose(chosen, recipients)
  }

  /** One at a time from the member at `index`: the template (if chosen) is written for them alone. */
  function turnTo(index: number) {
    setTurn(index)
    if (template) compose(template, everyone.slice(index, index + 1))
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

  function record(channel: OutreachChannel) {
    // one written email is one send: Copy and then Send (or Send twice) log it once
    if (!sent) {
      mailLink.end(false)
      recordSend(
        {
          channel,
          templateId: template?.id,
          subject: currentSubject.slice(0, 998),
          ...targetFor(recipients),
        },
        queryClient,
        channel === 'mailto' ? mailLink.track() : undefined,
      )
    }
    setSent(channel)
    onSent?.(channel)
  }

  /** From the student's mailbox: one message per recipient, queued on the server (which logs it). */
  function queueInMailbox(at: Date | null) {
    const drafts = followUps.drafts()
    // a follow-up not ready: each field says why, nothing is queued
    if (drafts === null) setFollowUpAttempts((n) => n + 1)
    if (!sender || drafts === null) return
    mailboxSend.mutate(
      {
        templateId: template?.id,
        subject: currentSubject.slice(0, 998),
        body,
        ...(at && { scheduledFor: at.toISOString() }),
        ...(drafts.length && { followUps: drafts }),
        ...targetFor(recipients),
      },
      {
        onSuccess: (queued) => {
          const zone = { now: new Date(), ...sender, timeZone: queued.timeZone }
          // one recipient's follow-ups say the days (every recipient's are the same)
          const first = queued.sends.find((s) => s.followUpIndex === null)?.contactEmail
          const due = queued.sends
            .filter((s) => s.followUpIndex !== null && s.contactEmail === first && s.scheduledFor)
            .map((s) => new Date(s.scheduledFor!))
          const notes = [goesOutMessage(queued.goesOut, zone), followUpsMessage(due, zone)]
          setQueuedNote(notes.filter(Boolean).join('. '))
          setSent('mailbox')
          onSent?.('mailbox')
        },
      },
    )
  }

  function changeOpen(next: boolean) {
    if (!next) {
      mailLink.end(true)
      backToTemplates()
      setTurn(null)
    }
    onOpenChange(next)
  }

  const confirmations: SendConfirmation[] = []
  // template text left ({{#role}}, {{company}}, a lone }}) first: the founder would see it as written
  const leftovers = template && !streaming ? leftoversConfirmation(currentSubject, body) : null
  if (leftovers) confirmations.push(leftovers)
  if (claims.length)
    confirmations.push({
      id: 'claims',
      title: 'Send unconfirmed claims?',
      message: `${pluralWord(claims.length, 'A claim is', `${plural(claims.length, 'claim')} are`)} not confirmed yet: confirm or remove ${pluralWord(claims.length, 'it', 'them')} above, or send as is.`,
      action: 'Send anyway',
    })
  if (warning)
    confirmations.push({ id: 'repeat', title: 'Send again?', message: warning, action: 'Send again' })
  const nextIndex = turn !== null && turn + 1 < everyone.length ? turn + 1 : null

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogContent
        className={cn(
          'flex max-h-[92vh] flex-col gap-3 p-4 sm:max-w-2xl sm:gap-4 sm:p-6',
          // a phone: the whole visible screen, above the keyboard (useFitToVisualViewport)
          'max-sm:top-[var(--composer-top,0px)] max-sm:left-0 max-sm:h-[var(--composer-height,100dvh)] max-sm:max-h-none max-sm:max-w-none max-sm:translate-x-0 max-sm:translate-y-0 max-sm:rounded-none max-sm:border-0',
          template && 'md:max-w-4xl',
        )}
        onCloseAutoFocus={(event) => {
          if (!opener.current?.isConnected) return
          event.preventDefault()
          opener.current.focus()
        }}
      >
        <DialogHeader>
          <DialogTitle className="pr-6 leading-snug">{title}</DialogTitle>
          <DialogDescription>
            {template ? 'Step 2 of 2: check and edit the email' : 'Step 1 of 2: choose a template'} · To:{' '}
            <span className="text-foreground">{recipients.map((r) => r.name).join(', ')}</span>
          </DialogDescription>
        </DialogHeader>

        {turn !== null ? (
          <OneAtATimeProgress
            index={turn}
            count={everyone.length}
            name={firstNameOf(everyone[turn]!.name)}
            onSkip={nextIndex === null ? null : () => turnTo(nextIndex)}
          />
        ) : (
          !internship &&
          everyone.length > 1 &&
          !sent && <OneAtATimeAdvice count={everyone.length} onStart={() => turnTo(0)} />
        )}
        <RepeatWarningAlert message={warning} />
        <div ref={setScrollArea} className="-mx-1 min-h-0 flex-1 overflow-y-auto px-1">
          {!template ? (
            <TemplatePicker
              templates={templates}
              // the greeting is the writer's to work out ("Hi Dr. Rao"): only the company is filled here
              known={{ company }}
              onPick={pick}
            />
          ) : (
            <ComposeStep
              state={state}
              template={template}
              onStop={() => stop(templateForDisplay(template.templateContent))}
              subject={currentSubject}
              onSubjectChange={setSubject}
              alternativeSubject={streaming ? null : alternative}
              body={body}
              onBodyChange={setEdited}
              claims={claims}
              onConfirmClaim={(claim) => setConfirmed((c) => new Set(c).add(claim))}
              onRemoveClaim={(claim) => setEdited(removeClaim(body, claim))}
              company={coachCompany}
            />
          )}
          {template && sender && !streaming && !sent && (
            <FollowUpFields followUps={followUps} subject={currentSubject} attempts={followUpAttempts} />
          )}
        </div>

        <ComposerFooter
          key={`${template?.id}:${turn}`}
          composing={Boolean(template)}
          streaming={streaming}
          unfilled={template && !streaming ? unfilledVariables(`${currentSubject}\n${body}`) : []}
          sent={sent}
          queuedNote={sent === 'mailbox' ? queuedNote : null}
          undo={mailLink.state}
          // taken back: the next send action logs again
          onUndo={() => void mailLink.undo(() => setSent(null))}
          sender={sender}
          onMailboxSend={queueInMailbox}
          queuing={mailboxSend.isPending}
          next={nextIndex === null ? null : firstNameOf(everyone[nextIndex]!.name)}
          onNext={() => nextIndex !== null && turnTo(nextIndex)}
          onDone={() => changeOpen(false)}
          onBack={backToTemplates}
          email={{ to: recipients.map((r) => r.email), subject: currentSubject, body }}
          company={company}
          disabled={!template || streaming || recipients.length === 0}
          onSend={record}
          confirmations={confirmations}
        />
      </DialogContent>
    </Dialog>
  )
}
