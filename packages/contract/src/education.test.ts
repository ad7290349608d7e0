import { describe, expect, it } from 'vitest'
import { article, parseEducation, studiesPhrase } from './education.ts'

describe('parseEducation', () => {
  it.each([
    ['B.Tech Computer Science, VIT Vellore (2026)', 'B.Tech', 'Computer Science', 'VIT Vellore', '2026'],
    ['Computer Science, IIT Bombay, 2027', null, 'Computer Science', 'IIT Bombay', '2027'],
    ['IIT Bombay', null, null, 'IIT Bombay', null],
    ['Final year BDes at NID Ahmedabad', 'B.Des', null, 'NID Ahmedabad', null],
    ['B.Tech CS, IIT Bombay, 2026', 'B.Tech', 'Computer Science', 'IIT Bombay', '2026'],
    [
      'Bachelor of Technology in Computer Science and Engineering, NIT Trichy, 2021-2025',
      'Bachelor of Technology',
      'Computer Science and Engineering',
      'NIT Trichy',
      '2025',
    ],
    [
      'B.E. in Mechanical Engineering from BITS Pilani, 2025',
      'B.E.',
      'Mechanical Engineering',
      'BITS Pilani',
      '2025',
    ],
    ['MBA, IIM Ahmedabad (2024-26)', 'MBA', null, 'IIM Ahmedabad', '2026'],
    [
      "BSc Physics — St. Stephen's College, Delhi University, 2026",
      'B.Sc',
      'Physics',
      "St. Stephen's College, Delhi University",
      '2026',
    ],
    [
      'B.Com (Hons), Shri Ram College of Commerce, 2025',
      'B.Com',
      null,
      'Shri Ram College of Commerce',
      '2025',
    ],
    ['2nd year B.Des student at NID', 'B.Des', null, 'NID', null],
    [
      'Pursuing B.Tech in ECE at IIIT Hyderabad',
      'B.Tech',
      'Electronics and Communication Engineering',
      'IIIT Hyderabad',
      null,
    ],
    ['BBA | Christ University | 2026', 'BBA', null, 'Christ University', '2026'],
    ['M.Sc. Data Science, University of Hyderabad', 'M.Sc', 'Data Science', 'University of Hyderabad', null],
    [
      'Computer Science student at Manipal Institute of Technology',
      null,
      'Computer Science',
      'Manipal Institute of Technology',
      null,
    ],
    ['IIT Bombay, B.Tech CSE, 2027', 'B.Tech', 'Computer Science and Engineering', 'IIT Bombay', '2027'],
    [
      'B.Tech (CSE) - SRM Institute of Science and Technology - 2026',
      'B.Tech',
      'Computer Science and Engineering',
      'SRM Institute of Science and Technology',
      '2026',
    ],
    ['Class of 2026, BITS Pilani', null, null, 'BITS Pilani', '2026'],
    [
      'Delhi Technological University — B.Tech IT (2022–2026)',
      'B.Tech',
      'Information Technology',
      'Delhi Technological University',
      '2026',
    ],
    ['Integrated M.Sc. Mathematics, IIT Kharagpur', 'Integrated M.Sc', 'Mathematics', 'IIT Kharagpur', null],
    ['BA Economics, Ashoka University', 'BA', 'Economics', 'Ashoka University', null],
    ['Bachelor of Design, NIFT Delhi, 2025', 'Bachelor of Design', null, 'NIFT Delhi', '2025'],
    ['PGDM, XLRI Jamshedpur', 'PGDM', null, 'XLRI Jamshedpur', null],
    ['Graduated 2024, B.E. Civil, Anna University', 'B.E.', 'Civil', 'Anna University', '2024'],
    ['B.Tech, 3rd year, VIT', 'B.Tech', null, 'VIT', null],
    [
      'B.Tech CSE, VIT, Vellore, CGPA 8.7/10, 2022 - 2026',
      'B.Tech',
      'Computer Science and Engineering',
      'VIT, Vellore',
      '2026',
    ],
    [
      'Expected May 2026 · B.Des Communication Design · NID Ahmedabad',
      'B.Des',
      'Communication Design',
      'NID Ahmedabad',
      '2026',
    ],
    ['Design, NID', null, 'Design', 'NID', null],
    ['B.Tech CS, Ashoka, 2026', 'B.Tech', 'Computer Science', 'Ashoka', '2026'],
    ['Marketing', null, 'Marketing', null, null],
    ['MBA Marketing, Symbiosis Pune, 2022 - Present', 'MBA', 'Marketing', 'Symbiosis Pune', null],
    [
      'Bachelors in Economics from Jadavpur University',
      'Bachelors',
      'Economics',
      'Jadavpur University',
      null,
    ],
    [
      'B.A. LL.B. (Hons.), National Law School of India University, 2027',
      'BA LLB',
      null,
      'National Law School of India University',
      '2027',
    ],
    ['Anna University', null, null, 'Anna University', null],
    [
      'University of Illinois at Urbana-Champaign',
      null,
      null,
      'University of Illinois, Urbana-Champaign',
      null,
    ],
  ])('reads "%s"', (line, degree, field, college, year) => {
    expect(parseEducation(line)).toEqual({ degree, field, college, year })
  })

  it('reads nothing from nothing', () => {
    for (const line of ['', '   ', null, undefined, ', ,', '()']) {
      expect(parseEducation(line)).toEqual({ degree: null, field: null, college: null, year: null })
    }
  })

  it('reads a lone year as the year', () => {
    expect(parseEducation('2026')).toEqual({ degree: null, field: null, college: null, year: '2026' })
  })

  it('keeps non-Latin college names', () => {
    expect(parseEducation('बी.टेक, दिल्ली विश्वविद्यालय, 2026').year).toBe('2026')
    expect(parseEducation('அண்ணா பல்கலைக்கழகம்').college).toBe('அண்ணா பல்கலைக்கழகம்')
  })

  it('takes linear time on long hostile lines', () => {
    const hostile = [
      'B.Tech '.repeat(20_000),
      '2026-'.repeat(20_000),
      'a, '.repeat(20_000),
      ' at '.repeat(20_000),
      'May '.repeat(20_000),
    ]
    const started = performance.now()
    for (const line of hostile) parseEducation(line)
    expect(performance.now() - started).toBeLessThan(500)
  })
})

