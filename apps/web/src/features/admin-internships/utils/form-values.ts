import type { AdminInternship, InternshipInput } from '@coldstart/contract'

/** The editor's fields as typed (numbers too are text until submitted). */
export interface InternshipFormValues {
  title: string
  startupId: string | null
  company: string
  location: string
  remote: boolean
  stipendMin: string
  stipendMax: string
  durationMonths: string
  deadline: string
  applyUrl: string
  applyEmail: string
  description: string
  status: 'active' | 'closed' | 'draft'
}

const text = (n: number | null) => (n === null ? '' : String(n))

export function toFormValues(internship: AdminInternship | null): InternshipFormValues {
  return {
    title: internship?.title ?? '',
    startupId: internship?.startupId ?? null,
    company: internship?.company ?? '',
    location: internship?.location ?? '',
    remote: internship?.remote ?? false,
    stipendMin: text(internship?.stipendMin ?? null),
    stipendMax: text(internship?.stipendMax ?? null),
    durationMonths: text(internship?.durationMonths ?? null),
    deadline: internship?.deadline ?? '',
    applyUrl: internship?.applyUrl ?? '',
    applyEmail: internship?.applyEmail ?? '',
    description: internship?.description ?? '',
    status: (internship?.status as InternshipFormValues['status'] | undefined) ?? 'active',
  }
}

/** "25,000" and "₹25000" both mean 25000; empty means not given; anything else stays text for zod to refuse. */
function amount(value: string): number | string | null {
  const cleaned = value.replace(/[₹,\s]/g, '')
  if (!cleaned) return null
  return /^-?\d+(\.\d+)?$/.test(cleaned) ? Number(cleaned) : value
}

/** The request body; the contract's zod schema checks it here and again on the server. */
export function toInternshipInput(values: InternshipFormValues): InternshipInput {
  return {
    ...values,
    stipendMin: amount(values.stipendMin) as number | null,
    stipendMax: amount(values.stipendMax) as number | null,
    durationMonths: amount(values.durationMonths) as number | null,
  }
}
