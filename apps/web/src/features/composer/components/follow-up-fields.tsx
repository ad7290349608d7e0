import { FOLLOW_UP_DAYS_MAX } from '@coldstart/contract'
import { Plus, X } from 'lucide-react'
import { useEffect, useId, useRef } from 'react'
import { Button } from '@/components/ui/button'
import { FieldError } from '@/components/ui/field-error'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { NativeSelect } from '@/components/ui/native-select'
import { Switch } from '@/components/ui/switch'
import { Textarea } from '@/components/ui/textarea'
import type { FollowUpDrafts } from '../hooks/use-follow-up-drafts'

type FollowUpFieldsProps = {
  followUps: FollowUpDrafts
  /** the first email's subject: follow-ups go as "Re: <subject>" in its thread */
  subject: string
  /** how often the student pressed send with a field not valid (0: never): each says why, the first takes focus */
  attempts: number
}

/**
 * "Follow up if no reply" under a mailbox email: off at first; on, one or two follow-ups, each with its wait in
 * days, its template and its text (written for these recipients, editable). They are queued with the email.
 */
export function FollowUpFields({ followUps, subject, attempts }: FollowUpFieldsProps) {
  const switchId = useId()
  const labelId = useId()
  const base = useId()
  const section = useRef<HTMLElement>(null)
  const showProblems = attempts > 0
  useEffect(() => {
    if (attempts > 0) section.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
  }, [attempts])
  return (
    <section ref={section} aria-labelledby={labelId} className="mt-3 space-y-3 rounded-lg border p-3">
      <div className="flex items-center gap-3">
        <Switch id={switchId} checked={followUps.on} onCheckedChange={followUps.setOn} />
        {/* the whole row's height takes the tap (44 px on a phone), not only the small switch */}
        <Label id={labelId} htmlFor={switchId} className="min-h-11 flex-1 cursor-pointer sm:min-h-9">
          Follow up if no reply
        </Label>
      </div>
      {followUps.on && (
        <>
          <p className="text-sm text-muted-foreground">
            Sent as “Re: {subject}” in the same thread, only if no one replies. A reply or a bounce cancels
            them.
          </p>
          {followUps.fields.map((field, index) => {
            const id = `${base}-${index}`
            const problems = showProblems ? followUps.problems[index]! : {}
            const name = `Follow-up ${index + 1}`
            return (
              <div
                key={index}
                role="group"
                aria-labelledby={`${id}-name`}
                className="space-y-2 border-t pt-3"
              >
                <div className="flex items-center justify-between gap-2">
                  <p id={`${id}-name`} className="text-sm font-medium">
                    {name}
                  </p>
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={`Remove ${name.toLowerCase()}`}
                    onClick={() => followUps.remove(index)}
                  >
                    <X aria-hidden="true" />
                    Remove
                  </Button>
                </div>
                <div className="grid gap-2 sm:grid-cols-[10rem_1fr]">
                  <div className="space-y-1">
                    <Label htmlFor={`${id}-days`}>
                      {index === 0 ? 'Days after the email' : 'Days after follow-up 1'}
                    </Label>
                    <Input
                      id={`${id}-days`}
                      type="number"
                      inputMode="numeric"
                      min={1}
                      max={FOLLOW_UP_DAYS_MAX}
                      className="max-sm:h-11"
                      value={field.afterDays}
                      onChange={(e) => followUps.setDays(index, e.target.value)}
                      aria-invalid={Boolean(problems.afterDays)}
                      aria-describedby={problems.afterDays ? `${id}-days-error` : undefined}
                    />
                    <FieldError id={`${id}-days-error`} message={problems.afterDays} />
                  </div>
                  <div className="space-y-1">
                    <Label htmlFor={`${id}-template`}>Template of {name.toLowerCase()}</Label>
                    <NativeSelect
                      id={`${id}-template`}
                      className="max-sm:h-11"
                      value={field.templateId ?? ''}
                      onChange={(e) => followUps.chooseTemplate(index, e.target.value)}
                    >
                      {field.templateId === null && <option value="">No follow-up template</option>}
                      {followUps.choices.map((t) => (
                        <option key={t.id} value={t.id}>
                          {t.title}
                        </option>
                      ))}
                    </NativeSelect>
                  </div>
                </div>
                <div className="space-y-1">
                  <Label htmlFor={`${id}-body`}>Text of {name.toLowerCase()}</Label>
                  <Textarea
                    id={`${id}-body`}
                    rows={6}
                    value={field.body}
                    readOnly={field.writing}
                    aria-busy={field.writing}
                    onChange={(e) => followUps.setBody(index, e.target.value)}
                    aria-invalid={Boolean(problems.body)}
                    aria-describedby={problems.body ? `${id}-body-error` : undefined}
                  />
                  {field.writing && (
                    <p role="status" className="text-xs text-muted-foreground">
                      Writing {name.toLowerCase()}…
                    </p>
                  )}
                  {field.notice && <p className="text-xs text-muted-foreground">{field.notice}</p>}
                  <FieldError id={`${id}-body-error`} message={problems.body} />
                </div>
              </div>
            )
          })}
          {followUps.canAdd && (
            <Button size="sm" variant="outline" onClick={followUps.add}>
              <Plus aria-hidden="true" />
              {followUps.fields.length === 0 ? 'Add a follow-up' : 'Add a second follow-up'}
            </Button>
          )}
        </>
      )}
    </section>
  )
}
