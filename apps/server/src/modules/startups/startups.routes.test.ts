import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { StartupCard, StartupListResponse } from '@coldstart/contract'
import { preparedNames } from '../../db/prepared-once.ts'
import { createTestApp, type TestApp } from '../../testing/test-app.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ seed: true })
})
afterAll(() => t.close())

async function list(query: string) {
  const res = await t.app.inject({ method: 'GET', url: `/api/startups${query}` })
  return { status: res.statusCode, body: res.json() as StartupListResponse & { message?: string } }
}

async function walk(query: string, limit = 7): Promise<StartupCard[]> {
  const seen: StartupCard[] = []
  let cursor: string | null = null
  do {
    const sep = query ? '&' : '?'
    const { status, body } = await list(`${query}${sep}limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`)
    expect(status).toBe(200)
    seen.push(...body.items)
    cursor = body.nextCursor
  } while (cursor)
  return seen
}

describe('GET /api/startups', () => {
  it('returns the demo directory, newest first, with totals and sector counts', async () => {
    const { status, body } = await list('')
    expect(status).toBe(200)
    expect(body.total).toBeGreaterThanOrEqual(60)
    expect(body.items).toHaveLength(24)
    expect(body.nextCursor).toBeTruthy()
    expect(body.sectors.reduce((s, c) => s + c.count!, 0)).toBeLessThanOrEqual(body.total)
    expect(body.sectors.map((s) => s.sector)).toEqual(
      expect.arrayContaining(['Fintech', 'Edtech', 'AI', 'Climate']),
    )
    const card = body.items[0]!
    expect(Object.keys(card).sort()).toEqual(
      [
        'id',
        'name',
        'description',
        'logoUrl',
        'location',
        'sector',
        'teamSize',
        'fundingAmount',
        'tags',
        'isHiring',
        'isTrending',
        'status',
      ].sort(),
    )
  })

  it.each(['latest', 'oldest', 'a-z', 'z-a'])(
    'pages through everything with sort=%s, no gaps or repeats',
    async (sort) => {
      const all = await walk(`?sort=${sort}`)
      const { body } = await list('')
      expect(all).toHaveLength(body.total)
      expect(new Set(all.map((s) => s.id)).size).toBe(body.total)
      if (sort === 'a-z' || sort === 'z-a') {
        const names = all.map((s) => s.name.toLowerCase())
        const sorted = [...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
        expect(names).toEqual(sort === 'a-z' ? sorted : sorted.reverse())
      }
    },
  )

  it('filters by sector, while sector counts ignore the chosen sector', async () => {
    const all = await list('')
    const fintech = await list('?sector=Fintech')
    expect(fintech.body.items.every((s) => s.sector === 'Fintech')).toBe(true)
    expect(fintech.body.total).toBe(all.body.sectors.find((s) => s.sector === 'Fintech')!.count)
    expect(fintech.body.sectors).toEqual(all.body.sectors)
    expect(fintech.body.allSectorsTotal).toBe(all.body.total)
  })

  it('searches name, tags, sector, description and location, and tolerates a typo', async () => {
    const { body: everyone } = await list('?limit=1')
    const sample = (await walk('', 50)).find((s) => s.tags.length > 0 && s.name.length > 5)!
    const byName = await list(`?q=${encodeURIComponent(sample.name)}`)
    expect(byName.body.items[0]!.id).toBe(sample.id)
    expect(byName.body.total).toBeLessThan(everyone.total)

    const bySector = await list('?q=fintech')
    expect(bySector.body.total).toBeGreaterThan(0)
    expect(
      bySector.body.items.every(
        (s) => s.sector === 'Fintech' || /fintech/i.test(`${s.name} ${s.description} ${s.tags}`),
      ),
    ).toBe(true)

    const tag = sample.tags[0]!
    const byTag = await walk(`?q=${encodeURIComponent(tag)}`, 100)
    expect(byTag.map((s) => s.id)).toContain(sample.id)

    const city = await list('?q=Bengaluru')
    expect(city.body.total).toBeGreaterThan(0)
    expect(
      city.body.items.every((s) => s.location?.includes('Bengaluru') || s.description?.includes('Bengaluru')),
    ).toBe(true)

    // one letter swapped in the middle of the name
    const name = sample.name.split(' ')[0]!
    const typo = name.length > 4 ? `${name.slice(0, 2)}${name[3]}${name[2]}${name.slice(4)}` : name
    const typoed = await list(`?q=${encodeURIComponent(typo)}`)
    expect(typoed.body.items.map((s) => s.id)).toContain(sample.id)
  })

  it('finds a two-letter term by word prefix, across sector and tags', async () => {
    const { status, body } = await list('?q=ai&limit=100')
    expect(status).toBe(200)
    const aiSector = (await list('?sector=AI')).body.total
    expect(body.total).toBeGreaterThanOrEqual(aiSector)
    expect(body.items.filter((s) => s.sector === 'AI')).toHaveLength(aiSector)
  })

  it('pages through a search without gaps or repeats', async () => {
    const first = await list('?q=a')
    const all = await walk('?q=a', 5)
    expect(all).toHaveLength(first.body.total)
    expect(new Set(all.map((s) => s.id)).size).toBe(all.length)
  })

  it.each([
    ['quotes \' and "', '\'"'],
    ['percent and underscore', '%_%'],
    ['emoji', '🚀🔥'],
    ['tsquery syntax', 'a & | ! ( ) :* <->'],
    ['backslashes', '\\\\'],
    ['10,000 characters', 'x'.repeat(10_000)],
  ])('never errors on odd input: %s', async (_label, q) => {
    const { status, body } = await list(`?q=${encodeURIComponent(q)}`)
    expect(status).toBe(200)
    expect(Array.isArray(body.items)).toBe(true)
  })

  it('finds nothing for a search that matches nothing', async () => {
    const { body } = await list('?q=zzzzqqqqxxxx')
    expect(body).toMatchObject({ items: [], total: 0, nextCursor: null })
  })

  it.each([
    ['an unknown sort', '?sort=popular', 'sort'],
    ['limit 0', '?limit=0', 'limit'],
    ['limit 101', '?limit=101', 'limit'],
    ['a non-numeric limit', '?limit=abc', 'limit'],
    ['a forged cursor', '?cursor=not-a-cursor', 'cursor'],
    ['a search over 10,000 characters', `?q=${'x'.repeat(10_001)}`, 'q'],
  ])('rejects %s with a 400 naming the field', async (_label, query, field) => {
    const { status, body } = await list(query)
    expect(status).toBe(400)
    expect(body).toMatchObject({ statusCode: 400, field })
    expect(body.message).toContain(field)
  })

  it('keeps one prepared statement per kind of page, whatever page sizes a client asks for', async () => {
    for (const sort of ['latest', 'oldest', 'a-z', 'z-a']) {
      for (const limit of [1, 2, 3, 17, 50, 99, 100]) {
        const { status, body } = await list(`?sort=${sort}&limit=${limit}&sector=Fintech`)
        expect(status).toBe(200)
        expect(body.items.length).toBeLessThanOrEqual(limit)
      }
      await walk(`?sort=${sort}`, 29)
    }
    // an order, with or without a sector, with or without a cursor
    const pages = preparedNames(t.database.db).filter((name) => name.startsWith('plain_page_'))
    expect(pages.length).toBeGreaterThan(0)
    expect(pages.length).toBeLessThanOrEqual(4 * 2 * 2)
  })

  it('rejects a cursor from another sort order', async () => {
    const { body } = await list('?sort=a-z&limit=2')
    const { status } = await list(`?sort=latest&cursor=${body.nextCursor}`)
    expect(status).toBe(400)
  })
})

describe('GET /api/startups/logos', () => {
  it('returns 20 logos, trending first', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/startups/logos' })
    expect(res.statusCode).toBe(200)
    const { items } = res.json() as { items: { logoUrl: string }[] }
    expect(items).toHaveLength(20)
    expect(items.every((i) => i.logoUrl)).toBe(true)
  })

  it('serves each demo logo as an SVG monogram', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/startups/logos' })
    const { items } = res.json() as { items: { logoUrl: string }[] }
    const logo = await t.app.inject({ method: 'GET', url: items[0]!.logoUrl })
    expect(logo.statusCode).toBe(200)
    expect(logo.headers['content-type']).toContain('image/svg+xml')
    expect(logo.body).toContain('<svg')
  })
})

