import { describe, expect, it } from 'vitest'
import { COACH_WEIGHTS, coachEmail, countWords, type CoachCheckId, type CoachInput } from './email-coach.ts'
import { threadCpuMs } from './testing/thread-cpu.ts'

const company = { name: 'Acme Pay', details: ['Fintech', 'payments', 'Bengaluru'] }

const GOOD_BODY = `Hi Priya,

I'm Asha, a Computer Science student at IIT Bombay, and I've been following how Acme Pay is making payments simple for small shops.

I work with React, SQL and user research, and you can see what I have built here: https://asha.dev.

Would you be open to a 15-minute call this week about a Product internship?

Thanks for reading,
Asha Verma`

const good: CoachInput = { subject: 'Product internship at Acme Pay?', body: GOOD_BODY, company }

const check = (input: Partial<CoachInput>, id: CoachCheckId) =>
  coachEmail({ ...good, ...input }).checks.find((c) => c.id === id)!

/** One sentence of `n` words. */
const words = (n: number) => `${Array.from({ length: n }, () => 'word').join(' ')}.`

describe('coachEmail', () => {
  it('gives a good email full marks and no fix', () => {
    const report = coachEmail(good)
    expect(report.checks.filter((c) => !c.passed)).toEqual([])
    expect(report.score).toBe(100)
    expect(report.topFix).toBeNull()
    expect(report.words).toBe(countWords(GOOD_BODY))
  })

  it('weighs its checks to 100 and reports every one with a label and a detail', () => {
    expect(Object.values(COACH_WEIGHTS).reduce((a, b) => a + b, 0)).toBe(100)
    const report = coachEmail(good)
    expect(report.checks.map((c) => c.id).sort()).toEqual(Object.keys(COACH_WEIGHTS).sort())
    for (const c of report.checks) {
      expect(c.label).not.toBe('')
      expect(c.detail).not.toBe('')
      expect(c.weight).toBe(COACH_WEIGHTS[c.id])
    }
  })

  it('scores a wall of text with three asks and {{company}} low', () => {
    const wall = `Hi {{recipient_name}}, I am writing to you because I am very interested in {{company}}. ${'I have many skills and I am a hard worker who learns fast. '.repeat(
      14,
    )}Could you tell me about openings? Would you share the team's plans? Can we talk on Friday?`
    const report = coachEmail({ subject: 'Internship', body: wall, company })
    expect(report.score).toBeLessThan(40)
    expect(report.topFix).toContain('{{recipient_name}}')
  })

  it('orders emails by how ready they are to send', () => {
    const missingDetail = coachEmail({
      ...good,
      body: GOOD_BODY.replace(' making payments simple for small shops', ' doing'),
    })
    const leftVariable = coachEmail({ ...good, body: GOOD_BODY.replace('Priya', '{{first_name}}') })
    const both = coachEmail({
      ...good,
      body: GOOD_BODY.replace('Priya', '{{first_name}}').replace(
        ' making payments simple for small shops',
        ' doing',
      ),
    })
    expect(coachEmail(good).score).toBeGreaterThan(missingDetail.score)
    expect(missingDetail.score).toBeGreaterThanOrEqual(80)
    expect(leftVariable.score).toBeGreaterThanOrEqual(80)
    expect(both.score).toBeLessThan(Math.min(missingDetail.score, leftVariable.score))
    expect(Number.isInteger(both.score)).toBe(true)
  })
})

