import type { ComposerStartup } from '../types'

/** "Ravi" from "Ravi Kumar Rao"; a name of one word is itself. */
export const firstNameOf = (name: string) => name.trim().split(/\s+/)[0] ?? name

/** The company facts an email can show it knows: sector, tags, location, description (the coach's input). */
export function companyDetails(startup: ComposerStartup | undefined): string[] {
  if (!startup) return []
  const all = [startup.sector, ...(startup.tags ?? []), startup.location, startup.description]
  return all.filter((d): d is string => Boolean(d?.trim()))
}

/** A file name from the company: "email-to-redline-desk.eml". */
export const emlFileName = (company: string) =>
  `email-to-${company.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.eml`
