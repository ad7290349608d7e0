import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { InternshipListResponse, StartupListResponse } from '@coldstart/contract'
import { createTestApp, type TestApp } from '../../testing/test-app.ts'
import { parseSearch } from './search-terms.ts'

// A city or sector typed under another name finds what the data spells the usual way, through the same
// indexed word test (the query grows, the scan does not).
let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ seed: true })
})
afterAll(() => t.close())

async function get<T>(url: string): Promise<T> {
  const res = await t.app.inject({ method: 'GET', url })
  expect(res.statusCode, res.body).toBe(200)
  return res.json() as T
}
const startupIds = async (q: string, extra = '') =>
  (await get<StartupListResponse>(`/api/startups?limit=100&q=${encodeURIComponent(q)}${extra}`)).items
    .map((s) => s.id)
    .sort()

describe('search aliases', () => {
  it('builds the group into the word query, and leaves other words alone', () => {
    expect(parseSearch('Bangalore')!.tsquery).toBe('(bengaluru:* | bangalore:*)')
    expect(parseSearch('fintech startups')!.tsquery).toBe(
      '(fintech:* | financial:* <-> technology:*) & startups:*',
    )
    expect(parseSearch('software as a service')!.tsquery).toBe(
      '(saas:* | software:* <-> as:* <-> a:* <-> service:*)',
    )
    expect(parseSearch('bang')!.tsquery).toBe('bang:*')
  })

  it.each([
    ['Bangalore', 'Bengaluru'],
    ['Bombay', 'Mumbai'],
    ['Gurgaon', 'Gurugram'],
    ['Madras', 'Chennai'],
    ['New Delhi', 'Delhi NCR'],
    ['financial technology', 'fintech'],
    ['education technology', 'edtech'],
    ['health tech', 'healthtech'],
    ['software as a service', 'SaaS'],
  ])('"%s" finds what "%s" finds', async (alias, usual) => {
    const expected = await startupIds(usual)
    expect(expected.length).toBeGreaterThan(0)
    expect(await startupIds(alias)).toEqual(expected)
  })

  it('holds with a sector chosen and with another word beside it', async () => {
    expect(await startupIds('Bangalore', '&sector=Fintech')).toEqual(
      await startupIds('Bengaluru', '&sector=Fintech'),
    )
    expect(await startupIds('bombay payments')).toEqual(await startupIds('mumbai payments'))
  })

  it('filters the internship board by any spelling of the city', async () => {
    const titles = async (city: string) =>
      (await get<InternshipListResponse>(`/api/internships?city=${encodeURIComponent(city)}`)).items
        .map((i) => i.title)
        .sort()
    const bengaluru = await titles('Bengaluru')
    expect(bengaluru.length).toBeGreaterThan(0)
    expect(await titles('Bangalore')).toEqual(bengaluru)
    expect(await titles(' bangalore ')).toEqual(bengaluru)
  })
})
