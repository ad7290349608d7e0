import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { resumeFacts } from '@coldstart/contract'
import { SAMPLE_RESUME_TEXT } from '../../testing/fixtures/resume-sample.ts'
import { extractResumeFacts } from './resume-facts.ts'

describe('extractResumeFacts', () => {
  it('reads name, email, links, education, experience and skills from a student resume', () => {
    const facts = extractResumeFacts(SAMPLE_RESUME_TEXT)
    expect(facts.name).toBe('Asha Verma')
    expect(facts.email).toBe('asha.verma@example.com')
    expect(facts.links).toEqual([
      { label: 'LinkedIn', url: 'https://linkedin.com/in/asha-verma' },
      { label: 'GitHub', url: 'https://github.com/ashaverma' },
    ])
    expect(facts.skills).toEqual([
      'Python',
      'SQL',
      'JavaScript',
      'Figma',
      'Excel',
      'Google Analytics',
      'Notion',
      'Public Speaking',
      'Copywriting',
    ])
    expect(facts.education[0]).toMatchObject({
      institution: 'Indian Institute of Technology Delhi',
      degree: 'B.Tech in Computer Science',
      period: '2022 – 2026',
    })
    expect(facts.education[1]).toMatchObject({ institution: 'Delhi Public School', period: '2022' })
    expect(facts.experience).toHaveLength(2)
    expect(facts.experience[0]).toMatchObject({
      role: 'Growth Intern',
      organisation: 'Zepto',
      period: 'May 2025 – Jul 2025',
    })
    expect(facts.experience[0]!.highlights[0]).toMatch(/^Ran 14 referral experiments/)
    expect(facts.experience[1]).toMatchObject({
      role: 'Marketing Volunteer',
      organisation: 'Rotaract Club',
      period: '2024 - Present',
    })
  })

  it('finds known skills anywhere when there is no skills section, and a labelled name', () => {
    const facts = extractResumeFacts(
      'Name: Ravi Kumar\nI built dashboards in Python and Tableau, and I know Go.',
    )
    expect(facts.name).toBe('Ravi Kumar')
    expect(facts.skills).toEqual(['Python', 'Go', 'Tableau'])
    expect(facts.education).toEqual([])
    expect(facts.experience).toEqual([])
  })

  it('title-cases an upper-case name and reads inline "Skills:" headings', () => {
    const facts = extractResumeFacts('PRIYA NAIR\npriya@example.in\nSKILLS: Canva, SEO, Content Writing')
    expect(facts.name).toBe('Priya Nair')
    expect(facts.skills).toEqual(['Canva', 'SEO', 'Content Writing'])
  })

  it('returns empty facts for empty text', () => {
    expect(extractResumeFacts('')).toEqual({
      name: null,
      email: null,
      education: [],
      skills: [],
      links: [],
      experience: [],
    })
  })

  it('never throws and always matches the contract schema, whatever the text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 400 }), (text) => {
        expect(resumeFacts.safeParse(extractResumeFacts(text)).success).toBe(true)
      }),
      { numRuns: 300 },
    )
  })
})
