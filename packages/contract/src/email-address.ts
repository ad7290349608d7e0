// The one rule for an address stored in ColdStart or written to as a recipient (an employee's, an
// internship's apply address, an account's), without zod so the mail-link builders can import it. One field holds one address: a comma or semicolon
// would add a second recipient to a mail link or an .eml's To line, angle brackets, quotes, parentheses and
// a colon are the syntax of display names, comments and groups, and a space or a line break could end the
// header. An apostrophe stays allowed (o'neil@acme.in is real), as in the sign-up form's zod check.

/** The longest address a field takes (an SMTP path's limit). */
export const EMAIL_ADDRESS_MAX_CHARS = 254

// The local part: anything but whitespace, controls and the separators above. The domain: dot-separated
// labels of letters, digits and hyphens (any script). No class overlaps its neighbour: matching is linear.
const EMAIL_ADDRESS = /^[^\s\p{Cc}"(),:;<>@[\\\]]+@[\p{L}\p{M}\p{N}-]+(?:\.[\p{L}\p{M}\p{N}-]+)+$/u

/** Exactly one address, something@label.label: enough to catch a typo, loose enough for every real one. */
export function isEmailAddress(value: string): boolean {
  return value.length <= EMAIL_ADDRESS_MAX_CHARS && EMAIL_ADDRESS.test(value)
}
