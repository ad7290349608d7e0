import { describe, expect, it } from 'vitest'
import {
  templateForDisplay,
  TEMPLATE_VARIABLE_NAMES,
  fillTemplate,
  splitByPlaceholders,
  splitSubjectLine,
  templatePreview,
  unfilledVariables,
} from './template-variables.ts'
import { threadCpuMs } from './testing/thread-cpu.ts'

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

describe('sections', () => {
  const fill = (text: string, values: Record<string, string | null>) => fillTemplate(text, values)

  it('keeps and fills {{#x}} when x has a value, drops it otherwise', () => {
    const t = "I'm {{sender_name}}{{#studies}}, {{studies}}{{/studies}}. Hi"
    expect(fill(t, { sender_name: 'Asha', studies: 'a student at NID' }).text).toBe(
      "I'm Asha, a student at NID. Hi",
    )
    expect(fill(t, { sender_name: 'Asha', studies: '  ' }).text).toBe("I'm Asha. Hi")
  })

  it('keeps {{^x}} only when x has no value', () => {
    const t =
      'Hi {{#recipient_first_name}}{{recipient_first_name}}{{/recipient_first_name}}{{^recipient_first_name}}there{{/recipient_first_name}},'
    expect(fill(t, { recipient_first_name: 'Priya' }).text).toBe('Hi Priya,')
    expect(fill(t, {}).text).toBe('Hi there,')
  })

  it('tidies the whitespace a dropped sentence or paragraph leaves', () => {
    const t =
      'Hi Priya,\n\nI like maps. {{#project}}I built {{project}}.{{/project}} Could we talk?\n\n{{#portfolio}}My work: {{portfolio}}{{/portfolio}}\n\nThanks,\nAsha'
    expect(fill(t, {}).text).toBe('Hi Priya,\n\nI like maps. Could we talk?\n\nThanks,\nAsha')
    expect(fill(t, { project: 'a bus tracker', portfolio: 'https://a.dev' }).text).toBe(
      'Hi Priya,\n\nI like maps. I built a bus tracker. Could we talk?\n\nMy work: https://a.dev\n\nThanks,\nAsha',
    )
    // nothing before punctuation, nothing left at the start or the end
    expect(fill('I build {{#skills}}with {{skills}}{{/skills}}.', {}).text).toBe('I build.')
    expect(fill('{{#x}}A{{/x}}\n\nB\n\n{{#y}}C{{/y}}', {}).text).toBe('B')
    expect(fill('A {{#x}}B{{/x}} {{#y}}C{{/y}} D', {}).text).toBe('A D')
  })

  it('takes a tag alone on its line with its line', () => {
    const t = 'Hi,\n\n{{#project}}\nI built {{project}}.\n{{/project}}\n\nBye'
    expect(fill(t, { project: 'X' }).text).toBe('Hi,\n\nI built X.\n\nBye')
    expect(fill(t, {}).text).toBe('Hi,\n\nBye')
    expect(fill('Hi,\r\n{{#a}}\r\nA\r\n{{/a}}\r\nBye', { a: '1' }).text).toBe('Hi,\r\nA\r\nBye')
  })

  it('nests sections of different names; the same name pairs with its nearest opening', () => {
    const t = '{{#a}}A{{#b}} and B{{/b}}{{^b}} alone{{/b}}{{/a}}.'
    expect(fill(t, { a: '1', b: '1' }).text).toBe('A and B.')
    expect(fill(t, { a: '1' }).text).toBe('A alone.')
    expect(fill(t, { b: '1' }).text).toBe('.')
    expect(fill('{{#a}}1{{#a}}2{{/a}}3{{/a}}', { a: 'x' }).text).toBe('123')
  })

  it('leaves unpaired tags as written, and never reports section tags as variables', () => {
    expect(fill('A {{#a}} B {{/b}} C', { a: '1' }).text).toBe('A {{#a}} B {{/b}} C')
    expect(fill('{{#a}}x{{/a}} {{/a}}', {}).text).toBe('{{/a}}')
    const text = '{{#project}}I built {{project}}.{{/project}}{{^portfolio}}No link{{/portfolio}} {{company}}'
    expect(unfilledVariables(text)).toEqual(['project', 'company'])
    expect(fill(text, {}).unfilled).toEqual(['company'])
    expect(
      splitByPlaceholders(text)
        .filter((p) => p.kind === 'variable')
        .map((p) => p.text),
    ).toEqual(['{{project}}', '{{company}}'])
  })

  it('fills a variable inside a kept section, and drops variables inside a dropped one unreported', () => {
    const r = fill('{{#project}}{{project}} with {{skills}}{{/project}}', { project: 'P' })
    expect(r).toEqual({ text: 'P with {{skills}}', unfilled: ['skills'] })
  })

  // Linear means four times the text takes about four times as long (backtracking took sixteen times or
  // more): a ratio measured in one run, so a busy machine slows both sides alike.
  it('takes linear time on hostile input', () => {
    const hostile: ((n: number) => string)[] = [
      (n) => '{{#a}}'.repeat(n) + '{{/a}}'.repeat(n),
      (n) => '{{#a}}{{#b}}'.repeat(n) + '{{/a}}'.repeat(n),
      (n) => '{{#a}}x{{/a}} '.repeat(n),
      (n) => `{{#a}}${' '.repeat(2 * n)}{{/a}}`,
      (n) => '{{/a}}'.repeat(n),
      (n) => `${' \n'.repeat(n)}{{#a}}x{{/a}}${'\n '.repeat(n)}`,
    ]
    const bestOfThree = (text: string) => {
      let best = Infinity
      for (let i = 0; i < 3; i++) {
        const started = threadCpuMs()
        fill(text, {})
        best = Math.min(best, threadCpuMs() - started)
      }
      return best
    }
    for (const make of hostile) {
      const small = bestOfThree(make(12_500))
      const large = bestOfThree(make(50_000))
      // (a 5 ms floor: a thread's CPU clock can move in 4 ms ticks, so the best of three small runs may read 0)
      expect(large / Math.max(small, 5), make(2).slice(0, 40)).toBeLessThan(10)
    }
  })
})

describe('templateForDisplay', () => {
  it('keeps {{#x}} content, drops {{^x}} blocks, and leaves the variables to highlight', () => {
    const text =
      "I'm {{sender_name}}{{#studies}}, {{studies}}{{/studies}}. {{#company_focus}}I follow {{company}}'s work on {{company_focus}}{{/company_focus}}{{^company_focus}}I follow what {{company}} builds{{/company_focus}}."
    expect(templateForDisplay(text)).toBe(
      "I'm {{sender_name}}, {{studies}}. I follow {{company}}'s work on {{company_focus}}.",
    )
  })

  it('drops an inverted block on its own lines without leaving an empty paragraph', () => {
    const text = 'Hi {{first_name}},\n\n{{^portfolio}}\nI can share samples.\n{{/portfolio}}\n\nThanks'
    expect(templateForDisplay(text)).toBe('Hi {{first_name}},\n\nThanks')
  })

  it('leaves a template without sections as written', () => {
    const text = 'Hi {{first_name}},\n\nI would love to intern at {{company}}.'
    expect(templateForDisplay(text)).toBe(text)
  })

  it('shows no section tag for every demo-style combination', () => {
    const text = '{{#a}}A {{a}}{{/a}}{{^a}}no A{{/a}} {{#b}}B{{/b}}{{^b}}no B{{/b}}'
    expect(templateForDisplay(text)).not.toMatch(/\{\{\s*[#^/]/)
    expect(templateForDisplay(text)).toBe('A {{a}} B')
  })
})
