import { PROFILE_LIMITS } from '@coldstart/contract'
import { PlusIcon, SparklesIcon, WrenchIcon } from 'lucide-react'
import type { ProfileForm } from '../utils/profile-form-values'
import { canAddItem } from '../utils/profile-form-values'
import { FormSection } from './form-section'
import { TagInput } from './tag-input'

type Props = { form: ProfileForm; suggestions: string[] }

/** Skills as chips; skills found in an uploaded resume are offered as one-click additions. */
export function SkillsSection({ form, suggestions }: Props) {
  const skills = form.watch('skills')
  const setSkills = (next: string[]) => form.setValue('skills', next, { shouldDirty: true })
  const offered = suggestions.filter((s) => canAddItem(skills, s)).slice(0, 20)
  const full = skills.length >= PROFILE_LIMITS.skills

  return (
    <FormSection
      title="Skills"
      description="The tools and strengths you want founders to notice. Each skill once."
      icon={WrenchIcon}
    >
      <TagInput
        label="Add a skill"
        placeholder="e.g. PyTorch, pandas, SQL"
        noun="skill"
        splitLists
        items={skills}
        onChange={setSkills}
        maxItems={PROFILE_LIMITS.skills}
        maxLength={PROFILE_LIMITS.skillChars}
      />
      {offered.length > 0 && (
        <div className="space-y-2 rounded-lg border border-dashed p-3">
          <p className="flex items-center gap-1.5 text-sm font-medium">
            <SparklesIcon className="size-4 text-primary" aria-hidden="true" />
            Found in your resume
          </p>
          <ul className="flex flex-wrap gap-2" aria-label="Skills found in your resume">
            {offered.map((skill) => (
              <li key={skill}>
                <button
                  type="button"
                  disabled={full}
                  aria-label={`Add skill ${skill}`}
                  onClick={() => setSkills([...skills, skill])}
                  className="inline-flex h-7 items-center gap-1 rounded-full border border-dashed px-2.5 text-[13px] hover:border-solid hover:bg-muted focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none disabled:opacity-50"
                >
                  <PlusIcon className="size-3.5" aria-hidden="true" />
                  {skill}
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
    </FormSection>
  )
}