describe('coach check: length', () => {
  const body = (n: number) => `${words(n - 7)} Could you reply to Acme Pay payments?`
  it('passes 50 to 150 words and says so', () => {
    expect(countWords(body(50))).toBe(50)
    expect(check({ body: body(50) }, 'length')).toMatchObject({
      passed: true,
      detail: '50 words: good',
      fix: null,
    })
    expect(check({ body: body(150) }, 'length')).toMatchObject({ passed: true, detail: '150 words: good' })
  })
  it('fails 49 words as too short and 151 as too long, with a fix', () => {
    const short = check({ body: body(49) }, 'length')
    expect(short).toMatchObject({ passed: false, detail: '49 words: too short (aim for 50–150)' })
    expect(short.fix).toMatch(/why this company/)
    const long = check({ body: body(151) }, 'length')
    expect(long).toMatchObject({ passed: false, detail: '151 words: too long (aim for 50–150)' })
    expect(long.fix).toMatch(/150 words or fewer/)
  })
  it('counts an empty body as 0 words', () => {
    expect(coachEmail({ ...good, body: '' }).words).toBe(0)
    expect(check({ body: '  \n ' }, 'length').detail).toBe('0 words: too short (aim for 50–150)')
  })
})

describe('coach check: company detail', () => {
  const body = (line: string) => `Hi Priya,\n\n${line}\n\nCould we talk?`
  it('passes when the body names a detail, whatever its case or number', () => {
    expect(check({ body: body('I love how Acme Pay does PAYMENT links.') }, 'company-detail')).toMatchObject({
      passed: true,
      detail: 'Mentions “payments”',
    })
    expect(
      check({ body: body('Fintech in Bengaluru is where I want to be.') }, 'company-detail').passed,
    ).toBe(true)
    const tags = { name: 'Acme', details: ['customer-support', 'batteries'] }
    expect(check({ company: tags, body: body('Customer support is hard.') }, 'company-detail').passed).toBe(
      true,
    )
    expect(check({ company: tags, body: body('Battery tech is hard.') }, 'company-detail').passed).toBe(true)
  })
  it('does not count the bare name, even one made of a detail word', () => {
    const named = { name: 'Acme Payments', details: ['payments', 'Fintech'] }
    const result = check({ company: named, body: body('I admire Acme Payments a lot.') }, 'company-detail')
    expect(result).toMatchObject({
      passed: false,
      detail: 'Nothing here is about Acme Payments in particular',
    })
    expect(result.fix).toBe(
      'Add one line on what Acme Payments works on (e.g. “payments”) and why it interests you.',
    )
  })
  it('needs two distinctive words of a long description', () => {
    const described = {
      name: 'Acme',
      details: ['Acme helps kirana stores accept UPI payments and manage credit for their customers'],
    }
    expect(
      check({ company: described, body: body('I want to help stores grow.') }, 'company-detail').passed,
    ).toBe(false)
    expect(
      check({ company: described, body: body('Kirana stores taking UPI is a big shift.') }, 'company-detail')
        .passed,
    ).toBe(true)
  })
  it('passes when nothing is known about the company', () => {
    const unknown = check({ company: { name: 'Acme', details: [] }, body: body('Hello.') }, 'company-detail')
    expect(unknown).toMatchObject({ passed: true, detail: 'Nothing is known about Acme to check against' })
  })
  it('does not count a generic detail such as "India"', () => {
    const generic = { name: 'Acme', details: ['India', 'startup'] }
    expect(
      check({ company: generic, body: body('Startups in India are great.') }, 'company-detail').passed,
    ).toBe(false)
  })
})

describe('coach check: one ask', () => {
  const body = (asks: string) => `Hi Priya,\n\nI am Asha and I like Acme Pay payments.\n\n${asks}\n\nThanks`
  it('passes one question, or one request without a question mark', () => {
    expect(
      check(
        { body: body('Would you be open to a call, or could you point me to the right person?') },
        'one-ask',
      ),
    ).toMatchObject({ passed: true, detail: '1 ask: good', fix: null })
    expect(check({ body: body('Let me know if a short call works.') }, 'one-ask').passed).toBe(true)
    expect(
      check({ body: body("If there's a fit, I'd be grateful for a short conversation.") }, 'one-ask').passed,
    ).toBe(true)
    expect(check({ body: body('I can share a walkthrough or jump on a call.') }, 'one-ask').passed).toBe(true)
  })
  it('fails no ask, and an offer alone is not one', () => {
    const none = check({ body: body('Happy to send them over if useful.') }, 'one-ask')
    expect(none).toMatchObject({ passed: false, detail: 'No clear ask' })
    expect(none.fix).toMatch(/one question/)
  })
  it('fails three asks and names them', () => {
    const three = check(
      { body: body('Are you hiring? Could you share the plan. Please let me know soon.') },
      'one-ask',
    )
    expect(three).toMatchObject({ passed: false, detail: '3 asks: keep one' })
    expect(three.fix).toContain('“Are you hiring?”')
  })
})

