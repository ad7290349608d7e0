import { z } from 'zod'

// PostgreSQL refuses U+0000 in text and jsonb, and a lone UTF-16 surrogate cannot be encoded as UTF-8 (the
// driver throws or silently swaps it for U+FFFD). Either one reaching a query is a 500, so every string that
// may be stored or compared in SQL is checked here first and refused with a 400 that says why.
const LONE_SURROGATE = /\p{Cs}/u

export const STORABLE_TEXT_MESSAGES = {
  nul: 'Text must not contain a NUL character (\\u0000)',
  surrogate: 'Text must not contain an unpaired surrogate character (invalid Unicode)',
} as const

/** Why PostgreSQL could not store this string, or undefined when it can. */
export function unstorableTextReason(value: string): string | undefined {
  if (value.includes('\u0000')) return STORABLE_TEXT_MESSAGES.nul
  if (LONE_SURROGATE.test(value)) return STORABLE_TEXT_MESSAGES.surrogate
  return undefined
}

/**
 * A string PostgreSQL can store: no NUL, no lone surrogate. It is still a ZodString, so chain as usual:
 * `safeText.max(200)`, `safeText.trim()`, `safeText.optional()`.
 */
export const safeText = z.string().check((ctx) => {
  const reason = unstorableTextReason(ctx.value)
  if (reason) ctx.issues.push({ code: 'custom', message: reason, input: ctx.value })
})

/** The same check for a schema that is already built (e.g. z.email(), a regex'd string). */
export const storable = <T extends z.ZodType<string>>(schema: T) =>
  schema.check((ctx) => {
    const reason = unstorableTextReason(ctx.value as string)
    if (reason) ctx.issues.push({ code: 'custom', message: reason, input: ctx.value })
  })
