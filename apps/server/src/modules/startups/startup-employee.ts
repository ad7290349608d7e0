import type { StartupEmployee } from '@coldstart/contract'

/** What a stored employee row gives the API (its other columns, the startup's id among them, stay behind). */
export type EmployeeRecord = Omit<StartupEmployee, 'createdAt'> & { createdAt: Date }

/** An employee as the API answers it: the directory's detail and the admin's editor list the same rows. */
export function toStartupEmployee(e: EmployeeRecord): StartupEmployee {
  return {
    id: e.id,
    name: e.name,
    role: e.role,
    email: e.email,
    linkedinUrl: e.linkedinUrl,
    status: e.status,
    createdAt: e.createdAt.toISOString(),
  }
}
