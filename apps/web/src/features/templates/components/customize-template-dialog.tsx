import { type EmailTemplate } from '@coldstart/contract'
import { Building2, Copy, RotateCcw } from 'lucide-react'
import { useId, useState } from 'react'
import { Link } from 'react-router'
import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog'
import { HighlightTextarea } from '@/components/ui/highlight-textarea'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { copyText } from '@/lib/copy-text'
import {
  filledParts,
  readableTemplate,
  unknownNames,
  variableLabel,
  type KnownValues,
} from '@/lib/readable-template'
import { useRecordTemplateUse } from '../api/record-template-use'

const VARIABLE = /\{\{[^{}]*\}\}/g

type CustomizeTemplateDialogProps = {
  template: EmailTemplate | null
  /** the student's own values: what the dialog never asks for */
  known: KnownValues | undefined
  onOpenChange: (open: boolean) => void
  startupsHref: string
}

/**
 * The template filled with what the app knows; it asks only for the rest, then the email can be edited and
 * copied ("copy email" counts a use), or the directory opened.
 */
export function CustomizeTemplateDialog({
  template,
  known,
  onOpenChange,
  startupsHref,
}: CustomizeTemplateDialogProps) {
  return (
    <Dialog open={template !== null} onOpenChange={onOpenChange}>
      <DialogContent className="flex max-h-[90vh] flex-col overflow-y-auto sm:max-w-3xl">
        {/* keyed: a different template starts from its own text */}
        {template && (
          <CustomizeBody key={template.id} template={template} known={known} startupsHref={startupsHref} />
        )}
      </DialogContent>
    </Dialog>
  )
}

type BodyProps = { template: EmailTemplate; known: KnownValues | undefined; startupsHref: string }

function CustomizeBody({ template, known, startupsHref }: BodyProps) {
  const readable = readableTemplate(template.templateContent, known)
  const asked = unknownNames(readable)
  const [answers, setAnswers] = useState<Record<string, string>>({})
  // the student's own edits of the text; the answers fill it until then
  const [edited, setEdited] = useState<{ subject: string; body: string } | null>(null)
  const filled = filledParts(readable, { ...known, ...answers })
  const { subject, body } = edited ?? filled
  const recordUse = useRecordTemplateUse()
  const id = useId()

  async function copyEmail() {
    if (await copyText(`Subject: ${subject}\n\n${body}`, 'Email copied')) recordUse.mutate(template.id)
  }

  return (
    <>
      <DialogHeader>
        <DialogTitle>{template.title}</DialogTitle>
        <DialogDescription>
          Your name, studies and skills come from your profile.{' '}
          {asked.length > 0
            ? 'Fill in what the app cannot know, check the email, then copy it into your mail app.'
            : 'Check the email, then copy it into your mail app.'}{' '}
          To have it written for a founder, open a startup and use Email.
        </DialogDescription>
      </DialogHeader>
      {asked.length > 0 && (
        <fieldset className="space-y-3" disabled={edited !== null}>
          <legend className="text-sm font-medium">What the app does not know yet</legend>
          <div className="grid gap-3 sm:grid-cols-2">
            {asked.map((name) => (
              <div key={name} className="space-y-1.5">
                <Label htmlFor={`${id}-${name}`}>{variableLabel(name)}</Label>
                <Input
                  id={`${id}-${name}`}
                  value={answers[name] ?? ''}
                  onChange={(e) => setAnswers((a) => ({ ...a, [name]: e.target.value }))}
                />
              </div>
            ))}
          </div>
          {edited !== null && (
            <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
              You edited the email itself, so these no longer change it.
              <Button type="button" variant="ghost" size="sm" onClick={() => setEdited(null)}>
                <RotateCcw aria-hidden="true" />
                Start again from the answers
              </Button>
            </p>
          )}
        </fieldset>
      )}
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-subject`}>Subject</Label>
        <Input
          id={`${id}-subject`}
          value={subject}
          onChange={(e) => setEdited({ subject: e.target.value, body })}
        />
      </div>
      <HighlightTextarea
        aria-label="Email text"
        value={body}
        onChange={(event) => setEdited({ subject, body: event.target.value })}
        pattern={VARIABLE}
        className="h-[40vh] min-h-56"
      />
      <DialogFooter>
        <Button variant="outline" asChild>
          <Link to={startupsHref}>
            <Building2 aria-hidden="true" />
            find startups
          </Link>
        </Button>
        <Button onClick={() => void copyEmail()}>
          <Copy aria-hidden="true" />
          copy email
        </Button>
      </DialogFooter>
    </>
  )
}
