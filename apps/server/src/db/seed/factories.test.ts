import { describe, expect, it } from 'vitest'
import { buildEmployee, buildStartup, buildTags, createFaker, tagListOf } from './factories.ts'
import { SECTORS } from './sectors.ts'

describe('factories', () => {
  it('are deterministic for a seeded faker', () => {
    const a = buildStartup({}, { faker: createFaker(3) })
    const b = buildStartup({}, { faker: createFaker(3) })
    expect({ ...a, createdAt: null, updatedAt: null, fundingDate: null }).toEqual({
      ...b,
      createdAt: null,
      updatedAt: null,
      fundingDate: null,
    })
  })

  it('build plausible startups, tags and contacts', () => {
    const faker = createFaker(5)
    const startup = buildStartup({ name: 'Acme Rockets' }, { faker })
    expect(startup.website).toBe('https://acme-rockets.example.com')
    expect(startup.logoUrl).toBe('/api/logos/acme-rockets.svg')
    expect(SECTORS).toContain(startup.sector)
    const tags = buildTags({ faker, sector: 'Fintech' })
    expect(tags.length).toBeGreaterThanOrEqual(1)
    expect(tags.length).toBeLessThanOrEqual(6)
    expect(new Set(tags).size).toBe(tags.length)
    const employee = buildEmployee(
      { startupId: 'x' },
      { faker, domain: 'acme-rockets.example.com', role: 'CTO' },
    )
    expect(employee.email).toMatch(/^[a-z]+@acme-rockets\.example\.com$/)
    expect(employee).toMatchObject({ startupId: 'x', role: 'CTO', status: 'pending' })
  })

  it('sorts tag_list the way the trigger does', () => {
    expect(tagListOf(['saas', 'b2b-commerce', 'b2b', 'AI'])).toBe('AI b2b b2b-commerce saas')
  })
})
