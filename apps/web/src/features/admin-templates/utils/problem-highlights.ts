import type { TemplateProblem } from '@coldstart/contract'
import type { TextHighlight } from '@/components/ui/highlight-textarea'

// every {{...}} the editor marks, known or not (the preview says which stay unfilled)
const PLACEHOLDER = /\{\{[^{}]*\}\}/g

/** Where a problem's token starts in the text (its line and column), and how long it is there. */
export function problemRange(text: string, problem: TemplateProblem): { index: number; length: number } {
  let lineStart = 0
  for (let line = 1; line < problem.line; line++) {
    const next = text.indexOf('\n', lineStart)
    if (next === -1) break
    lineStart = next + 1
  }
  const index = Math.min(lineStart + problem.column - 1, text.length)
  // a long token is shown cut ("…"): mark what is on its line
  const shown = problem.token.endsWith('…') ? problem.token.length - 1 : problem.token.length
  return { index, length: Math.min(shown, text.length - index) }
}

/** The editor's marks: each {{...}} as a variable, a problem's token as a mistake; sorted, not overlapping. */
export function templateHighlights(text: string, problems: TemplateProblem[]): TextHighlight[] {
  const wrong = new Map<number, number>()
  for (const p of problems) {
    const range = problemRange(text, p)
    if (range.length > 0) wrong.set(range.index, range.length)
  }
  const marks: TextHighlight[] = []
  for (const m of text.matchAll(PLACEHOLDER)) {
    if (wrong.has(m.index)) continue
    marks.push({ index: m.index, length: m[0].length, tone: 'warning' })
  }
  for (const [index, length] of wrong) marks.push({ index, length, tone: 'danger' })
  marks.sort((a, b) => a.index - b.index)
  const out: TextHighlight[] = []
  let end = 0
  for (const mark of marks) {
    if (mark.index < end) continue
    out.push(mark)
    end = mark.index + mark.length
  }
  return out
}
