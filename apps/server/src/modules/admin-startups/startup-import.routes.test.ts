import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { StartupImportResponse } from '@coldstart/contract'
import { activityLogs } from '../../db/schema/index.ts'
import { bearer, signUpAdmin, signUpUser, type SignedInUser } from '../../testing/auth.ts'
import { createTestApp, type TestApp } from '../../testing/test-app.ts'
import { WORKER_JSON_BYTES } from './import-json-body.ts'

let t: TestApp
let admin: SignedInUser
let student: SignedInUser

beforeAll(async () => {
  t = await createTestApp({ seed: true })
  admin = await signUpAdmin(t.app, t.database.db)
  student = await signUpUser(t.app)
})
afterAll(() => t.close())

const importCsv = (csv: string, dryRun: boolean, user = admin) =>
  t.app.inject({
    method: 'POST',
    url: '/api/admin/startups/import',
    headers: bearer(user.accessToken),
    payload: { csv, dryRun },
  })

const header =
  'name,description,website,sector,location,funding_round,funding_amount,team_size,logo_url,is_hiring,status,tags,employees'
const suffix = Date.now().toString(36)
const good = (name: string, site: string) =>
  `${name},Good one,https://${site}.example.com,Fintech,Pune,Seed,$1M,1-10,https://cdn.example.com/${site}.png,yes,,"pay; upi","Asha Verma|CTO|asha@${site}.example.com|https://linkedin.com/in/asha; Ravi Rao||ravi@${site}.example.com|"`

const file = [
  header,
  good(`Ledgerly ${suffix}`, `ledgerly-${suffix}`),
  good(`Tallyho ${suffix}`, `tallyho-${suffix}`),
  // errors: a javascript: logo, a javascript: website, a bad employee cell, a bad flag
  `Evil Logo ${suffix},,,,,,,,javascript:alert(1),false,,,`,
  `Evil ${suffix},,javascript:alert(1),,,,,,https://cdn.example.com/e.png,false,,,`,
  `Bad Team ${suffix},,,,,,,,https://cdn.example.com/b.png,false,,,"only-a-name"`,
  `Flag ${suffix},,,,,,,,https://cdn.example.com/f.png,perhaps,,,`,
  // duplicates: of an earlier row (name, other case), of an earlier row's website, of a seeded startup
  good(`LEDGERLY ${suffix}`, `other-${suffix}`),
  good(`Different ${suffix}`, `tallyho-${suffix}`),
].join('\n')

