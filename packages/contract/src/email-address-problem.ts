// Why a typed value is not one address, in words for the form that took it. Apart from email-address.ts so
// the pages that only check an address (every page reads the team's address) do not carry these sentences.
import { isEmailAddress } from './email-address.ts'

const SECOND_ADDRESS = /[,;]/
const NOT_PART_OF_AN_ADDRESS = /[\s\p{Cc}"()<>[\\\]]/u

/**
 * Why a typed value is not one address, named by its field ("Apply email must be ..."), or undefined when
 * it is one. A list or a display name gets its own sentence, so the admin knows what to change.
 */
export function emailAddressProblem(label: string, value: string): string | undefined {
  if (isEmailAddress(value)) return undefined
  if (SECOND_ADDRESS.test(value))
    return `${label} must be a single address: no commas or semicolons (one person per field)`
  if (NOT_PART_OF_AN_ADDRESS.test(value))
    return `${label} must be just the address, like name@company.com: no spaces, quotes or angle brackets`
  return `${label} must be a valid email address`
}
