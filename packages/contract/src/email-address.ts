// The one rule for an address a person types into a directory form (an employee's, an internship's apply
// address, the team's address on the static pages), without zod so the static pages can import it.

/** The longest address a field takes (an SMTP path's limit). */
export const EMAIL_ADDRESS_MAX_CHARS = 254

// local part, then dot-separated labels: no class overlaps its neighbour, so matching is linear
const EMAIL_ADDRESS = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/

/** Something@label.label: enough to catch a typo, loose enough for every real address. */
export function isEmailAddress(value: string): boolean {
  return EMAIL_ADDRESS.test(value)
}
