import { startupInput, type AdminStartupDetail, type StartupInput } from '@coldstart/contract'
import type { Control } from 'react-hook-form'
import { z } from 'zod'

/** The sector dropdown's "Other (specify new)" choice. */
export const OTHER_SECTOR = '__other__'

type EmployeeFormValues = { name: string; role: string; email: string; linkedinUrl: string }

/** What the dialog holds: every text box '' when empty, the sector a choice plus a new name. */
export interface StartupFormValues {
  name: string
  logoUrl: string
  sectorChoice: string
  customSector: string
  description: string
  location: string
  teamSize: string
  website: string
  companyLinkedin: string
  companyTwitter: string
  fundingRound: string
  fundingAmount: string
  isHiring: boolean
  tags: string[]
  employees: EmployeeFormValues[]
}

const fields = startupInput.shape

// The contract's own fields (their rules and words, the employee rows' checks), in the form's shape: the
// company links and the new sector under the form's names, and the sector's choice beside them.
export const startupFormSchema = startupInput
  .omit({ sector: true, linkedinUrl: true, twitterUrl: true })
  .extend({
    sectorChoice: z.string(),
    customSector: fields.sector,
    companyLinkedin: fields.linkedinUrl,
    companyTwitter: fields.twitterUrl,
  })
  .refine((v) => v.sectorChoice !== OTHER_SECTOR || !!v.customSector, {
    path: ['customSector'],
    message: 'Enter the new sector',
  })

export type StartupFormOutput = z.output<typeof startupFormSchema>
/** The dialog's form, for the fields that take its control. */
export type StartupFormControl = Control<StartupFormValues, unknown, StartupFormOutput>

/** The request's fields under the dialog's names, for what the server refuses. */
export function startupFieldOf(requestField: string): string {
  const renamed: Record<string, string> = {
    sector: 'customSector',
    linkedinUrl: 'companyLinkedin',
    twitterUrl: 'companyTwitter',
  }
  return renamed[requestField] ?? requestField
}

const emptyEmployee: EmployeeFormValues = { name: '', role: '', email: '', linkedinUrl: '' }
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
