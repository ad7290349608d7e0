import { describe, expect, it } from 'vitest'
import { findUnsupportedClaims } from './email-claims.ts'

const figures = (email: string, facts: string[] = [], template?: string) =>
  findUnsupportedClaims(email, { facts, template })
    .filter((c) => c.kind === 'figure')
    .map((c) => c.text)
const claims = (email: string, facts: string[] = [], template?: string) =>
  findUnsupportedClaims(email, { facts, template })
    .filter((c) => c.kind === 'claim')
    .map((c) => c.text)

describe('findUnsupportedClaims: figures', () => {
  it('lists a number no input holds, as written in the email', () => {
    expect(figures('It now has 1,200 sign-ups.')).toEqual(['1,200'])
    expect(figures('Retention went up 40% in a month.')).toEqual(['40%'])
    expect(figures('It won a ₹20,000 prize.')).toEqual(['₹20,000'])
    expect(figures('Queries got 3x faster.')).toEqual(['3x'])
    expect(figures('We reached 10k users.')).toEqual(['10k'])
    expect(figures('I have 2 years of experience.', ['React'])).toContain('2 years')
  })

  it('reads "1,200" and "1200", "10k" and "10,000", "₹20,000" and "Rs. 20000" as the same figure', () => {
    expect(figures('It has 1,200 sign-ups.', ['1200 sign-ups'])).toEqual([])
    expect(figures('It has 1200 sign-ups.', ['1,200 sign-ups'])).toEqual([])
    expect(figures('We reached 10k users.', ['Grew to 10,000 users'])).toEqual([])
    expect(figures('A ₹20,000 prize.', ['Won Rs. 20000 at a hackathon'])).toEqual([])
    expect(figures('A 1.5x speed-up.', ['1.5x faster builds'])).toEqual([])
    expect(figures('Raised ₹2 crore.', ['₹2,00,00,000 raised'])).toEqual([])
  })

  it('keeps the unit: "40 users" does not back "40%", nor "3 years" a "3x"', () => {
    expect(figures('Retention went up 40%.', ['40 users'])).toEqual(['40%'])
    expect(figures('It is 3x faster.', ['3 years of Python'])).toEqual(['3x'])
    expect(figures('Retention went up 40 percent.', ['retention +40%'])).toEqual([])
    // a bare number in the email is backed by the same number with any unit
    expect(figures('We were 40 in the team.', ['40%'])).toEqual([])
  })

  it('takes years, seasons and dates the facts hold', () => {
    const facts = [
      'Product intern, Zeta (Summer 2025)',
      'B.Tech, VIT Vellore (2026)',
      'Hackathon, 12 March 2024',
    ]
    expect(figures('I interned at Zeta in Summer 2025 and graduate in 2026.', facts)).toEqual([])
    expect(figures('On 12 March 2024 I won.', facts)).toEqual([])
    expect(figures('I graduate in 2027.', facts)).toEqual(['2027'])
    expect(figures('Summer 2025 to 2026.', facts)).toEqual([])
  })

  it('takes the figures the template gives (a 15-minute call, 15 to 20 hours a week)', () => {
    const template = 'Would you be open to a 15-minute call? I can give {{company}} 15 to 20 hours a week.'
    expect(figures('Would you be open to a 15-minute call?', [], template)).toEqual([])
    expect(figures('Could we talk for 15 minutes?', [], template)).toEqual([])
    expect(figures('I can give Acme 15 to 20 hours a week.', [], template)).toEqual([])
    expect(figures('Would you be open to a 30-minute call?', [], template)).toEqual(['30-minute'])
  })

  it('ignores digits in words, links, versions and addresses', () => {
    const email = 'I follow Web3 and COVID-19 work: https://asha99.dev/v2/p/123 and asha99@mail.com, v1.2.'
    expect(figures(email, ['https://asha99.dev/v2/p/123'])).toEqual([])
    expect(
      figures('See https://github.com/asha/repo-42 for it.', ['https://github.com/asha/repo-42']),
    ).toEqual([])
  })

  it('drops the full stop or comma that ends a sentence after a figure', () => {
    expect(findUnsupportedClaims('It reached 1,200.', { facts: [] })).toEqual([
      { text: '1,200', kind: 'figure' },
    ])
    expect(figures('In 2024, we began.')).toEqual(['2024'])
  })

  it('lists each figure once, in the order of the email', () => {
    expect(figures('50 users, then 80 users, then 50 users again.')).toEqual(['50', '80'])
  })
})

