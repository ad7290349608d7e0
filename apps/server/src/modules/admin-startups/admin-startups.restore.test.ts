import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import type { DeletedStartupSnapshot } from '@coldstart/contract'
import { startups } from '../../db/schema/index.ts'
import { bearer, signUpAdmin, type SignedInUser } from '../../testing/auth.ts'
import { createTestApp, type TestApp } from '../../testing/test-app.ts'

let t: TestApp
let admin: SignedInUser
let snapshot: DeletedStartupSnapshot

beforeAll(async () => {
  t = await createTestApp()
  admin = await signUpAdmin(t.app, t.database.db)
  const created = await call('POST', '/api/admin/startups', {
    name: 'Restorable Labs',
    logoUrl: 'https://cdn.example.com/restorable.png',
    website: 'https://restorable.example.com',
    tags: ['b2b'],
    employees: [{ name: 'Asha Verma', role: 'CTO', email: 'asha@restorable.example.com', linkedinUrl: '' }],
  })
  expect(created.statusCode, created.body).toBe(201)
  const deleted = await call('DELETE', `/api/admin/startups/${created.json().id}`)
  expect(deleted.statusCode).toBe(200)
  snapshot = deleted.json()
})
afterAll(() => t.close())

const call = (method: 'POST' | 'DELETE', url: string, payload?: unknown) =>
  t.app.inject({ method, url, payload: payload as object, headers: bearer(admin.accessToken) })

type Forged = Record<string, unknown> & { employee?: Record<string, unknown> }
/** The snapshot with some fields replaced; `employee` replaces fields of its first employee. */
const restore = ({ employee, ...forged }: Forged) => {
  const employees = employee ? [{ ...snapshot.employees[0], ...employee }] : snapshot.employees
  return call('POST', '/api/admin/startups/restore', { snapshot: { ...snapshot, employees, ...forged } })
}
const employee = (forged: Record<string, unknown>): Forged => ({ employee: forged })

describe('POST /api/admin/startups/restore checks a snapshot as a create is checked', () => {
  it.each([
    [
      'an employee email with a header injected',
      employee({ email: 'hr@x.example\r\nBcc: spy@evil.example' }),
      'snapshot.employees.0.email',
      /Employee email must be just the address/,
    ],
    [
      'an employee email holding a second address',
      employee({ email: 'spy,hr@x.example' }),
      'snapshot.employees.0.email',
      /Employee email must be a single address/,
    ],
    [
      'an employee email that is no address',
      employee({ email: 'not an email' }),
      'snapshot.employees.0.email',
      /email/,
    ],
    ['a views count of two billion', { viewsCount: 2_000_000_000 }, 'snapshot.viewsCount', /Views/],
    ['a negative views count', { viewsCount: -1 }, 'snapshot.viewsCount', /Views/],
    ['a fractional saves count', { savesCount: 1.5 }, 'snapshot.savesCount', /Saves/],
    ['a saves count of two billion', { savesCount: 2_000_000_000 }, 'snapshot.savesCount', /Saves/],
    ['a creation date in 2099', { createdAt: '2099-01-01T00:00:00.000Z' }, 'snapshot.createdAt', /future/],
    ['a creation date in 1850', { createdAt: '1850-01-01T00:00:00.000Z' }, 'snapshot.createdAt', /2000/],
    [
      'an employee added in 2099',
      employee({ createdAt: '2099-01-01T00:00:00.000Z' }),
      'snapshot.employees.0.createdAt',
      /future/,
    ],
    ['a funding date in 2099', { fundingDate: '2099-01-01' }, 'snapshot.fundingDate', /future/],
    ['a status that is no status', { status: 'verified\r\nBcc: x' }, 'snapshot.status', /Status/],
    ['an empty status', { status: '' }, 'snapshot.status', /Status/],
    ['a status with markup', { status: '<b>verified</b>' }, 'snapshot.status', /Status/],
    [
      'an employee status that is no status',
      employee({ status: 'x\ny' }),
      'snapshot.employees.0.status',
      /Employee status must be a lowercase word/,
    ],
    ['a name that is too long', { name: 'n'.repeat(201) }, 'snapshot.name', /200/],
    ['an empty name', { name: ' ' }, 'snapshot.name', /required/],
    ['a script website', { website: 'javascript:alert(1)' }, 'snapshot.website', /http/],
    [
      'a script LinkedIn URL',
      employee({ linkedinUrl: 'javascript:alert(1)' }),
      'snapshot.employees.0.linkedinUrl',
      /http/,
    ],
    ['too many tags', { tags: Array.from({ length: 31 }, (_, i) => `t${i}`) }, 'snapshot.tags', /30/],
  ])('refuses %s with 400 naming the field, and stores nothing', async (_case, forged, field, message) => {
    const res = await restore(forged)
    expect(res.statusCode, res.body).toBe(400)
    expect(res.json()).toMatchObject({ statusCode: 400, field })
    expect(res.json().message, res.body).toMatch(message)
    expect(res.json().message.startsWith(`${field}: `)).toBe(true)
    expect(await t.database.db.$count(startups, eq(startups.id, snapshot.id))).toBe(0)
  })

  it('still restores the snapshot it was given, untouched', async () => {
    const res = await call('POST', '/api/admin/startups/restore', { snapshot })
    expect(res.statusCode, res.body).toBe(201)
    expect(res.json()).toMatchObject({
      id: snapshot.id,
      name: 'Restorable Labs',
      status: snapshot.status,
      createdAt: snapshot.createdAt,
      viewsCount: 0,
      employeeCount: 1,
    })
  })
})
