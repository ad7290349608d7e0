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

Hi Priya Sharma,

I'm Asha Verma, a student at IIT Bombay, and I've been following what Paywise is building. I'd love to join as a Product intern this season and help where the team is stretched thin.

I work with Payments APIs, React and SQL, and you can see some of what I've built here: https://asha.dev. Paywise's focus on payments is exactly where I want to put these skills to work.

Would you be open to a 15-minute call this week, or could you point me to the right person?

Thanks for reading,
Asha Verma`)
  })

  it('invents nothing: with no data, only the company and the recipient are filled and nothing is added', () => {
    const template = DEMO_EMAIL_TEMPLATES[0]!.templateContent
    const { text, unfilled } = writeOffline(template, empty)
    expect(unfilled.sort()).toEqual(['college', 'portfolio', 'role', 'sender_name', 'skills'])
    expect(text).toBe(
      template.replaceAll('{{company}}', 'Paywise').replaceAll('{{recipient_name}}', 'Priya Sharma'),
    )
    expect(tieInSentence(empty)).toBeNull()
  })

  it('without an overlap, ties the skills to the sector in words that claim nothing', () => {
    const facts = { ...full, sender: { ...full.sender, skills: ['Figma'], domains: [] } }
    expect(tieInSentence(facts)).toBe(
      "I'd like to bring these skills to what Paywise is building in Fintech.",
    )
    const domainsOnly = { ...full, sender: { ...full.sender, skills: [], domains: ['Design'] } }
    expect(tieInSentence(domainsOnly)).toBe(
      "I'm keen to grow in Design, and Paywise's work in Fintech is where I'd like to do it.",
    )
  })

  it('matches a preferred domain to a tag, and reads tags as words', () => {
    const design = { ...full, sender: { ...full.sender, skills: [], domains: ['Design'] } }
    const facts = { ...design, company: { ...full.company, tags: ['design-systems'] } }
    expect(tieInSentence(facts)).toBe(
      "Paywise's focus on design systems is exactly the Design work I want to do.",
    )
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
    const team = { ...full, recipients: [...two.recipients, { name: 'Meera Iyer', role: null }] }
    expect(writeOffline('Hi {{first_name}}', team).text).toBe('Hi Paywise team')
    expect(writeOffline('Hi {{first_name|there}}, {{github}}', full).text).toBe(
      'Hi Priya, https://github.com/asha',
    )
    expect(writeOffline('Hi {{linkedin|there}}', empty).text).toBe('Hi there')
  })
})
