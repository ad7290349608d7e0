import { describe, expect, it } from 'vitest'
import { internshipInput } from './internships.ts'
import { splitSubjectLine, templatePreview } from './template-variables.ts'

// Patterns that run on what a user typed (a request body, a template, a model's reply) stay linear: each
// worst case below took from tens of milliseconds to seconds while a pattern backtracked.
function bestOfThree(run: () => unknown): number {
  let best = Infinity
  for (let i = 0; i < 3 && best >= 20; i++) {
    const start = performance.now()
    run()
    best = Math.min(best, performance.now() - start)
  }
  return best
}

describe('contract patterns on worst-case text', () => {
  it('checks an apply email of dots at once (254 characters at most), and still tells good from bad', () => {
    const dotted = `a@${'.'.repeat(250)}@`
    const ok = (applyEmail: string) =>
      internshipInput.safeParse({ title: 'x', company: 'y', applyEmail }).success
    expect(bestOfThree(() => ok(dotted))).toBeLessThan(20)
    expect(ok('jobs@acme.example.com')).toBe(true)
    expect(ok('jobs@acme')).toBe(false)
    expect(ok('jobs@acme.')).toBe(false)
    expect(ok('jobs@acme..com')).toBe(false)
  })

  it('reads a subject line padded with spaces and tabs at once', () => {
    const padded = `Subject:${' \t'.repeat(10_000)}\rHello`
    expect(bestOfThree(() => splitSubjectLine(padded))).toBeLessThan(20)
    expect(splitSubjectLine('Subject:   Hi there  \n\nBody')).toEqual({ subject: 'Hi there', body: 'Body' })
  })

  it('cuts a long preview of punctuation at once', () => {
    const text = `${'.,;:'.repeat(5_000)}abcdefghijklmnop`
    expect(bestOfThree(() => templatePreview(text, 20_011))).toBeLessThan(20)
    expect(templatePreview(text, 20_011)).toBe(`${text.slice(0, 20_010)}…`)
    expect(templatePreview('Hello there, friend. And more', 22)).toBe('Hello there, friend…')
  })
})
