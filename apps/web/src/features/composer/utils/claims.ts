import type { TextHighlight } from '@/components/ui/highlight-textarea'

/** The claims still in the text and not confirmed, each once, in the order the writer gave them. */
export function pendingClaims(body: string, claims: readonly string[], confirmed: ReadonlySet<string>) {
  return [...new Set(claims)].filter((c) => !confirmed.has(c) && body.includes(c))
}

const VARIABLE = /\{\{[^{}]*\}\}/g

/** Marks for the editor: unfilled {{variables}} (warning) and claims to confirm (info), never overlapping. */
export function bodyHighlights(body: string, claims: readonly string[]): TextHighlight[] {
  const marks: TextHighlight[] = [...body.matchAll(VARIABLE)].map((m) => ({
    index: m.index,
    length: m[0].length,
    tone: 'warning' as const,
  }))
  for (const claim of claims) {
    const index = body.indexOf(claim)
    if (index >= 0) marks.push({ index, length: claim.length, tone: 'info' })
  }
  marks.sort((a, b) => a.index - b.index)
  const kept: TextHighlight[] = []
  let end = 0
  for (const m of marks) {
    if (m.index < end) continue
    kept.push(m)
    end = m.index + m.length
  }
  return kept
}

/**
 * The text without the claim: it goes with the space before it, and a line it leaves empty goes too, so no
 * double space or stray blank line is left behind.
 */
export function removeClaim(body: string, claim: string): string {
  const index = body.indexOf(claim)
  if (index < 0) return body
  let start = index
  let end = index + claim.length
  while (start > 0 && body[start - 1] === ' ') start--
  if (start === 0 || body[start - 1] === '\n') while (body[end] === ' ') end++
  let out = body.slice(0, start) + body.slice(end)
  // a paragraph left empty: three line breaks in a row become two
  out = out.replace(/\n{3,}/g, '\n\n')
  return out.replace(/^\n+/, '')
}
