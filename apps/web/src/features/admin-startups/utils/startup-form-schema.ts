import {
  employeeEmailField,
  employeeRowProblems,
  fieldText,
  httpUrlField,
  logoUrlField,
  startupNameField,
  STARTUP_EMPLOYEES_MAX,
  STARTUP_FIELD_MAX,
  STARTUP_TAGS_MAX,
  type AdminStartupDetail,
  type StartupInput,
} from '@coldstart/contract'
import { z } from 'zod'

/** The sector dropdown's "Other (specify new)" choice. */
export const OTHER_SECTOR = '__other__'

// The contract's own field rules (lengths, URLs, the email rule), in the form's words and shapes: every text
// box holds '' when empty, and the sector is a choice plus a new name.

export const employeeFormSchema = z.object({
  name: fieldText('Name', STARTUP_FIELD_MAX.name),
  role: fieldText('Role', STARTUP_FIELD_MAX.name),
  email: employeeEmailField,
  linkedinUrl: httpUrlField('LinkedIn'),
})

/** The dialog's fields. */
export const startupFormSchema = z
  .object({
    name: startupNameField,
    logoUrl: logoUrlField,
    sectorChoice: z.string(),
    customSector: fieldText('Sector', STARTUP_FIELD_MAX.sector),
    description: fieldText('Description', STARTUP_FIELD_MAX.description),
    location: fieldText('Location', STARTUP_FIELD_MAX.location),
    teamSize: fieldText('Team Size', STARTUP_FIELD_MAX.teamSize),
    website: httpUrlField('Website'),
    companyLinkedin: httpUrlField('Company LinkedIn'),
    companyTwitter: httpUrlField('Twitter'),
    fundingRound: fieldText('Funding Round', STARTUP_FIELD_MAX.funding),
    fundingAmount: fieldText('Funding Amount', STARTUP_FIELD_MAX.funding),
    isHiring: z.boolean(),
    tags: z.array(z.string()).max(STARTUP_TAGS_MAX, `At most ${STARTUP_TAGS_MAX} tags`),
    employees: z
      .array(employeeFormSchema)
      .min(1)
      .max(STARTUP_EMPLOYEES_MAX)
      // the server's rule, marked on the row's own field: a name needs an email and an email a name
      .superRefine((rows, ctx) => {
        for (const p of employeeRowProblems(rows))
          ctx.addIssue({ code: 'custom', path: [p.index, p.field], message: p.message, input: rows })
      }),
  })
  .refine((v) => v.sectorChoice !== OTHER_SECTOR || v.customSector.length > 0, {
    path: ['customSector'],
    message: 'Enter the new sector',
  })

export type StartupFormValues = z.input<typeof startupFormSchema>
export type StartupFormOutput = z.output<typeof startupFormSchema>

const emptyEmployee = { name: '', role: '', email: '', linkedinUrl: '' }
export const newEmployeeRow = () => ({ ...emptyEmployee })

/** The form's starting values: empty for "Add New Startup", the startup's own for "Edit Startup". */
export function formValuesOf(startup: AdminStartupDetail | null, sectors: string[]): StartupFormValues {
  const sector = startup?.sector ?? ''
  const known = sector === '' || sectors.includes(sector)
  return {
    name: startup?.name ?? '',
    logoUrl: startup?.logoUrl ?? '',
    sectorChoice: known ? sector : OTHER_SECTOR,
    customSector: known ? '' : sector,
    description: startup?.description ?? '',
    location: startup?.location ?? '',
    teamSize: startup?.teamSize ?? '',
    website: startup?.website ?? '',
    companyLinkedin: startup?.linkedinUrl ?? '',
    companyTwitter: startup?.twitterUrl ?? '',
    fundingRound: startup?.fundingRound ?? '',
    fundingAmount: startup?.fundingAmount ?? '',
    isHiring: startup?.isHiring ?? false,
    tags: startup?.tags ?? [],
    employees: startup?.employees.length
      ? startup.employees.map((e) => ({
          name: e.name,
          role: e.role ?? '',
          email: e.email,
          linkedinUrl: e.linkedinUrl ?? '',
        }))
      : [newEmployeeRow()],
  }
}

/** What the API takes: the chosen or new sector, fully empty employee rows left out. */
export function toStartupInput(values: StartupFormOutput): StartupInput {
  const sector = values.sectorChoice === OTHER_SECTOR ? values.customSector : values.sectorChoice
  return {
    name: values.name,
    logoUrl: values.logoUrl || null,
    sector: sector || null,
    description: values.description || null,
    location: values.location || null,
    teamSize: values.teamSize || null,
    website: values.website || null,
    linkedinUrl: values.companyLinkedin || null,
    twitterUrl: values.companyTwitter || null,
    fundingRound: values.fundingRound || null,
    fundingAmount: values.fundingAmount || null,
    isHiring: values.isHiring,
    tags: values.tags,
    employees: values.employees
      .filter((e) => e.name || e.email || e.role || e.linkedinUrl)
      .map((e) => ({
        name: e.name,
        role: e.role || null,
        email: e.email,
        linkedinUrl: e.linkedinUrl || null,
      })),
  }
}

/** A tag as the Add button or Enter takes it: trimmed, non-empty, not already there (any case). */
export function addTag(tags: string[], raw: string): string[] {
  const tag = raw.trim()
  if (!tag || tags.some((t) => t.toLowerCase() === tag.toLowerCase())) return tags
  return [...tags, tag]
}
