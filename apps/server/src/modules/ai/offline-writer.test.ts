import { describe, expect, it } from 'vitest'
import { unfilledVariables } from '@coldstart/contract'
import { DEMO_EMAIL_TEMPLATES } from '../../db/seed/email-templates.ts'
import type { EmailFacts } from './email-facts.ts'
import { tieInSentence, writeOffline } from './offline-writer.ts'

const full: EmailFacts = {
  sender: {
    name: 'Asha Verma',
    education: 'B.Tech Computer Science, IIT Bombay, 2026',
    skills: ['React', 'Payments APIs', 'SQL'],
    domains: ['Product'],
    portfolio: 'https://asha.dev',
    linkedin: 'https://linkedin.com/in/asha',
    github: 'https://github.com/asha',
    otherLinks: [],
    experienceYears: 1,
    resumeText: 'Asha Verma',
    resumeFacts: null,
  },
  recipients: [{ name: 'Priya Sharma', role: 'Founder' }],
  company: {
    name: 'Paywise',
    sector: 'Fintech',
    tags: ['payments', 'b2b'],
    description: 'Payments for small shops.',
    location: 'Bengaluru',
    stage: 'Seed',
    funding: '$2M',
    isHiring: true,
  },
}

const empty: EmailFacts = {
  sender: {
    ...full.sender,
    name: null,
    education: null,
    skills: [],
    domains: [],
    portfolio: null,
    linkedin: null,
    github: null,
  },
  recipients: [{ name: 'Priya Sharma', role: null }],
  company: { ...full.company, sector: null, tags: [], description: null, location: null },
}

describe('the offline writer', () => {
  it.each(DEMO_EMAIL_TEMPLATES.map((t) => [t.title, t.templateContent] as const))(
    'fills every variable of "%s" from a full profile',
    (_title, template) => {
      const { text, unfilled } = writeOffline(template, full)
      expect(unfilled).toEqual([])
      expect(unfilledVariables(text)).toEqual([])
      expect(text).not.toMatch(/undefined|null/)
    },
  )

  it('writes the short ask for a founder, with one sentence tying a real skill to a real tag', () => {
    const { text } = writeOffline(DEMO_EMAIL_TEMPLATES[0]!.templateContent, full)
    expect(text).toBe(`Subject: Product internship at Paywise?

Hi Priya,

I'm Asha Verma, a B.Tech Computer Science student at IIT Bombay. I've been following the work Paywise does on payments for small shops, and I'd love to join as an intern working on product.

I work with Payments APIs, React and SQL. ${tieInSentence(full)} Some of my work: https://asha.dev

Would you be open to a 15-minute call this week?

Thanks for reading,
Asha Verma`)
    expect(tieInSentence(full)).toMatch(/payments/)
    expect(tieInSentence(full)).toMatch(/Payments APIs/)
  })

  it('invents nothing: with no data, only what the app knows is filled, and nothing is added', () => {
    const template = DEMO_EMAIL_TEMPLATES[0]!.templateContent
    const { text, unfilled } = writeOffline(template, empty)
    expect(unfilled).toEqual(['sender_name'])
    expect(text).toBe(`Subject: Internship at Paywise?

Hi Priya,

I'm {{sender_name}}. I've been following what Paywise is building, and I'd love to join as an intern.

I'm happy to start with a small, well-defined task so you can judge my work first.

Would you be open to a 15-minute call this week?

Thanks for reading,
{{sender_name}}`)
    expect(tieInSentence(empty)).toBeNull()
  })

  it('adds no sentence when no skill or domain meets a tag, and varies its words between companies', () => {
    const facts = { ...full, sender: { ...full.sender, skills: ['Figma'], domains: [] } }
    expect(tieInSentence(facts)).toBeNull()
    const domainsOnly = { ...full, sender: { ...full.sender, skills: [], domains: ['Design'] } }
    expect(tieInSentence(domainsOnly)).toBeNull()
    const names = ['Paywise', 'Rotawise', 'Helpdeck', 'Tenderbox', 'Redline Desk', 'Fieldnote']
    const sentences = names.map((name) => tieInSentence({ ...full, company: { ...full.company, name } }))
    expect(
      new Set(
        sentences.map((x) =>
          x!.replaceAll(/Paywise|Rotawise|Helpdeck|Tenderbox|Redline Desk|Fieldnote/g, 'X'),
        ),
      ).size,
    ).toBeGreaterThan(1)
  })

  it('matches a preferred domain to a tag, and reads tags as words', () => {
    const design = { ...full, sender: { ...full.sender, skills: [], domains: ['Design'] } }
    const facts = { ...design, company: { ...full.company, tags: ['design-systems'] } }
    expect(tieInSentence(facts)).toMatch(/design systems/)
    expect(tieInSentence(facts)).toMatch(/the design work|Design is what/)
  })

  it('adds no sentence to a follow-up that does not talk about skills, and keeps [notes] for the student', () => {
    const thanks = DEMO_EMAIL_TEMPLATES.find(
      (t) => t.title === 'Thank-you after an interview',
    )!.templateContent
    const { text } = writeOffline(thanks, full)
    expect(text).not.toContain('focus on')
    expect(text).toContain('[something specific from the call]')
  })

  it('greets two people by first name, a team by company, and takes a fallback after the bar', () => {
    const two = {
      ...full,
      recipients: [
        { name: 'Priya Sharma', role: null },
        { name: 'Ravi Kumar', role: null },
      ],
    }
    expect(writeOffline('Hi {{recipient_name}}', two).text).toBe('Hi Priya and Ravi')
    expect(writeOffline('Hi {{recipient_first_name}}', two).text).toBe('Hi Priya and Ravi')
    const team = { ...full, recipients: [...two.recipients, { name: 'Meera Iyer', role: null }] }
    expect(writeOffline('Hi {{first_name}}', team).text).toBe('Hi Paywise team')
    const mailbox = { ...full, recipients: [{ name: 'Hiring Team', role: null, team: true }] }
    expect(writeOffline('Hi {{recipient_first_name}}', mailbox).text).toBe('Hi Hiring Team')
    expect(writeOffline('Hi {{first_name|there}}, {{github}}', full).text).toBe(
      'Hi Priya, https://github.com/asha',
    )
    expect(writeOffline('Hi {{linkedin|there}}', empty).text).toBe('Hi there')
  })
})