describe('coach check: short paragraphs', () => {
  it('passes paragraphs of up to 3 sentences and 60 words', () => {
    const ok = `${words(60)}\n\nOne. Two. Three.`
    expect(check({ body: ok }, 'short-paragraphs')).toMatchObject({ passed: true, fix: null })
  })
  it('fails a paragraph of 4 sentences, or of 61 words, and points at it', () => {
    const four = check({ body: 'Hi,\n\nOne here. Two here. Three here. Four here.' }, 'short-paragraphs')
    expect(four).toMatchObject({
      passed: false,
      detail: '1 paragraph too long for a phone (longest: 4 sentences, 8 words)',
    })
    expect(four.fix).toBe(
      'Split the paragraph starting “One here. Two here. Three her…”: at most 3 sentences or 60 words each.',
    )
    expect(check({ body: `${words(61).replace(/\./g, '')}.` }, 'short-paragraphs').passed).toBe(false)
  })
  it('reads the lines of a sign-off as short', () => {
    expect(
      check({ body: 'Thanks,\nAsha Verma\nIIT Bombay\nhttps://asha.dev' }, 'short-paragraphs').passed,
    ).toBe(true)
  })
})

describe('coach check: placeholders', () => {
  it('fails any {{variable}} left in the subject or the body, known or not', () => {
    const left = check(
      { subject: 'Hi from {{sender_name}}', body: `${GOOD_BODY} {{company}} {{whatever}}` },
      'variables',
    )
    expect(left).toMatchObject({
      passed: false,
      detail: '3 placeholders left: {{sender_name}}, {{company}}, {{whatever}}',
      fix: 'Replace {{sender_name}} with the real value (or cut the sentence).',
    })
  })
  it("fails a template's bracketed note such as [Mutual connection]", () => {
    const left = check({ body: '[Mutual connection] suggested I write.' }, 'variables')
    expect(left).toMatchObject({ passed: false, detail: '1 placeholder left: [Mutual connection]' })
    expect(left.fix).toBe('Replace [Mutual connection] with the real name (or cut the sentence).')
  })
  it('fails a section tag or a lone {{ or }} left by a broken template (the walk: "{{#role}}Data internship")', () => {
    const left = check({ subject: '{{#role}}Data internship at Vaani Labs?', body: GOOD_BODY }, 'variables')
    expect(left).toMatchObject({
      passed: false,
      detail: '1 placeholder left: {{#role}}',
      fix: 'Remove {{#role}}: it is template text, and the founder would see it.',
    })
    expect(check({ body: `${GOOD_BODY} {{/role}} {{ company` }, 'variables')).toMatchObject({
      passed: false,
      detail: '2 placeholders left: {{/role}}, {{',
    })
    expect(check({ body: `${GOOD_BODY} see you }}` }, 'variables')).toMatchObject({
      passed: false,
      detail: '1 placeholder left: }}',
    })
    expect(check({ body: `${GOOD_BODY} {{^portfolio}}` }, 'variables').passed).toBe(false)
  })
  it('passes links and ordinary brackets', () => {
    expect(check({ body: 'See [1] and (this) at https://x.dev/{id}.' }, 'variables').passed).toBe(true)
  })
})

