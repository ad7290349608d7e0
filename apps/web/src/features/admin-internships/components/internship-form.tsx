import {
  INTERNSHIP_STATUSES,
  internshipInput,
  needsExpiredConfirmation,
  type AdminInternship,
  type InternshipInput,
} from '@coldstart/contract'
import { useId, useState } from 'react'
import { Controller, useWatch } from 'react-hook-form'
import { DialogFormFooter } from '@/components/ui/dialog-form-footer'
import { productToday } from '@/config/product-day'
import { FieldError } from '@/components/ui/field-error'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { OptionsSelect } from '@/components/ui/options-select'
import { Switch } from '@/components/ui/switch'
import { Textarea } from '@/components/ui/textarea'
import { useContractForm } from '@/hooks/use-contract-form'
import { toFormValues, toInternshipInput, type InternshipFormValues } from '../utils/form-values'
import { CompanyPicker } from './company-picker'
import { ExpiredDeadlineDialog } from './expired-deadline-dialog'
import { capitalise } from '../utils/labels'

// The picked startup has no field of its own: what is said of it shows under the company picker.
const fieldOf = (field: string) => (field === 'startupId' ? 'company' : field)

const STATUS_OPTIONS = INTERNSHIP_STATUSES.map((s) => [s, capitalise(s)] as const)

type InternshipFormProps = {
  internship: AdminInternship | null
  saving: boolean
  /** the save; when it fails, the server's message shows on its field or above the buttons */
  onSubmit: (input: InternshipInput) => Promise<unknown>
}

export function InternshipForm({ internship, saving, onSubmit }: InternshipFormProps) {
  const id = useId()
  // the contract's schema, run on the typed values turned into the request body: the server runs it again
  const form = useContractForm(internshipInput, {
    defaultValues: toFormValues(internship),
    toBody: toInternshipInput,
    fieldOf,
  })
  const { errors } = form.formState
  const f = (name: string) => `${id}-${name}`
  const err = (name: keyof InternshipFormValues) => (
    <FieldError id={f(`${name}-error`)} message={errors[name]?.message} />
  )
  const described = (name: keyof InternshipFormValues) => (errors[name] ? f(`${name}-error`) : undefined)
  const text = (name: keyof InternshipFormValues, label: string, props: Record<string, unknown> = {}) => (
    <div className="space-y-2">
      <Label htmlFor={f(name)}>{label}</Label>
      <Input
        id={f(name)}
        aria-invalid={!!errors[name]}
        aria-describedby={described(name)}
        {...props}
        {...form.register(name)}
      />
      {err(name)}
    </div>
  )
  const company = useWatch({ control: form.control, name: 'company' })
  const startupId = useWatch({ control: form.control, name: 'startupId' })
  // Active with a passed deadline waits here for the admin's Confirm (the server asks for it too)
  const [expired, setExpired] = useState<{ input: InternshipInput; deadline: string } | null>(null)
  const [asking, setAsking] = useState(false)
  const submit = async (input: InternshipInput) => {
    const deadline = input.deadline || null
    if (
      deadline &&
      needsExpiredConfirmation({ status: input.status ?? 'active', deadline }, productToday())
    ) {
      setExpired({ input, deadline })
      setAsking(true)
    } else await onSubmit(input)
  }

  return (
    <>
      <form noValidate onSubmit={form.submitTo(submit)} className="grid gap-4">
        {text('title', 'Title*', { placeholder: 'e.g. Backend Engineering Intern' })}
        <div className="space-y-2">
          <Label htmlFor={f('company')}>Startup or company*</Label>
          <CompanyPicker
            id={f('company')}
            company={company}
            startupId={startupId}
            invalid={!!errors.company}
            describedBy={described('company')}
            onChange={(next) => {
              form.setValue('company', next.company, { shouldDirty: true })
              form.setValue('startupId', next.startupId, { shouldDirty: true })
            }}
          />
          {err('company')}
        </div>
        <div className="grid gap-4 sm:grid-cols-[1fr_auto] sm:items-end">
          {text('location', 'Location', { placeholder: 'e.g. Bengaluru, or Remote' })}
          <Controller
            control={form.control}
            name="remote"
            render={({ field }) => (
              <div className="flex h-9 items-center gap-2">
                <Switch id={f('remote')} checked={field.value} onCheckedChange={field.onChange} />
                <Label htmlFor={f('remote')}>Remote</Label>
              </div>
            )}
          />
        </div>
        <fieldset className="grid gap-4 sm:grid-cols-3">
          <legend className="sr-only">Stipend and duration</legend>
          {text('stipendMin', 'Stipend from (₹ / month)', {
            inputMode: 'numeric',
            placeholder: 'e.g. 20000',
          })}
          {text('stipendMax', 'Stipend up to (₹ / month)', {
            inputMode: 'numeric',
            placeholder: 'e.g. 30000',
          })}
          {text('durationMonths', 'Duration (months)', { inputMode: 'numeric', placeholder: 'e.g. 6' })}
        </fieldset>
        <div className="grid gap-4 sm:grid-cols-2">
          {text('deadline', 'Apply by', { type: 'date' })}
          <div className="space-y-2">
            <Label htmlFor={f('status')}>Status</Label>
            <Controller
              control={form.control}
              name="status"
              render={({ field }) => (
                <OptionsSelect
                  id={f('status')}
                  value={field.value}
                  onChange={field.onChange}
                  options={STATUS_OPTIONS}
                />
              )}
            />
          </div>
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          {text('applyUrl', 'Apply link', { type: 'url', placeholder: 'e.g. https://acme.in/careers' })}
          {text('applyEmail', 'Apply email', { type: 'email', placeholder: 'e.g. jobs@acme.in' })}
        </div>
        <div className="space-y-2">
          <Label htmlFor={f('description')}>Description</Label>
          <Textarea id={f('description')} rows={4} {...form.register('description')} />
          {err('description')}
        </div>
        <DialogFormFooter
          error={form.formError}
          saving={saving}
          submitLabel={internship ? 'Update Internship' : 'Create Internship'}
        />
      </form>
      {expired && (
        <ExpiredDeadlineDialog
          open={asking}
          deadline={expired.deadline}
          onCancel={() => setAsking(false)}
          onConfirm={() => {
            setAsking(false)
            onSubmit({ ...expired.input, confirmExpired: true }).catch(form.showServerError)
          }}
        />
      )}
    </>
  )
}
