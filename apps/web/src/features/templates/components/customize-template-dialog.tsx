import { templateForDisplay, unfilledVariables, type EmailTemplate } from '@coldstart/contract'
import { Building2, Copy } from 'lucide-react'
import { useState } from 'react'
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
import { copyText } from '@/lib/copy-text'
import { useRecordTemplateUse } from '../api/record-template-use'

const VARIABLE = /\{\{[^{}]*\}\}/g

type CustomizeTemplateDialogProps = {
  template: EmailTemplate | null
  onOpenChange: (open: boolean) => void
  startupsHref: string
}

/** The whole template to edit and copy ("copy email" counts a use), or a way to the directory. */
export function CustomizeTemplateDialog({
  template,
  onOpenChange,
  startupsHref,
}: CustomizeTemplateDialogProps) {
  return (
    <Dialog open={template !== null} onOpenChange={onOpenChange}>
      <DialogContent className="flex max-h-[90vh] flex-col sm:max-w-3xl">
        {/* keyed: a different template starts from its own text */}
        {template && <CustomizeBody key={template.id} template={template} startupsHref={startupsHref} />}
      </DialogContent>
    </Dialog>
  )
}

function CustomizeBody({ template, startupsHref }: { template: EmailTemplate; startupsHref: string }) {
  const [text, setText] = useState(() => templateForDisplay(template.templateContent))
  const recordUse = useRecordTemplateUse()
  const left = unfilledVariables(text)

  async function copyEmail() {
    if (await copyText(text, 'Email copied')) recordUse.mutate(template.id)
  }

  return (
    <>
      <DialogHeader>
        <DialogTitle>{template.title}</DialogTitle>
        <DialogDescription>
          Replace the highlighted placeholders with your details, then copy the email into your mail app. To
          have it written for a founder, open a startup and use Email.
        </DialogDescription>
      </DialogHeader>
      <HighlightTextarea
        aria-label="Email text"
        value={text}
        onChange={(event) => setText(event.target.value)}
        pattern={VARIABLE}
        className="h-[50vh] min-h-56"
      />
      {left.length > 0 && (
        <p className="text-sm text-muted-foreground">
          Placeholders left:{' '}
          {left.map((name, i) => (
            <span key={name}>
              {i > 0 && ', '}
              <code className="rounded bg-muted px-1 py-0.5 text-xs">{`{{${name}}}`}</code>
            </span>
          ))}
        </p>
      )}
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
