import { describe, expect, it } from 'vitest'
import { startupInput, withHttpsScheme } from './admin-startups.ts'

const issues = (input: unknown) =>
  startupInput.safeParse(input).error?.issues.map((i) => ({ path: i.path.join('.'), message: i.message })) ??
  []

describe('team-member rows', () => {
  it('a name without an email, or an email without a name, is an error at its row, not dropped', () => {
    const employees = [
      { name: 'Asha Verma', email: 'asha@acme.in' },
      { name: 'Ravi Rao', email: '' },
      { name: '', email: 'meera@acme.in' },
    ]
    expect(issues({ name: 'Acme', employees })).toEqual([
      { path: 'employees.1.email', message: 'Employee #2 has a name but no email: add it, or clear the row' },
      { path: 'employees.2.name', message: 'Employee #3 has an email but no name: add it, or clear the row' },
    ])
  })

  it('a row with only a role or a LinkedIn is an error too; a fully empty row is left out', () => {
    expect(issues({ name: 'Acme', employees: [{ name: '', email: '', role: 'CTO' }] })).toEqual([
      { path: 'employees.0.name', message: 'Employee #1 needs a name and an email, or clear the row' },
    ])
    const parsed = startupInput.parse({
      name: 'Acme',
      employees: [
        { name: '', email: '', role: '', linkedinUrl: '' },
        { name: 'Asha', email: 'asha@acme.in' },
      ],
    })
    expect(parsed.employees.map((e) => e.name)).toEqual(['Asha'])
  })
})

describe('web addresses typed without https://', () => {
  it('reads a bare host name as https, on the website and every LinkedIn', () => {
    const parsed = startupInput.parse({
      name: 'Saarthi',
      website: 'saarthi.health',
      linkedinUrl: 'linkedin.com/company/saarthi',
      employees: [{ name: 'Asha', email: 'asha@saarthi.health', linkedinUrl: 'www.linkedin.com/in/asha' }],
    })
    expect(parsed.website).toBe('https://saarthi.health')
    expect(parsed.linkedinUrl).toBe('https://linkedin.com/company/saarthi')
    expect(parsed.employees[0]!.linkedinUrl).toBe('https://www.linkedin.com/in/asha')
  })

  it('keeps what was typed with a scheme, and still refuses garbage and other schemes', () => {
    expect(withHttpsScheme('http://acme.in')).toBe('http://acme.in')
    for (const website of ['not a url', 'javascript:alert(1)', '//evil.example', 'acme', 'ftp://acme.in'])
      expect(issues({ name: 'Acme', website }), website).toEqual([
        { path: 'website', message: 'Website: Must be an http:// or https:// URL' },
      ])
  })
})
