import {
  ADMIN_TEMPLATE_STATUSES,
  adminTemplateInput,
  checkTemplate,
  TEMPLATE_CATEGORIES,
  TEMPLATE_NO_REPLY_USES,
  type AdminTemplate,
  type AdminTemplateInput,
  type TemplateProblem,
} from '@coldstart/contract'
import { useId, useLayoutEffect, useMemo, useRef } from 'react'
import { Controller, useWatch } from 'react-hook-form'
import { DialogFormFooter } from '@/components/ui/dialog-form-footer'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { HighlightTextarea } from '@/components/ui/highlight-textarea'
import { FieldError } from '@/components/ui/field-error'
import { useContractForm } from '@/hooks/use-contract-form'
import { TemplateChoiceField } from './template-choice-field'
import { TemplatePreview } from './template-preview'
import { TemplateProblems } from './template-problems'
import { problemRange, templateHighlights } from '../utils/problem-highlights'
import { VariableHelp } from './variable-help'
import { CATEGORY_LABELS, capitalise, NO_REPLY_USE_LABELS } from '../utils/labels'

/** Said under the editor when an admin makes a template with problems active: the server refuses it too. */
export const PUBLISH_BLOCKED =
  'Fix the problems below to make this template active, or set Status to Draft to save it as it is.'
const CATEGORY_OPTIONS = TEMPLATE_CATEGORIES.map((c) => [c, CATEGORY_LABELS[c] ?? c] as const)
const STATUS_OPTIONS = ADMIN_TEMPLATE_STATUSES.map((s) => [s, capitalise(s)] as const)
const NO_REPLY_USE_OPTIONS = TEMPLATE_NO_REPLY_USES.map((u) => [u, NO_REPLY_USE_LABELS[u]] as const)

type TemplateFormProps = {
  template: AdminTemplate | null
  saving: boolean
  /** the save; when it fails, the server's message shows on its field or above the buttons */
  onSubmit: (input: AdminTemplateInput) => Promise<unknown>
}

/** The template editor's fields, variable help and live preview; the same zod schema the server runs. */
export function TemplateForm({ template, saving, onSubmit }: TemplateFormProps) {
  const id = useId()
  const contentRef = useRef<HTMLTextAreaElement | null>(null)
  const form = useContractForm(adminTemplateInput, {
    defaultValues: {
      title: template?.title ?? '',
      description: template?.description ?? '',
      category: (template?.category as AdminTemplateInput['category']) ?? 'internship',
      templateContent: template?.templateContent ?? '',
      status: (template?.status as AdminTemplateInput['status']) ?? 'active',
      noReplyUse: template?.noReplyUse ?? 'any',
    },
  })
  const { errors } = form.formState
  const content = useWatch({ control: form.control, name: 'templateContent' }) ?? ''
  // only a follow-up is picked for a no-reply follow-up (the server stores 'any' for the others)
  const isFollowUp = useWatch({ control: form.control, name: 'category' }) === 'follow-up'
  // the same check the server runs on save, as the admin types
  const problems = useMemo(() => checkTemplate(content), [content])
  // Where the caret goes once an inserted variable is on screen. Placed in the same commit that renders the
  // new text: a deferred frame could land after the admin had typed on, moving the caret back mid-word.
  const pendingCaret = useRef<number | null>(null)
  useLayoutEffect(() => {
    const caret = pendingCaret.current
    if (caret === null) return
    pendingCaret.current = null
    contentRef.current?.focus()
    contentRef.current?.setSelectionRange(caret, caret)
  }, [content])

  function insertVariable(token: string) {
    const area = contentRef.current
    const current = form.getValues('templateContent') ?? ''
    const start = area?.selectionStart ?? current.length
    const end = area?.selectionEnd ?? current.length
    pendingCaret.current = start + token.length
    form.setValue('templateContent', current.slice(0, start) + token + current.slice(end), {
      shouldDirty: true,
    })
  }

  function goTo(problem: TemplateProblem) {
    const area = contentRef.current
    if (!area) return
    const { index, length } = problemRange(area.value, problem)
    area.focus()
    area.setSelectionRange(index, index + length)
  }

  async function submit(values: AdminTemplateInput) {
    if (values.status === 'active' && problems.length) {
      form.setError('templateContent', { message: PUBLISH_BLOCKED }, { shouldFocus: true })
      return
    }
    await onSubmit(values)
  }

  const field = (name: string) => `${id}-${name}`
  const choice = <K extends 'category' | 'status' | 'noReplyUse'>(name: K, label: string) => ({
    control: form.control,
    name,
    id: field(name),
    label,
  })
  return (
    <form noValidate onSubmit={form.submitTo(submit)} className="grid gap-6">
      <div className="grid min-w-0 gap-6 lg:grid-cols-2">
        <div className="min-w-0 space-y-4">
          <div className="space-y-2">
            <Label htmlFor={field('title')}>Title*</Label>
            <Input id={field('title')} aria-invalid={!!errors.title} {...form.register('title')} />
            <FieldError id={field('title-error')} message={errors.title?.message} />
          </div>
          <div className="space-y-2">
            <Label htmlFor={field('description')}>Description</Label>
            <Input id={field('description')} {...form.register('description')} />
            <FieldError message={errors.description?.message} />
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <TemplateChoiceField {...choice('category', 'Category')} options={CATEGORY_OPTIONS} />
            <TemplateChoiceField {...choice('status', 'Status')} options={STATUS_OPTIONS} />
          </div>
          {isFollowUp && (
            <TemplateChoiceField
              {...choice('noReplyUse', 'Use when there is no reply')}
              options={NO_REPLY_USE_OPTIONS}
              error={errors.noReplyUse?.message}
            />
          )}
          <div className="space-y-2">
            <Label htmlFor={field('content')}>Content*</Label>
            <Controller
              control={form.control}
              name="templateContent"
              render={({ field: f }) => (
                <HighlightTextarea
                  id={field('content')}
                  value={f.value}
                  onChange={f.onChange}
                  onBlur={f.onBlur}
                  name={f.name}
                  highlights={(text) => templateHighlights(text, problems)}
                  aria-invalid={!!errors.templateContent || problems.length > 0}
                  aria-describedby={`${field('content-error')} ${field('problems')} ${field('variables')}`}
                  className="h-72"
                  ref={(el: HTMLTextAreaElement | null) => {
                    f.ref(el)
                    contentRef.current = el
                  }}
                />
              )}
            />
            <FieldError id={field('content-error')} message={errors.templateContent?.message} />
            <TemplateProblems id={field('problems')} problems={problems} onGoTo={goTo} />
            <VariableHelp id={field('variables')} onInsert={insertVariable} />
          </div>
        </div>
        <TemplatePreview content={content} />
      </div>
      <DialogFormFooter
        error={form.formError}
        saving={saving}
        submitLabel={template ? 'Save Template' : 'Create Template'}
      />
    </form>
  )
}