describe('studiesPhrase', () => {
  const phrase = (line: string) => studiesPhrase(parseEducation(line))
  it.each([
    ['Computer Science, IIT Bombay, 2027', 'a Computer Science student at IIT Bombay'],
    ['B.Tech Computer Science, VIT Vellore (2026)', 'a B.Tech Computer Science student at VIT Vellore'],
    ['B.Tech, VIT Vellore', 'a B.Tech student at VIT Vellore'],
    ['IIT Bombay', 'a student at IIT Bombay'],
    ['Final year BDes at NID Ahmedabad', 'a B.Des student at NID Ahmedabad'],
    ['MBA, IIM Ahmedabad (2024-26)', 'an MBA student at IIM Ahmedabad'],
    ['BA Economics, Ashoka University', 'a BA Economics student at Ashoka University'],
    ['Economics', 'an Economics student'],
    ['M.Tech', 'an M.Tech student'],
    [
      'Bachelor of Technology in Computer Science and Engineering, NIT Trichy',
      'a Computer Science and Engineering student at NIT Trichy',
    ],
    ['Bachelor of Design, NIFT Delhi', 'a Bachelor of Design student at NIFT Delhi'],
  ])('"%s" → "%s"', (line, expected) => {
    expect(phrase(line)).toBe(expected)
  })

  it('is null when nothing is known', () => {
    expect(studiesPhrase({ degree: null, field: null, college: null })).toBeNull()
  })

  it('picks a or an by sound', () => {
    expect(['MBA', 'B.Tech', 'Economics', 'University', 'LLB', 'Design'].map(article)).toEqual([
      'an',
      'a',
      'an',
      'a',
      'an',
      'a',
    ])
  })
})
