import {
  ADMIN_STARTUP_MESSAGES,
  isHttpUrl,
  isLogoUrl,
  STARTUP_EMPLOYEES_MAX,
  STARTUP_TAGS_MAX,
  type AdminStartupDetail,
  type StartupInput,
} from '@coldstart/contract'
import { z } from 'zod'

/** The sector dropdown's "Other (specify new)" choice. */
export const OTHER_SECTOR = '__other__'

const text = (max: number, label: string) =>
  z.string().trim().max(max, `${label} must be at most ${max} characters`)
const url = (label: string) =>
  z
    .string()
    .trim()
    .max(2000, `${label} must be at most 2000 characters`)
    .refine((v) => v === '' || isHttpUrl(v), `${label}: ${ADMIN_STARTUP_MESSAGES.notHttpUrl}`)

export const employeeFormSchema = z.object({
  name: text(200, 'Name'),
  role: text(200, 'Role'),
  email: text(254, 'Email').refine(
    (v) => v === '' || /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/.test(v),
    'Enter a valid email address',
  ),
  linkedinUrl: url('LinkedIn'),
})

/** The dialog's fields: the contract's rules, in the words and shapes of the form (text fields hold ''). */
export const startupFormSchema = z
  .object({
    name: text(200, 'Startup Name').min(1, 'Startup Name is required'),
    logoUrl: z
      .string()
      .trim()
      .max(2000, 'Logo URL must be at most 2000 characters')
      .refine((v) => v === '' || isLogoUrl(v), `Logo URL: ${ADMIN_STARTUP_MESSAGES.notLogoUrl}`),
    sectorChoice: z.string(),
    customSector: text(100, 'Sector'),
    description: text(5000, 'Description'),
    location: text(200, 'Location'),
    teamSize: text(50, 'Team Size'),
    website: url('Website'),
    companyLinkedin: url('Company LinkedIn'),
    companyTwitter: url('Twitter'),
    fundingRound: text(100, 'Funding Round'),
    fundingAmount: text(100, 'Funding Amount'),
    isHiring: z.boolean(),
    tags: z.array(z.string()).max(STARTUP_TAGS_MAX, `At most ${STARTUP_TAGS_MAX} tags`),
    employees: z.array(employeeFormSchema).min(1).max(STARTUP_EMPLOYEES_MAX),
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

/** What the API takes: the chosen or new sector, rows without a name or email left out. */
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
      .filter((e) => e.name && e.email)
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
