import { describe, expect, it } from 'vitest'
import { checkTemplate, closestVariable, describeTemplateProblems } from './template-check.ts'

const messages = (text: string) => checkTemplate(text).map((p) => `${p.line}:${p.column} ${p.message}`)

describe('checkTemplate', () => {
  it('passes a sound template with sections, fallbacks and a subject line', () => {
    const text =
      'Subject: {{#role}}{{role}} internship{{/role}}{{^role}}Internship{{/role}} at {{company}}?\n\nHi {{recipient_first_name|there}},\n\n{{#project}}\nI built {{ project }}.\n{{/project}}\n\nThanks,\n{{sender_name}}'
    expect(checkTemplate(text)).toEqual([])
    expect(checkTemplate('Hi {{first_name}}, no subject line here.')).toEqual([])
  })

  it('names the deleted closing tag at its line (the walk: every student got "{{#role}}Data internship")', () => {
    const text =
      'Subject: {{#role}}{{role}} internship{{^role}}Data internship{{/role}} at {{company}}?\n\nHi {{first_name}},'
    expect(checkTemplate(text)).toEqual([
      {
        line: 1,
        column: 10,
        token: '{{#role}}',
        message: '“{{#role}}” is never closed: add {{/role}} where the section ends.',
      },
    ])
  })

  it('names an unknown variable with the one it likely meant', () => {
    expect(messages('Hi {{first_name}},\n\nI love {{compnay}} and {{Company}}.')).toEqual([
      '3:8 Unknown variable “compnay”: did you mean company?',
      '3:24 Unknown variable “Company”: did you mean company?',
    ])
    expect(messages('{{#projetc}}x{{/projetc}}')).toEqual([
      '1:1 Unknown variable “projetc”: did you mean project?',
      '1:14 Unknown variable “projetc”: did you mean project?',
    ])
    expect(closestVariable('company_name')).toBe('company')
    expect(closestVariable('name')).toBe('recipient_name')
    expect(messages('{{mystery}}')).toEqual([
      '1:1 Unknown variable “mystery”: pick one from the list below the editor.',
    ])
  })

  it('finds braces that belong to no variable', () => {
    expect(messages('Hi {{first_name},\nsee {{ }} and }} and {{company name}}\n{{company')).toEqual([
      '1:4 “{{first_name},” is never closed: add “}}”.',
      '2:5 “{{ }}” is not a variable: write {{name}}, {{name|fallback}} or a section tag.',
      '2:15 “}}” closes nothing: remove it, or add the “{{” it belongs to.',
      '2:22 “{{company name}}” is not a variable: write {{name}}, {{name|fallback}} or a section tag.',
      '3:1 “{{company” is never closed: add “}}”.',
    ])
  })

  it('finds sections closed twice, never opened, or crossing', () => {
    expect(messages('{{#role}}a{{/role}}{{/role}}')).toEqual([
      '1:20 “{{/role}}” closes a section that is not open: remove it or add {{#role}} before it.',
    ])
    expect(messages('{{#role}}a\n{{#skills}}b{{/role}}{{/skills}}')).toEqual([
      '2:13 “{{/role}}” closes “role” while “{{#skills}}” is still open: close “skills” first.',
      '2:22 “{{/skills}}” closes a section that is not open: remove it or add {{#skills}} before it.',
    ])
    // nested sections of one name pair as the renderer pairs them
    expect(checkTemplate('{{#role}}1{{#role}}2{{/role}}3{{/role}}')).toEqual([])
  })

  it('checks the subject line where the template writes one', () => {
    expect(messages('Subject:   \n\nHi')).toEqual([
      '1:1 The subject line is empty: write the subject after “Subject:”.',
    ])
    expect(messages('\n\nSubject: Hi\n\nBody')).toEqual([])
    expect(messages('Hi there,\nSubject: internship')).toEqual([
      '2:1 “Subject:” must be the first line: here it would be sent in the body.',
    ])
    expect(messages('Subject: A {{#role}}for {{role}}\n\nBody{{/role}}')).toEqual([
      '1:12 “{{#role}}” opens in the subject line but closes on line 3: close it on the subject line.',
    ])
  })

  it('flags a stored template past the 20,000-character cap, at its end', () => {
    const problems = checkTemplate(`Hi {{company}},\n${'a'.repeat(20_000)}`)
    expect(problems).toEqual([
      expect.objectContaining({
        line: 2,
        message: 'The template is 20,016 characters long: keep it under 20,000.',
      }),
    ])
  })

  it('reports at most 50 problems, each with its line, and says them one a line', () => {
    const problems = checkTemplate('{{x}}\n'.repeat(500))
    expect(problems).toHaveLength(50)
    expect(problems[49]!.line).toBe(50)
    expect(describeTemplateProblems(problems.slice(0, 2))).toBe(
      'Line 1: Unknown variable “x”: pick one from the list below the editor.\nLine 2: Unknown variable “x”: pick one from the list below the editor.',
    )
  })

  // four times the text takes about four times as long (a ratio in one run: a busy machine slows both);
  // 2,500 repeats is past the 20,000-character cap already
  it('takes linear time on hostile input', () => {
    const hostile: ((n: number) => string)[] = [
      (n) => '{{'.repeat(n),
      (n) => '}}'.repeat(n),
      (n) => '{{#role}}'.repeat(n),
      (n) => `{{${' '.repeat(n)}`,
      (n) => `{{${'a'.repeat(n)}}}`,
      (n) => '{{skills|'.repeat(n),
      (n) => `Subject: x\n${'Subject: y\n'.repeat(n)}`,
      (n) => `${'\n'.repeat(n)}Subject:`,
    ]
    const bestOfFive = (text: string) => {
      let best = Infinity
      for (let i = 0; i < 5; i++) {
        const started = performance.now()
        checkTemplate(text)
        best = Math.min(best, performance.now() - started)
      }
      return best
    }
    for (const make of hostile) {
      const small = bestOfFive(make(2_500))
      const large = bestOfFive(make(10_000))
      // (a 5 ms floor: below it a busy machine's noise is the whole measurement)
      expect(large / Math.max(small, 5), make(2).slice(0, 30)).toBeLessThan(10)
    }
  })
})
