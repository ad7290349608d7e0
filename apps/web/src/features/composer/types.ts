import type { EmailTemplate } from '@coldstart/contract'

export interface ComposerRecipient {
  id: string
  name: string
  email: string
}

export interface ComposerStartup {
  id: string
  name: string
  /** what the company works on, for the coach's "company-specific detail" check */
  sector?: string | null
  tags?: readonly string[]
  location?: string | null
  description?: string | null
}

/** The templates to pick from: the app passes them in (features do not import each other). */
export interface ComposerTemplates {
  data: EmailTemplate[] | undefined
  isPending: boolean
  isError: boolean
  /** the student's own template values (name, studies, skills…): the picker shows templates filled with them */
  myValues?: Partial<Record<string, string | null>>
}

/**
 * An internship's application address as the one recipient: the composer writes to `applyEmail` about this
 * internship (the server reads company, startup and address from the internship itself).
 */
export interface ComposerInternship {
  id: string
  title: string
  company: string
  startupId: string | null
  applyEmail: string
}

/**
 * Whom the composer writes to: chosen team members of a startup, or an internship's application address (its
 * startup, when known, gives the coach the company's details).
 */
export type ComposerTarget =
  | { startup: ComposerStartup; recipients: ComposerRecipient[]; internship?: undefined }
  | { internship: ComposerInternship; startup: ComposerStartup | undefined; recipients?: undefined }