describe('GET /api/startups/:id', () => {
  it('returns the startup with tags and employees oldest first, and counts a view once per viewer per day', async () => {
    const { body } = await list('?limit=1')
    const id = body.items[0]!.id
    const first = await t.app.inject({
      method: 'GET',
      url: `/api/startups/${id}`,
      remoteAddress: '10.50.0.1',
    })
    expect(first.statusCode).toBe(200)
    const detail = first.json()
    expect(detail.employees.length).toBeGreaterThanOrEqual(1)
    const times = detail.employees.map((e: { createdAt: string }) => e.createdAt)
    expect(times).toEqual([...times].sort())
    const again = await t.app.inject({
      method: 'GET',
      url: `/api/startups/${id}`,
      remoteAddress: '10.50.0.1',
    })
    expect(again.json().viewsCount).toBe(detail.viewsCount)
    // anonymous visitors count once a day per address
    const other = await t.app.inject({
      method: 'GET',
      url: `/api/startups/${id}`,
      remoteAddress: '10.50.0.2',
    })
    expect(other.json().viewsCount).toBe(detail.viewsCount + 1)
  })

  it('counts concurrent first views exactly once each', async () => {
    const { body } = await list('?limit=1&sort=oldest')
    const id = body.items[0]!.id
    const before = (
      await t.app.inject({ method: 'GET', url: `/api/startups/${id}`, remoteAddress: '10.51.0.99' })
    ).json()
    await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        t.app.inject({
          method: 'GET',
          url: `/api/startups/${id}`,
          remoteAddress: `10.51.0.${i % 5}`,
        }),
      ),
    )
    const after = (
      await t.app.inject({ method: 'GET', url: `/api/startups/${id}`, remoteAddress: '10.51.0.99' })
    ).json()
    expect(after.viewsCount).toBe(before.viewsCount + 5)
  })

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/startups/00000000-0000-4000-8000-000000000000',
    })
    expect(missing.statusCode).toBe(404)
    expect(missing.json().message).toBe("The startup you're looking for doesn't exist or has been removed.")
    const malformed = await t.app.inject({ method: 'GET', url: '/api/startups/not-a-uuid' })
    expect(malformed.statusCode).toBe(400)
    expect(malformed.json()).toMatchObject({ field: 'id' })
  })
})