describe('findUnsupportedClaims: claims', () => {
  it('lists a first-person accomplishment no fact backs', () => {
    expect(claims('Since I wrote, I’ve added a small update to my work here.')).toEqual([
      'Since I wrote, I’ve added a small update to my work here.',
    ])
    expect(claims('Last month I built a small project that solves a problem similar to yours.')).toHaveLength(
      1,
    )
    expect(claims('I led a team of five at college.')).toHaveLength(1)
    expect(claims('I worked at Zomato last summer.')).toHaveLength(1)
    expect(claims('We won the Smart India Hackathon.')).toHaveLength(1)
    expect(claims("I'm currently building a budgeting app.")).toHaveLength(1)
    expect(claims('I was a finalist at HackIndia.')).toHaveLength(1)
    expect(claims('- Shipped a payments dashboard')).toHaveLength(1)
  })

  it('accepts a claim a fact appears in, case and punctuation aside', () => {
    const facts = ['Zomato', 'Budget Buddy', 'https://asha.dev', 'Smart India Hackathon', 'IIT Bombay']
    expect(claims('I worked at zomato last summer.', facts)).toEqual([])
    expect(claims('Last month I built Budget Buddy, a budgeting app.', facts)).toEqual([])
    expect(claims("You can see what I've built here: https://asha.dev.", facts)).toEqual([])
    expect(claims('We won the Smart-India Hackathon.', facts)).toEqual([])
  })

  it('takes a link as backing for a claim, but not for one dated by the email itself', () => {
    const facts = ['https://asha.dev', 'github.com/asha', 'Budget Buddy']
    expect(claims("You can see some of what I've built here: https://asha.dev.", facts)).toEqual([])
    expect(claims('I built these: github.com/asha', facts)).toEqual([])
    expect(
      claims("Since I wrote, I've added a small update to my work here: https://asha.dev.", facts),
    ).toHaveLength(1)
    expect(claims('Last month I built a small project like yours: https://asha.dev.', facts)).toHaveLength(1)
    expect(claims('Last month I built Budget Buddy: https://asha.dev.', facts)).toEqual([])
    // nor by a resume line that holds the link among other things
    const line = ['asha@example.com | github.com/asha | linkedin.com/in/asha']
    expect(claims('Last month I built a small project: github.com/asha.', line)).toHaveLength(1)
  })

  it('accepts a claim that repeats three words of a longer fact', () => {
    const facts = ['Built a budgeting app used by 1,200 students at VIT']
    expect(claims('I built a budgeting app that students use.', facts)).toEqual([])
    expect(claims('I built a chess engine.', facts)).toHaveLength(1)
  })

  it('never takes the template as backing for a claim', () => {
    const template =
      'Last month I built a small project that solves a problem similar to the one {{company}} works on.'
    const email = 'Last month I built a small project that solves a problem similar to the one Acme works on.'
    expect(claims(email, [], template)).toEqual([email])
  })

  it("never takes the company's own values as backing for a claim, only for its figures", () => {
    const email = 'Last month I built a small project like the one Acme works on. Acme raised ₹20 Cr.'
    expect(findUnsupportedClaims(email, { facts: [], company: ['Acme', 'Raised ₹20 crore'] })).toEqual([
      { text: 'Last month I built a small project like the one Acme works on.', kind: 'claim' },
    ])
  })

  it('leaves a claim still waiting on a {{variable}} to the placeholder check', () => {
    expect(claims("You can see what I've built here: {{portfolio}}.")).toEqual([])
    expect(claims("You can see what I've built here: {{ portfolio | my site }}.")).toEqual([])
  })

  it('does not back a claim with a fact of stopwords or a small number', () => {
    expect(claims('I built a thing in 2 days.', ['a', 'the', '2', 'I'])).toHaveLength(1)
  })

  it('leaves ordinary cold-email sentences alone', () => {
    const template = [
      'Would you be open to a 15-minute call this week, or could you point me to the right person?',
      "I'd love to join as a Product intern this season and help where the team is stretched thin.",
      "I'm Asha Verma, a student at IIT Bombay, and I've been following what Acme is building.",
      "I've been using Acme for a week and have a few notes.",
      "I'd like to bring these skills to what Acme is building in Fintech.",
      "I know your inbox is busy, so I'm bringing my note back to the top.",
      'I can start within two weeks. I work with React and SQL. I enjoy this kind of work.',
      'If now isn\'t the right time, a quick "not now" is completely fine, and I\'ll check back in a few months.',
      'Thanks for reading,\nAsha Verma',
    ].join('\n\n')
    expect(findUnsupportedClaims(template, { facts: ['Asha Verma', 'IIT Bombay'], template })).toEqual([])
  })

  it('lists a figure inside an unbacked claim only once, as the claim', () => {
    const found = findUnsupportedClaims('I grew sign-ups by 40% at Zeta. It took 3 weeks.', { facts: [] })
    expect(found).toEqual([
      { text: 'I grew sign-ups by 40% at Zeta.', kind: 'claim' },
      { text: '3 weeks', kind: 'figure' },
    ])
  })

  it('still lists a figure the facts lack inside a backed claim', () => {
    expect(findUnsupportedClaims('I worked at Zeta on 40% of the backend.', { facts: ['Zeta'] })).toEqual([
      { text: '40%', kind: 'figure' },
    ])
  })

  it('answers each finding as an exact substring of the email', () => {
    const email = 'Hi Priya,\n\nLast month I built a tool that cut costs by 30%.  It has 1,200 users.\n\nBest'
    for (const f of findUnsupportedClaims(email, { facts: [] })) expect(email).toContain(f.text)
  })
})

describe('findUnsupportedClaims on huge inputs', () => {
  it('answers at once for a pasted novel, many facts and digit runs', () => {
    const email = `${'I built 1,2,3,4,5 things. '.repeat(5_000)}${'9,'.repeat(50_000)}`
    const facts = Array.from({ length: 5_000 }, (_, i) => `fact number ${i} ${'word '.repeat(200)}`)
    const start = performance.now()
    const found = findUnsupportedClaims(email, { facts, template: '1,'.repeat(100_000) })
    expect(performance.now() - start).toBeLessThan(1_000)
    expect(found.length).toBeLessThanOrEqual(50)
  })
})
