import { COMPANY_STAGES, DOMAIN_CHOICES, PROFILE_LIMITS } from '@coldstart/contract'
import { CompassIcon } from 'lucide-react'
import type { ProfileForm } from '../utils/profile-form-values'
import { FormSection } from './form-section'
import { TagInput } from './tag-input'
import { ToggleChips } from './toggle-chips'

/** Where the student wants to work: domains (a fixed list), locations and company stages. */
export function DomainPreferencesSection({ form }: { form: ProfileForm }) {
  const set = (name: 'preferredDomains' | 'preferredLocations' | 'preferredCompanyStages') => (v: string[]) =>
    form.setValue(name, v, { shouldDirty: true })
  return (
    <FormSection
      title="Domain Preferences"
      description="The kinds of roles, places and companies you are looking for."
      icon={CompassIcon}
    >
      <div className="space-y-3">
        <h3 className="text-sm font-medium" id="domains-label">
          Domains
        </h3>
        <ToggleChips
          label="Domains"
          options={DOMAIN_CHOICES}
          selected={form.watch('preferredDomains')}
          onChange={set('preferredDomains')}
        />
      </div>
      <TagInput
        label="Preferred locations"
        placeholder="e.g. Bengaluru, Remote"
        noun="location"
        items={form.watch('preferredLocations')}
        onChange={set('preferredLocations')}
        maxItems={PROFILE_LIMITS.locations}
        maxLength={PROFILE_LIMITS.locationChars}
      />
      <div className="space-y-3">
        <h3 className="text-sm font-medium">Company stages</h3>
        <ToggleChips
          label="Company stages"
          options={COMPANY_STAGES}
          selected={form.watch('preferredCompanyStages')}
          onChange={set('preferredCompanyStages')}
        />
      </div>
    </FormSection>
  )
}
