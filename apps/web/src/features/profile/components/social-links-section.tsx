import { LinkIcon } from 'lucide-react'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import type { ProfileForm } from '../utils/profile-form-values'
import { withScheme } from '../utils/profile-form-values'
import { CustomLinks } from './custom-links'
import { FieldError } from '@/components/ui/field-error'
import { FormSection } from './form-section'

const FIELDS = [
  { name: 'linkedin', label: 'LinkedIn', placeholder: 'e.g. https://linkedin.com/in/your-name' },
  { name: 'github', label: 'GitHub', placeholder: 'e.g. https://github.com/your-name' },
  {
    name: 'portfolio',
    label: 'Resume',
    placeholder: 'e.g. https://drive.google.com/…',
  },
] as const

/** LinkedIn, GitHub and resume URLs, plus any links the student adds. */
export function SocialLinksSection({ form }: { form: ProfileForm }) {
  const { errors } = form.formState
  return (
    <FormSection
      title="Social Links"
      description="Founders click these first. Paste the address; https:// is added when it is missing."
      icon={LinkIcon}
    >
      <div className="grid gap-4 sm:grid-cols-3">
        {FIELDS.map((field) => {
          const error = errors[field.name]?.message
          const id = `profile-${field.name}`
          return (
            <div key={field.name} className="space-y-2">
              <Label htmlFor={id}>{field.label}</Label>
              <Input
                id={id}
                type="url"
                inputMode="url"
                placeholder={field.placeholder}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${id}-error` : undefined}
                {...form.register(field.name, {
                  // "github.com/x" reads as https://github.com/x as soon as the field is left
                  onBlur: (e: { target: { value: string } }) => {
                    const fixed = withScheme(e.target.value)
                    if (fixed !== e.target.value.trim())
                      form.setValue(field.name, fixed, { shouldDirty: true })
                  },
                })}
              />
              <FieldError id={`${id}-error`} message={error} announce={false} />
            </div>
          )
        })}
      </div>
      <CustomLinks
        links={form.watch('customLinks')}
        onChange={(links) => form.setValue('customLinks', links, { shouldDirty: true })}
      />
    </FormSection>
  )
}
