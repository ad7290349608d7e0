import { z } from 'zod'
import { unstorableTextReason } from './text.ts'
import { EMAIL_ADDRESS_MAX_CHARS } from './email-address.ts'
import { emailAddressProblem } from './email-address-problem.ts'

/**
 * A form field's text, named in its messages ("Title must be at most 200 characters"): storable (no NUL, no
 * lone surrogate), capped, then trimmed.
 */
export const fieldText = (label: string, max: number) =>
  z
    .string({ message: `${label} must be text` })
    .max(max, `${label} must be at most ${max.toLocaleString('en-US')} characters`)
    .check((ctx) => {
      const reason = unstorableTextReason(ctx.value)
      if (reason) ctx.issues.push({ code: 'custom', message: `${label}: ${reason}`, input: ctx.value })
    })
    .transform((v) => v.trim())

/** The same, where empty, null or missing all mean "not given" (null). */
export const optionalFieldText = (label: string, max: number) =>
  fieldText(label, max)
    .nullish()
    .transform((v) => v || null)

/**
 * One email address or '' (not given), named in its message: every stored address (an employee's, an
 * internship's apply address) takes this field, so none can hold a second recipient.
 */
export const emailAddressField = (label: string) =>
  fieldText(label, EMAIL_ADDRESS_MAX_CHARS).superRefine((value, ctx) => {
    const problem = value === '' ? undefined : emailAddressProblem(label, value)
    if (problem) ctx.addIssue({ code: 'custom', message: problem, input: value })
  })
