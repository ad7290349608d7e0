import type { AdminTemplateInput, adminTemplateInput } from '@coldstart/contract'
import type { z } from 'zod'
import { Controller, type Control } from 'react-hook-form'
import { FieldError } from '@/components/ui/field-error'
import { Label } from '@/components/ui/label'
import { OptionsSelect } from '@/components/ui/options-select'

type Choices = Required<Pick<AdminTemplateInput, 'category' | 'status' | 'noReplyUse'>>

type TemplateChoiceFieldProps<K extends keyof Choices> = {
  control: Control<AdminTemplateInput, unknown, z.output<typeof adminTemplateInput>>
  name: K
  id: string
  label: string
  /** the first is shown while the field holds nothing */
  options: readonly (readonly [Choices[K], string])[]
  error?: string
}

/** One of the editor's fixed choices (category, status, no-reply use): a labelled select bound to the form. */
export function TemplateChoiceField<K extends keyof Choices>({
  control,
  name,
  id,
  label,
  options,
  error,
}: TemplateChoiceFieldProps<K>) {
  return (
    <div className="space-y-2">
      <Label htmlFor={id}>{label}</Label>
      <Controller
        control={control}
        name={name}
        render={({ field: f }) => (
          <OptionsSelect<Choices[K]>
            id={id}
            value={(f.value as Choices[K] | undefined) ?? options[0]![0]}
            onChange={f.onChange}
            options={options}
          />
        )}
      />
      {error !== undefined && <FieldError message={error} />}
    </div>
  )
}
