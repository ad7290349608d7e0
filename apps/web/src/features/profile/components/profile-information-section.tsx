import { PROFILE_LIMITS } from '@coldstart/contract'
import { UserRoundIcon } from 'lucide-react'
import { FieldError } from '@/components/ui/field-error'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import type { ProfileForm } from '../utils/profile-form-values'
import { FormSection } from './form-section'

type Props = { form: ProfileForm; name: string; email: string }

/** Who the student is: name and email from the account, education and years of experience. */
export function ProfileInformationSection({ form, name, email }: Props) {
  const { errors } = form.formState
  const education = errors.education?.message
  const experience = errors.experienceYears?.message
  return (
    <FormSection
      title="Profile Information"
      description="Your name and email come from your account. Education and experience help the AI introduce you."
      icon={UserRoundIcon}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="space-y-2">
          <Label htmlFor="profile-name">Name</Label>
          <Input id="profile-name" value={name} readOnly />
        </div>
        <div className="space-y-2">
          <Label htmlFor="profile-email">Email</Label>
          <Input id="profile-email" type="email" value={email} readOnly />
        </div>
        <div className="space-y-2">
          <Label htmlFor="profile-education">Education</Label>
          <Input
            id="profile-education"
            placeholder="e.g. B.Tech CS, IIT Delhi, 2026"
            maxLength={PROFILE_LIMITS.educationChars}
            aria-invalid={education ? true : undefined}
            aria-describedby={education ? 'profile-education-error' : undefined}
            {...form.register('education')}
          />
          <FieldError id="profile-education-error" message={education} announce={false} />
        </div>
        <div className="space-y-2">
          <Label htmlFor="profile-experience">Years of experience</Label>
          <Input
            id="profile-experience"
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            max={PROFILE_LIMITS.maxExperienceYears}
            aria-invalid={experience ? true : undefined}
            aria-describedby={`${experience ? 'profile-experience-error ' : ''}profile-experience-hint`}
            {...form.register('experienceYears')}
          />
          <FieldError id="profile-experience-error" message={experience} announce={false} />
          <p id="profile-experience-hint" className="text-xs text-muted-foreground">
            A whole number; internships count.
          </p>
        </div>
      </div>
    </FormSection>
  )
}