describe('coach check: claims', () => {
  it('fails while a claim or figure is unconfirmed, and names the first', () => {
    const open = check({ unconfirmed: ['I built a payments app', '1,200'] }, 'claims')
    expect(open).toMatchObject({ passed: false, detail: '2 claims or figures to confirm' })
    expect(open.fix).toBe(
      'Make sure “I built a payments app” is true: it is not in your profile or resume. Confirm it, or remove it.',
    )
    expect(check({ unconfirmed: ['40%'] }, 'claims').detail).toBe('1 claim or figure to confirm')
  })
  it('passes when nothing is unconfirmed', () => {
    expect(check({ unconfirmed: [] }, 'claims')).toMatchObject({
      passed: true,
      detail: 'Nothing left to confirm',
    })
    expect(check({ unconfirmed: ['  '] }, 'claims').passed).toBe(true)
  })
})

describe('coach check: subject', () => {
  it('passes up to 60 characters', () => {
    expect(check({ subject: 'x'.repeat(60) }, 'subject')).toMatchObject({
      passed: true,
      detail: '60 characters: good',
    })
  })
  it('fails 61 characters, and an empty subject', () => {
    expect(check({ subject: 'x'.repeat(61) }, 'subject')).toMatchObject({
      passed: false,
      detail: '61 characters: cut off on a phone (aim for 60 or fewer)',
    })
    expect(check({ subject: '   ' }, 'subject')).toMatchObject({ passed: false, detail: 'No subject' })
  })
  it('counts characters, not UTF-16 units', () => {
    expect(check({ subject: '😀'.repeat(60) }, 'subject').passed).toBe(true)
  })
})

describe('coach check: spam words', () => {
  it.each([
    ['Guaranteed results for your team.', '“guaranteed”'],
    ['Get a FREE audit.', '“free”'],
    ['This is urgent.', '“urgent”'],
    ['Act now, please.', '“act now”'],
    ['I am 100% committed.', '“100%”'],
    ['Hire me!!!', '“!!!”'],
    ['I am REALLY keen.', '“REALLY”'],
  ])('flags %s', (sentence, word) => {
    const result = check({ body: `${GOOD_BODY}\n\n${sentence}` }, 'spam')
    expect(result.passed).toBe(false)
    expect(result.detail).toContain(word)
    expect(result.fix).toContain(word)
  })
  it('leaves ordinary words, college acronyms and the company’s own capitals alone', () => {
    const body = `${GOOD_BODY}\n\nFeel free to reply when you are free to talk. I study at IIITD, SVNIT and NMIMS. I loved the ACMEPAY launch!`
    expect(check({ body, company: { name: 'ACMEPAY', details: [] } }, 'spam')).toMatchObject({ passed: true })
  })
  it('looks at the subject too', () => {
    expect(check({ subject: 'URGENT: internship' }, 'spam').passed).toBe(false)
  })
})

describe('coach: the top fix', () => {
  it('is the fix of the failing check worth most, the first in order among equals', () => {
    const report = coachEmail({
      ...good,
      subject: '',
      unconfirmed: ['1,200'],
      body: `${GOOD_BODY} GUARANTEED`,
    })
    expect(report.score).toBe(100 - COACH_WEIGHTS.subject - COACH_WEIGHTS.claims - COACH_WEIGHTS.spam)
    expect(report.topFix).toBe(report.checks.find((c) => c.id === 'claims')!.fix)
  })
})

describe('coach on huge input', () => {
  it('answers at once for a pasted novel', () => {
    const body = `${'Could you? word word word. '.repeat(20_000)}\n\n`.repeat(3)
    const start = threadCpuMs()
    const report = coachEmail({
      subject: 'x'.repeat(100_000),
      body,
      company: { name: 'A '.repeat(1000), details: Array.from({ length: 1000 }, () => 'word '.repeat(1000)) },
    })
    // CPU time, not the wall clock: a busy machine's wait for a core is not the coach's
    expect(threadCpuMs() - start).toBeLessThan(1_000)
    expect(report.score).toBeLessThan(50)
  })
})
