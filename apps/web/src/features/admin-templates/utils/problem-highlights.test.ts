// @vitest-environment node
import { checkTemplate } from '@coldstart/contract'
import { describe, expect, it } from 'vitest'
import { problemRange, templateHighlights } from './problem-highlights'

describe('the editor marks', () => {
  it("marks each problem's token at its line as a mistake, the other variables as variables", () => {
    const text = 'Subject: Hi {{company}}\n\nHi {{first_name}},\nI like {{compnay}} }}'
    const problems = checkTemplate(text)
    expect(problems.map((p) => text.slice(problemRange(text, p).index).slice(0, 11))).toEqual([
      '{{compnay}}',
      '}}',
    ])
    expect(
      templateHighlights(text, problems).map((h) => [text.slice(h.index, h.index + h.length), h.tone]),
    ).toEqual([
      ['{{company}}', 'warning'],
      ['{{first_name}}', 'warning'],
      ['{{compnay}}', 'danger'],
      ['}}', 'danger'],
    ])
  })
})
