import type { AdminStartupDetail, StartupInput } from '@coldstart/contract'
import { useId } from 'react'
import { Controller, useWatch } from 'react-hook-form'
import { DialogFormFooter } from '@/components/ui/dialog-form-footer'
import { Label } from '@/components/ui/label'
import { Switch } from '@/components/ui/switch'
import { Textarea } from '@/components/ui/textarea'
import { useContractForm, type FormSchema } from '@/hooks/use-contract-form'
import {
  formValuesOf,
  startupFieldOf,
  startupFormSchema,
  toStartupInput,
  type StartupFormOutput,
  type StartupFormValues,
} from '../utils/startup-form-schema'
import { EmployeesField } from './employees-field'
import { SectorField } from './sector-field'
import { TagsField } from './tags-field'
import { TextField } from './text-field'

type StartupFormProps = {
  startup: AdminStartupDetail | null
  sectors: string[]
  saving: boolean
  /** the save; when it fails, the server's message shows on its field or above the buttons */
  onSubmit: (input: StartupInput) => Promise<unknown>
}

// What the dialog holds (text boxes '' when empty) is one of the inputs the contract's fields take.
const schema = startupFormSchema as unknown as FormSchema<StartupFormOutput, StartupFormValues>

/** Bounces per address (lower case) as students' mailboxes saw them, for the rows loaded. */
function bouncesOf(startup: AdminStartupDetail | null): Record<string, number> {
  return Object.fromEntries((startup?.employees ?? []).map((e) => [e.email.toLowerCase(), e.bounceCount]))
}

/** Every field of the Add/Edit Startup dialog, checked as the server checks them. */
export function StartupForm({ startup, sectors, saving, onSubmit }: StartupFormProps) {
  const id = useId()
  const form = useContractForm(schema, {
    defaultValues: formValuesOf(startup, sectors),
    fieldOf: startupFieldOf,
  })
  const { errors } = form.formState
  const sectorChoice = useWatch({ control: form.control, name: 'sectorChoice' })
  const { register } = form
  const field = (name: string) => `${id}-${name}`

  return (
    <form
      noValidate
      onSubmit={form.submitTo((values) => onSubmit(toStartupInput(values)))}
      className="grid min-w-0 gap-6"
    >
      <section className="grid gap-4 sm:grid-cols-2">
        <TextField
          id={field('name')}
          label="Startup Name*"
          error={errors.name?.message}
          {...register('name')}
        />
        <TextField
          id={field('logo')}
          label="Logo URL"
          type="url"
          hint="Optional: without a logo, the startup's initials show."
          error={errors.logoUrl?.message}
          {...register('logoUrl')}
        />
        <SectorField
          id={field('sector')}
          control={form.control}
          register={register}
          sectors={sectors}
          choice={sectorChoice}
          customError={errors.customSector?.message}
        />
        <TextField
          id={field('location')}
          label="Location"
          error={errors.location?.message}
          {...register('location')}
        />
        <div className="space-y-2 sm:col-span-2">
          <Label htmlFor={field('description')}>Description</Label>
          <Textarea id={field('description')} rows={3} {...register('description')} />
        </div>
        <TextField
          id={field('team')}
          label="Team Size"
          placeholder="e.g. 10-50"
          error={errors.teamSize?.message}
          {...register('teamSize')}
        />
        <TextField
          id={field('website')}
          label="Website"
          type="url"
          placeholder="e.g. https://acme.in"
          error={errors.website?.message}
          {...register('website')}
        />
        <TextField
          id={field('linkedin')}
          label="Company LinkedIn"
          type="url"
          placeholder="e.g. https://linkedin.com/company/acme"
          error={errors.companyLinkedin?.message}
          {...register('companyLinkedin')}
        />
        <TextField
          id={field('twitter')}
          label="Twitter"
          type="url"
          placeholder="e.g. https://x.com/acme"
          error={errors.companyTwitter?.message}
          {...register('companyTwitter')}
        />
        <TextField
          id={field('round')}
          label="Funding Round"
          placeholder="e.g. Seed"
          error={errors.fundingRound?.message}
          {...register('fundingRound')}
        />
        <TextField
          id={field('amount')}
          label="Funding Amount"
          placeholder="e.g. $2M"
          error={errors.fundingAmount?.message}
          {...register('fundingAmount')}
        />
        <div className="sm:col-span-2">
          <Controller
            control={form.control}
            name="tags"
            render={({ field: f }) => (
              <TagsField
                id={field('tags')}
                tags={f.value}
                onChange={f.onChange}
                error={errors.tags?.message}
              />
            )}
          />
        </div>
        <div className="flex items-center gap-3 sm:col-span-2">
          <Controller
            control={form.control}
            name="isHiring"
            render={({ field: f }) => (
              <Switch id={field('hiring')} checked={f.value} onCheckedChange={f.onChange} />
            )}
          />
          <Label htmlFor={field('hiring')}>Currently Hiring</Label>
        </div>
      </section>

      <EmployeesField
        id={field('employee')}
        control={form.control}
        register={register}
        errors={errors.employees}
        bounces={bouncesOf(startup)}
      />

      <DialogFormFooter
        error={form.formError}
        saving={saving}
        submitLabel={startup ? 'Update Startup' : 'Create Startup'}
        className="sticky -bottom-6 -mx-6 -mb-6 border-t bg-popover px-6 py-4"
      />
    </form>
  )
}
