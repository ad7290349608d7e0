import { describe, expect, it } from 'vitest'
import {
  TEMPLATE_VARIABLE_NAMES,
  fillTemplate,
  splitByPlaceholders,
  splitSubjectLine,
  templatePreview,
  unfilledVariables,
} from './template-variables.ts'

describe('fillTemplate', () => {
  it('fills known variables and reports the ones left', () => {
    const r = fillTemplate('Hi {{recipient_name}}, {{company}} and {{ role }} at {{company}}.', {
      recipient_name: 'Priya',
      company: 'Acme',
    })
    expect(r.text).toBe('Hi Priya, Acme and {{ role }} at Acme.')
    expect(r.unfilled).toEqual(['role'])
  })

  it('uses the fallback after the bar when the value is missing or blank', () => {
    expect(fillTemplate('Hi {{first_name|there}}!', {}).text).toBe('Hi there!')
    expect(fillTemplate('Hi {{first_name | there }}!', { first_name: '  ' })).toEqual({
      text: 'Hi there!',
      unfilled: [],
    })
    expect(fillTemplate('Hi {{first_name|there}}!', { first_name: 'Ravi' }).text).toBe('Hi Ravi!')
  })

  it('never fills a value a second time, and ignores inherited keys', () => {
    const r = fillTemplate('{{company}} {{toString}}', { company: '{{sender_name}}' })
    expect(r.text).toBe('{{sender_name}} {{toString}}')
    expect(r.unfilled).toEqual(['toString'])
  })

  it('lists every variable of the issue', () => {
    expect(TEMPLATE_VARIABLE_NAMES).toEqual(
      expect.arrayContaining([
        'recipient_name',
        'company',
        'role',
        'sender_name',
        'skills',
        'college',
        'portfolio',
        'first_name',
        'sector',
        'location',
        'linkedin',
        'github',
      ]),
    )
  })
})

describe('helpers', () => {
  it('names unfilled variables once and splits for highlighting', () => {
    expect(unfilledVariables('{{a}} {{b|x}} {{a}}')).toEqual(['a', 'b'])
    expect(splitByPlaceholders('Hi {{role}}!')).toEqual([
      { kind: 'text', text: 'Hi ' },
      { kind: 'variable', text: '{{role}}', name: 'role' },
      { kind: 'text', text: '!' },
    ])
  })

  it('takes a Subject: first line out of the body', () => {
    expect(splitSubjectLine('Subject: Hello {{company}}\n\nHi there')).toEqual({
      subject: 'Hello {{company}}',
      body: 'Hi there',
    })
    expect(splitSubjectLine('Hi there\nSubject: no')).toEqual({
      subject: null,
      body: 'Hi there\nSubject: no',
    })
  })
})

describe('templatePreview', () => {
  it('folds whitespace and cuts at a word, within the limit', () => {
    const text = 'Subject: Hi\n\nHello   there, this is a long line of words for the preview.'
    expect(templatePreview(text, 500)).toBe(
      'Subject: Hi Hello there, this is a long line of words for the preview.',
    )
    const cut = templatePreview(text, 30)
    expect(cut.length).toBeLessThanOrEqual(30)
    expect(cut).toBe('Subject: Hi Hello there…')
  })
})
