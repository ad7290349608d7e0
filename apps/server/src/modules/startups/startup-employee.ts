import { isEmailAddress, type StartupEmployee } from '@coldstart/contract'

/** What a stored employee row gives the API (its other columns, the startup's id among them, stay behind). */
export type EmployeeRecord = Omit<StartupEmployee, 'createdAt'> & { createdAt: Date }

/**
 * An employee as the API answers it: the directory's detail and the admin's editor list the same rows. A
 * stored address that is not exactly one (a "spy,hr@x.example" saved before the one-address rule) reads as
 * none (''): no page, mail link or .eml makes a recipient of it, and the admin's editor marks the row as
 * missing its email, so the next save fixes it.
 */
export function toStartupEmployee(e: EmployeeRecord): StartupEmployee {
  return {
    id: e.id,
    name: e.name,
    role: e.role,
    email: isEmailAddress(e.email) ? e.email : '',
    linkedinUrl: e.linkedinUrl,
    status: e.status,
    createdAt: e.createdAt.toISOString(),
  }
}