describe('facts from a resume', () => {
  const withResume = (resumeFacts: NonNullable<EmailFacts['sender']['resumeFacts']>): EmailFacts => ({
    ...full,
    sender: { ...full.sender, resumeFacts },
  })
  const base = { name: null, email: null, education: [], skills: [], links: [], experience: [], projects: [] }
  const template =
    '{{#project}}Most relevant so far: {{project}}.{{/project}} {{#achievement}}One result: {{achievement}}.{{/achievement}}'

  it('takes a project when there is no experience, and a figure from its description as written', () => {
    const facts = withResume({
      ...base,
      projects: [
        {
          name: 'Campus Bites',
          description:
            'A canteen pre-ordering app\nGrew to 1,200 sign-ups in the first semester (Summer 2025).',
          link: null,
        },
      ],
    })
    expect(writeOffline(template, facts).text).toBe(
      'Most relevant so far: Campus Bites, a canteen pre-ordering app. One result: it grew to 1,200 sign-ups in the first semester (Summer 2025).',
    )
  })

  it('writes a resume bullet as a sentence and ties a bare figure to its project', () => {
    const facts = withResume({
      ...base,
      projects: [
        { name: 'Churn model', description: 'scikit-learn baseline (F1 0.82)', link: null },
        { name: 'Titanic', description: 'Kaggle rank 120 of 14,000', link: null },
      ],
      experience: [
        {
          role: 'Data Intern',
          organisation: 'Rotawise',
          period: null,
          highlights: ['Reduced weekly report time by 40%.'],
        },
      ],
    })
    expect(writeOffline(template, facts).text).toBe(
      'Most relevant so far: Data Intern at Rotawise. One result: I reduced weekly report time by 40%.',
    )
    const noExperience = withResume({ ...facts.sender.resumeFacts!, experience: [] })
    expect(writeOffline(template, noExperience).text).toBe(
      'Most relevant so far: Churn model. One result: a scikit-learn baseline (F1 0.82).',
    )
    const picked = {
      ...noExperience,
      sender: {
        ...noExperience.sender,
        picks: { project: 'Titanic', achievement: 'Titanic (Kaggle rank 120 of 14,000)' },
      },
    }
    expect(writeOffline(template, picked).text).toBe(
      'Most relevant so far: Titanic. One result: Kaggle rank 120 of 14,000.',
    )
    // a result alone still says where it happened
    expect(writeOffline('{{achievement}}.', picked).text).toBe('Titanic (Kaggle rank 120 of 14,000).')
  })

  it('reads facts kept by an older reader, without projects', () => {
    const old = { ...base, projects: undefined } as unknown as NonNullable<
      EmailFacts['sender']['resumeFacts']
    >
    expect(writeOffline(template, withResume(old)).text).toBe('')
  })
})

describe('sentences a person would write', () => {
  it('says the role in lower case mid-sentence and with a capital where it opens the subject', () => {
    const data = { ...full, sender: { ...full.sender, domains: ['Data'] } }
    const { text } = writeOffline(DEMO_EMAIL_TEMPLATES[0]!.templateContent, data)
    expect(text).toMatch(/^Subject: Data internship at Paywise\?/)
    expect(text).toMatch(/as an intern working on data\./)
    expect(text).not.toMatch(/this season|intern in/)
  })

  it('reads no business-model tag as what the company works on', () => {
    const tagsOnly = {
      ...full,
      company: { ...full.company, description: null, tags: ['api', 'b2b', 'payments', 'lending', 'upi'] },
    }
    const { text } = writeOffline(DEMO_EMAIL_TEMPLATES[0]!.templateContent, tagsOnly)
    expect(text).toMatch(/the work Paywise does on payments and lending,/)
  })
})

describe('the offline writer on hostile templates', () => {
  // `{{skills|` repeated: a skills pattern reading `[^}]*` would run to the end of the text from every one of
  // them, quadratic in the text. Linear means four times the text takes about four times as long: a ratio in
  // one run, so a busy machine slows both sides alike.
  it('writes `{{skills|` repeated in linear time', () => {
    const bestOfFive = (text: string) => {
      let best = Infinity
      for (let i = 0; i < 5; i++) {
        const started = performance.now()
        writeOffline(text, full)
        best = Math.min(best, performance.now() - started)
      }
      return best
    }
    for (const [small, large] of [
      [2_222, 8_888],
      [5_000, 20_000],
    ] as const) {
      const ratio = bestOfFive('{{skills|'.repeat(large)) / Math.max(bestOfFive('{{skills|'.repeat(small)), 5)
      expect(ratio, `${small} → ${large} repeats`).toBeLessThan(10)
    }
    // and a fallback still reads as one
    expect(writeOffline('I work with {{skills|many tools}}.', empty).text).toBe('I work with many tools.')
  })
})