describe('CSV import', () => {
  it('previews without writing: each row to create, each duplicate and each error with its reasons', async () => {
    const res = await importCsv(file, true)
    expect(res.statusCode, res.body).toBe(200)
    const preview: StartupImportResponse = res.json()
    expect(preview).toMatchObject({ dryRun: true, toCreate: 2, duplicates: 2, errors: 4, imported: 0 })
    const byLine = Object.fromEntries(preview.rows.map((r) => [r.line, r]))
    expect(byLine[2]).toMatchObject({ outcome: 'create', tags: 2, employees: 2 })
    expect(byLine[4]!.messages.join()).toMatch(/Logo URL: Must be an http/)
    expect(byLine[5]!.messages.join()).toMatch(/http/)
    expect(byLine[6]!.messages.join()).toMatch(/name\|role\|email\|linkedin/)
    expect(byLine[7]!.messages.join()).toMatch(/is_hiring/)
    expect(byLine[8]!.messages).toEqual(['Same name as line 2'])
    expect(byLine[9]!.messages).toEqual(['Same website as line 3'])
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/admin/startups?q=${suffix}`,
      headers: bearer(admin.accessToken),
    })
    expect(list.json().items).toHaveLength(0)
  })

  it('imports the good rows in one go, logs it, and a second import of the same file doubles nothing', async () => {
    const res = await importCsv(file, false)
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toMatchObject({ dryRun: false, imported: 2, toCreate: 2 })
    const again: StartupImportResponse = (await importCsv(file, false)).json()
    expect(again).toMatchObject({ imported: 0, toCreate: 0, duplicates: 4 })
    expect(again.rows[0]!.messages[0]).toMatch(/is in the directory already/)

    const directory = await t.app.inject({ method: 'GET', url: `/api/startups?q=Ledgerly ${suffix}` })
    const found = directory.json().items.find((s: { name: string }) => s.name === `Ledgerly ${suffix}`)
    expect(found).toMatchObject({ tags: ['pay', 'upi'], isHiring: true, status: 'verified' })
    const logs = await t.database.db
      .select()
      .from(activityLogs)
      .where(eq(activityLogs.actionType, 'startups_imported'))
    expect(logs.map((l) => l.details)).toContainEqual({ created: 2, duplicates: 2, errors: 4 })
  })

  it('says "imported 1 startup" in the activity log, in the singular', async () => {
    // a name of its own: the export test below counts the rows that carry `suffix`
    const own = `solo${Math.random().toString(36).slice(2, 10)}`
    const one = [header, good(own, own)].join('\n')
    expect((await importCsv(one, false)).json()).toMatchObject({ imported: 1 })
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/activity?limit=5',
      headers: bearer(admin.accessToken),
    })
    const latest = res.json().items.find((a: { actionType: string }) => a.actionType === 'startups_imported')
    expect(latest.subject).toBe('1 startup')
  })

  it('refuses files that are not the startups CSV with a 400 that says why', async () => {
    for (const [csv, message] of [
      ['', /empty/],
      ['name,logo_url\n"unclosed,quote', /not valid CSV/],
      ['description\nNo name', /lacks the column name/],
      ['name,logo_url,colour\nA,https://x.example.com/a.png,red', /Unknown column colour/],
      [header, /no startups/],
    ] as const) {
      const res = await importCsv(csv, true)
      expect(res.statusCode, csv).toBe(400)
      expect(res.json().message).toMatch(message)
    }
  })

  it('reports hostile cells per row instead of failing the file', async () => {
    const csv = `name,logo_url,description\nNul\u0000Name,https://x.example.com/a.png,\nFine ${suffix},https://x.example.com/a.png,lone \uD800 surrogate`
    const res = await importCsv(csv, true)
    expect(res.statusCode, res.body).toBe(200)
    // the NUL row is refused; the CSV reader turns a lone surrogate into U+FFFD, which is storable
    expect(res.json(), res.body).toMatchObject({ errors: 1, toCreate: 1 })
    expect(res.json().rows[0].name).toBe('Nul�Name')
  })

  it('reports a team member with a name but no email, or a comma in an email, at its row; never drops it', async () => {
    const site = `team-${suffix}`
    const row = (name: string, employees: string) =>
      `${name},,https://${name.replaceAll(' ', '-')}.example.com,,,,,,,yes,,,"${employees}"`
    const csv = [
      header,
      row(`No Mail ${suffix}`, `Asha Verma|CTO|asha@${site}.example.com|; Ravi Rao|Ops||`),
      row(`Comma ${suffix}`, `Spy|HR|spy,hr@${site}.example.com|`),
      row(`Bare Site ${suffix}`, `Asha Verma|CTO|asha@${site}.example.com|`).replace('https://', ''),
    ].join('\n')
    const res = await importCsv(csv, true)
    expect(res.statusCode, res.body).toBe(200)
    const [noMail, comma, bare] = (res.json() as StartupImportResponse).rows
    expect(noMail).toMatchObject({ outcome: 'error' })
    expect(noMail!.messages).toContain('Employee #2 has a name but no email: add it, or clear the row')
    expect(comma).toMatchObject({ outcome: 'error' })
    expect(comma!.messages.join()).toMatch(/single address: no commas/)
    expect(bare).toMatchObject({ outcome: 'create', employees: 1 })
  })

  it('is for admins only', async () => {
    expect((await importCsv(file, true, student)).statusCode).toBe(403)
  })

  it('reads a large file parsed off the event loop as a small one, and refuses a large body that is not JSON', async () => {
    // past WORKER_JSON_BYTES: the body is parsed in the import's worker thread
    const padded = `${file}\n${`Pad ${suffix},${'é'.repeat(200)},,,,,,,https://cdn.example.com/p.png,no,,,\n`.repeat(1500)}`
    expect(Buffer.byteLength(JSON.stringify({ csv: padded }))).toBeGreaterThan(WORKER_JSON_BYTES)
    const large = await importCsv(padded, true)
    expect(large.statusCode, large.body).toBe(200)
    const small = (await importCsv(file, true)).json() as StartupImportResponse
    expect((large.json() as StartupImportResponse).rows.slice(0, small.rows.length)).toEqual(small.rows)

    const post = (payload: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/admin/startups/import',
        headers: { ...bearer(admin.accessToken), 'content-type': 'application/json' },
        payload,
      })
    const notJson = await post(`{"csv": "${'a'.repeat(WORKER_JSON_BYTES)}`)
    expect(notJson.statusCode).toBe(400)
    expect(notJson.json().message).toMatch(/not valid JSON/)
    const poisoned = await post(`{"csv": "${'a'.repeat(WORKER_JSON_BYTES)}", "__proto__": {"dryRun": false}}`)
    expect(poisoned.statusCode).toBe(400)
  })
})

describe('CSV export', () => {
  it('writes the same columns import reads, guards formula cells, and imports back as duplicates', async () => {
    const name = `=Formula ${suffix}`
    await importCsv(`${header}\n${good(`'${name}`, `formula-${suffix}`)}`, false)
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/admin/startups/export?q=${encodeURIComponent(suffix)}`,
      headers: bearer(admin.accessToken),
    })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toMatch(/^text\/csv/)
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="coldstart-startups-/)
    const lines = res.body.trim().split('\n')
    // the columns import reads, the company's LinkedIn and Twitter last (older files without them still import)
    expect(lines[0]).toBe(`${header},linkedin_url,twitter_url`)
    expect(res.body).toContain(`'${name}`)
    expect(res.body).toContain(
      `Asha Verma|CTO|asha@ledgerly-${suffix}.example.com|https://linkedin.com/in/asha`,
    )
    const back: StartupImportResponse = (await importCsv(res.body, true)).json()
    expect(back).toMatchObject({ toCreate: 0, errors: 0, duplicates: 3 })
    expect(back.rows.map((r) => r.name)).toContain(name)
  })
})
