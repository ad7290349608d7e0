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
      degree: 'B.Tech',
      field: 'Computer Science',
      year: '2026',
      period: '2022 – 2026',
    })
    expect(facts.education[1]).toMatchObject({
      institution: 'Delhi Public School',
      degree: 'Class XII',
      period: '2022',
    })
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

  it('reads the sample project with its description', () => {
    expect(extractResumeFacts(SAMPLE_RESUME_TEXT).projects).toEqual([
      {
        name: 'CampusCart',
        description: 'a marketplace for second-hand textbooks used by 1,200 students',
        link: null,
      },
    ])
  })

  it('keeps seasons, figures and ranges whole (what students saw garbled)', () => {
    const facts = extractResumeFacts(
      [
        'Experience',
        'Research Intern, IIT Kharagpur (Summer 2025)',
        '• Ran a referral drive that brought 1,200 sign-ups (2024)',
        'Design Intern — Cred | Winter ’24',
        '• Raised ₹20,000; lifted conversion 3.5x and retention by 40%',
        'Analyst Intern, Meesho | 06/2023 - Present',
        'Content Intern, Zerodha (Jan–Mar 2025)',
        'Editor, Campus Weekly (2022–26)',
      ].join('\n'),
    )
    expect(facts.experience.map((e) => [e.role, e.organisation, e.period])).toEqual([
      ['Research Intern', 'IIT Kharagpur', 'Summer 2025'],
      ['Design Intern', 'Cred', 'Winter ’24'],
      ['Analyst Intern', 'Meesho', '06/2023 - Present'],
      ['Content Intern', 'Zerodha', 'Jan–Mar 2025'],
      ['Editor', 'Campus Weekly', '2022–26'],
    ])
    expect(facts.experience[0]!.highlights).toEqual([
      'Ran a referral drive that brought 1,200 sign-ups (2024)',
    ])
    expect(facts.experience[1]!.highlights).toEqual([
      'Raised ₹20,000; lifted conversion 3.5x and retention by 40%',
    ])
  })

  it('reads education lines in every order', () => {
    const facts = extractResumeFacts(
      [
        'Education',
        'Computer Science, IIT Bombay, 2027',
        'B.Tech CSE, NIT Trichy, 2026',
        'IIIT Delhi — B.Tech (2023–2027) — CGPA 8.9',
        'BA (Hons) Economics, Ashoka University, 2025 | 8.7/10',
      ].join('\n'),
    )
    expect(
      facts.education.map(({ institution, degree, field, year, grade }) => [
        institution,
        degree,
        field,
        year,
        grade,
      ]),
    ).toEqual([
      ['IIT Bombay', null, 'Computer Science', '2027', null],
      ['NIT Trichy', 'B.Tech', 'CSE', '2026', null],
      ['IIIT Delhi', 'B.Tech', null, '2027', 'CGPA 8.9'],
      ['Ashoka University', 'BA (Hons)', 'Economics', '2025', '8.7/10'],
    ])
  })

  it('joins a wrapped bullet and splits a description into sentences ("e.g." and "Inc." end none)', () => {
    const facts = extractResumeFacts(
      [
        'Experience',
        'Growth Intern, Zepto (May 2024 – Jul 2024)',
        '• Cut p95 latency of the payouts API by 40% by caching merchant limits in',
        'Redis and batching ledger reads',
        'Associate, Product Growth — Dunzo (Jul 2022 – Jun 2024)',
        'Worked with Acme Inc. on a campaign that added 9,000 users. Compared tools, e.g. Mixpanel',
        'and Amplitude, for the team. Grew orders 3.5x.',
      ].join('\n'),
    )
    expect(facts.experience[0]!.highlights).toEqual([
      'Cut p95 latency of the payouts API by 40% by caching merchant limits in Redis and batching ledger reads',
    ])
    expect(facts.experience[1]).toMatchObject({ role: 'Associate, Product Growth', organisation: 'Dunzo' })
    expect(facts.experience[1]!.highlights).toEqual([
      'Worked with Acme Inc. on a campaign that added 9,000 users.',
      'Compared tools, e.g. Mixpanel and Amplitude, for the team.',
      'Grew orders 3.5x.',
    ])
  })

  it('reads a table flattened with tabs and a two-column layout whose lines interleave', () => {
    const table = extractResumeFacts(
      [
        'Education',
        'B.Tech\tElectronics\tNIT Trichy\t2022 – 2026',
        'Experience',
        'Intel\tBengaluru\tJun 2025 – Aug 2025',
        'Design Intern',
      ].join('\n'),
    )
    expect(table.education[0]).toMatchObject({
      institution: 'NIT Trichy',
      degree: 'B.Tech',
      field: 'Electronics',
    })
    expect(table.experience[0]).toMatchObject({
      role: 'Design Intern',
      organisation: 'Intel',
      period: 'Jun 2025 – Aug 2025',
    })
    const side = (left: string, right: string) => `${left.padEnd(30)}${right}`
    const twoColumns = extractResumeFacts(
      [
        'Asha Verma',
        '',
        side('SKILLS', 'EXPERIENCE'),
        side('Python', 'Growth Intern, Zepto'),
        side('SQL', 'May 2025 – Jul 2025'),
        side('EDUCATION', '• Ran 14 experiments'),
        'IIT Delhi',
        'B.Tech, 2026',
      ].join('\n'),
    )
    expect(twoColumns.skills).toEqual(['Python', 'SQL'])
    expect(twoColumns.education[0]).toMatchObject({
      institution: 'IIT Delhi',
      degree: 'B.Tech',
      year: '2026',
    })
    expect(twoColumns.experience[0]).toMatchObject({ role: 'Growth Intern', organisation: 'Zepto' })
  })

  it('reads names in scripts without capitals', () => {
    expect(extractResumeFacts('अनन्या गुप्ता\nananya@example.in').name).toBe('अनन्या गुप्ता')
    expect(extractResumeFacts('கார்த்திகா ராஜன்\nk@example.in').name).toBe('கார்த்திகா ராஜன்')
  })

  it('returns empty facts for empty text', () => {
    expect(extractResumeFacts('')).toEqual({
      name: null,
      email: null,
      education: [],
      skills: [],
      links: [],
      experience: [],
      projects: [],
    })
  })

  it('still parses facts stored before education parts and projects existed', () => {
    const stored = {
      name: 'Asha Verma',
      email: null,
      education: [
        { institution: 'IIT Delhi', degree: 'B.Tech', period: '2026', text: 'IIT Delhi, B.Tech, 2026' },
      ],
      skills: [],
      links: [],
      experience: [],
    }
    expect(resumeFacts.parse(stored)).toMatchObject({
      education: [{ institution: 'IIT Delhi', field: null, year: null, grade: null }],
      projects: [],
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
