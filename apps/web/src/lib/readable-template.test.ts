// @vitest-environment node
import { describe, expect, it } from 'vitest'
import {
  filledParts,
  previewSegments,
  readableTemplate,
  unknownNames,
  type TemplateSegment,
} from './readable-template'

const TEMPLATE = `Subject: {{studies}} keen on {{company}}

Hi {{recipient_first_name|there}},

I'm {{sender_name}}, {{studies}}. I work with {{skills}}.
{{#project}}Recently I built {{project}}.{{/project}}
{{#company_focus}}I like that you work on {{company_focus}}.{{/company_focus}}`

const asText = (segments: TemplateSegment[]) =>
  segments.map((s) => (s.kind === 'unknown' ? `[${s.label}]` : s.text)).join('')

describe('readableTemplate', () => {
  const known = {
    sender_name: 'Asha Verma',
    studies: 'a B.Tech student at IIT Bombay',
    skills: 'SQL and Figma',
    project: null,
  }

  it("fills the student's facts, leaves the rest as labelled chips, and puts the subject apart", () => {
    const t = readableTemplate(TEMPLATE, known)
    expect(asText(t.subject)).toBe('a B.Tech student at IIT Bombay keen on [Company]')
    const body = asText(t.body)
    expect(body).toMatch(/^Hi \[Their first name\],/)
    expect(body).toContain("I'm Asha Verma, a B.Tech student at IIT Bombay. I work with SQL and Figma.")
    // a student fact the profile lacks drops its section; a company fact keeps its own, as a chip
    expect(body).not.toContain('Recently I built')
    expect(body).toContain('I like that you work on [What they work on].')
    expect(unknownNames(t)).toEqual(['company', 'recipient_first_name', 'company_focus'])
  })

  it('uses the mail subject when the template has none', () => {
    expect(asText(readableTemplate('Hi {{first_name}}', known).subject)).toBe(
      'regarding internship opportunity at [Company]',
    )
  })

  it('keeps every section while the values load', () => {
    expect(asText(readableTemplate(TEMPLATE, undefined).body)).toContain(
      'Recently I built [A project of yours].',
    )
  })

  it('fills answers and falls back where a template says so; what is still unknown stays a placeholder', () => {
    const t = readableTemplate(TEMPLATE, known)
    const { subject, body } = filledParts(t, { ...known, company: 'Acme Labs' })
    expect(subject).toBe('a B.Tech student at IIT Bombay keen on Acme Labs')
    expect(body).toMatch(/^Hi there,/)
    expect(body).toContain('{{company_focus}}')
  })
})

describe('previewSegments', () => {
  it('folds whitespace and cuts at a word within the limit, a chip counting as its label', () => {
    const segments = readableTemplate(
      'Hello {{company}} team,\n\nthis is a rather long line of text',
      {},
    ).body
    const preview = previewSegments(segments, 30)
    expect(asText(preview)).toBe('Hello [Company] team, this…')
    expect(asText(preview).length).toBeLessThanOrEqual(30)
  })

  it('never cuts a filled value in two', () => {
    const segments = readableTemplate('I follow the work {{company}} does', { company: 'Redline Desk' }).body
    expect(asText(previewSegments(segments, 24))).toBe('I follow the work…')
  })

  it('leaves a short text whole', () => {
    expect(asText(previewSegments(readableTemplate('Hi {{company}}', {}).body, 150))).toBe('Hi [Company]')
  })
})

describe('the role', () => {
  const ROLE_TEMPLATE =
    'Subject: {{role}} internship at {{company}}?\n\nHi,\n\nI want an internship in {{role}}. {{role}} is my field.'

  it('is written in lower case mid-sentence and with a capital where it opens the subject or a sentence', () => {
    const t = readableTemplate(ROLE_TEMPLATE, { role: 'product' })
    expect(asText(t.subject)).toBe('Product internship at [Company]?')
    expect(asText(t.body)).toContain('I want an internship in product. Product is my field.')
    const filled = filledParts(t, { role: 'product', company: 'Acme' })
    expect(filled.subject).toBe('Product internship at Acme?')
    expect(filled.body).toContain('I want an internship in product. Product is my field.')
  })
})
