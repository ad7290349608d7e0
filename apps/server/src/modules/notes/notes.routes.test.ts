import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { NOTE_MAX_LENGTH, NOTE_MESSAGES, type Note, type NoteConflict } from '@coldstart/contract'
import { bearer, signUpAdmin, signUpUser, type SignedInUser } from '../../testing/auth.ts'
import { createTestApp, type TestApp } from '../../testing/test-app.ts'

let t: TestApp
let user: SignedInUser
let other: SignedInUser
let admin: SignedInUser
beforeAll(async () => {
  t = await createTestApp()
  ;[user, other, admin] = await Promise.all([
    signUpUser(t.app),
    signUpUser(t.app),
    signUpAdmin(t.app, t.database.db),
  ])
})
afterAll(() => t.close())

const read = (app: FastifyInstance, who?: SignedInUser) =>
  app.inject({ method: 'GET', url: '/api/notes', headers: who ? bearer(who.accessToken) : {} })

const save = (app: FastifyInstance, who: SignedInUser | undefined, payload: unknown) =>
  app.inject({
    method: 'PUT',
    url: '/api/notes',
    headers: who ? bearer(who.accessToken) : {},
    payload: payload as object,
  })

async function fresh(): Promise<SignedInUser> {
  return signUpUser(t.app)
}

describe('anonymous', () => {
  it('gets 401 "Auth session missing!" reading or saving', async () => {
    for (const res of [await read(t.app), await save(t.app, undefined, { content: 'x', baseVersion: 0 })]) {
      expect(res.statusCode).toBe(401)
      expect(res.json()).toMatchObject({ message: 'Auth session missing!' })
    }
  })

  it('gets 401 with a forged token', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/notes', headers: bearer('a.b.c') })
    expect(res.statusCode).toBe(401)
  })
})

describe('the signed-in owner', () => {
  it('reads an empty note on first use (created, version 0), never cached', async () => {
    const me = await fresh()
    const res = await read(t.app, me)
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toBe('no-store')
    const body = res.json() as Note
    expect(body).toMatchObject({ content: '', version: 0 })
    expect(Number.isNaN(Date.parse(body.updatedAt))).toBe(false)
    // reading again does not make a second note
    expect((await read(t.app, me)).json()).toEqual(body)
  })

  it('saves the whole text; each save bumps the version and updated_at', async () => {
    const me = await fresh()
    const first = (await read(t.app, me)).json() as Note
    const a = await save(t.app, me, { content: 'Ask Priya about the design role', baseVersion: 0 })
    expect(a.statusCode).toBe(200)
    const savedA = a.json() as Note
    expect(savedA).toMatchObject({ content: 'Ask Priya about the design role', version: 1 })
    const b = await save(t.app, me, { content: 'Ask Priya — then Ravi ✨', baseVersion: 1 })
    expect(b.json()).toMatchObject({ content: 'Ask Priya — then Ravi ✨', version: 2 })
    expect(Date.parse((b.json() as Note).updatedAt)).toBeGreaterThanOrEqual(Date.parse(first.updatedAt))
    expect((await read(t.app, me)).json()).toMatchObject({ content: 'Ask Priya — then Ravi ✨', version: 2 })
  })

  it('saves without reading first (the upsert inserts the row)', async () => {
    const me = await fresh()
    const res = await save(t.app, me, { content: 'first words', baseVersion: 0 })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ content: 'first words', version: 1 })
  })

  it('can empty the note', async () => {
    const me = await fresh()
    await save(t.app, me, { content: 'temp', baseVersion: 0 })
    expect((await save(t.app, me, { content: '', baseVersion: 1 })).json()).toMatchObject({ content: '' })
  })
})

describe('conflicts (409)', () => {
  it('refuses a save based on an old version and answers with the current text', async () => {
    const me = await fresh()
    await save(t.app, me, { content: 'tab one', baseVersion: 0 })
    const res = await save(t.app, me, { content: 'tab two, edited from the empty note', baseVersion: 0 })
    expect(res.statusCode).toBe(409)
    const body = res.json() as NoteConflict
    expect(body).toMatchObject({
      statusCode: 409,
      error: 'Conflict',
      message: NOTE_MESSAGES.conflict,
      current: { content: 'tab one', version: 1 },
    })
    // nothing was overwritten
    expect((await read(t.app, me)).json()).toMatchObject({ content: 'tab one', version: 1 })
    // keeping mine = saving again on top of the current version
    const keep = await save(t.app, me, { content: 'tab two wins', baseVersion: body.current.version })
    expect(keep.json()).toMatchObject({ content: 'tab two wins', version: 2 })
  })

  it('refuses a version from the future too', async () => {
    const me = await fresh()
    await save(t.app, me, { content: 'v1', baseVersion: 0 })
    expect((await save(t.app, me, { content: 'v?', baseVersion: 7 })).statusCode).toBe(409)
  })

  it('answers a retried save that already landed as saved, not as a conflict', async () => {
    const me = await fresh()
    await save(t.app, me, { content: 'sent twice', baseVersion: 0 })
    const retry = await save(t.app, me, { content: 'sent twice', baseVersion: 0 })
    expect(retry.statusCode).toBe(200)
    expect(retry.json()).toMatchObject({ content: 'sent twice', version: 1 })
  })

  it('lets exactly one of two racing saves from the same version win', async () => {
    const me = await fresh()
    await read(t.app, me)
    const results = await Promise.all(
      ['left tab', 'right tab'].map((content) => save(t.app, me, { content, baseVersion: 0 })),
    )
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409])
    const winner = results.find((r) => r.statusCode === 200)!.json() as Note
    expect((await read(t.app, me)).json()).toMatchObject({ content: winner.content, version: 1 })
  })
})

describe('other users and admins', () => {
  it('another user never sees or touches the note', async () => {
    await save(t.app, user, { content: 'private: Zomato recruiter', baseVersion: 0 })
    const theirs = await read(t.app, other)
    expect(theirs.statusCode).toBe(200)
    expect(theirs.json()).toMatchObject({ content: '', version: 0 })
    // their save writes their own note only
    await save(t.app, other, { content: 'mine', baseVersion: 0 })
    expect((await read(t.app, user)).json()).toMatchObject({ content: 'private: Zomato recruiter' })
    expect(JSON.stringify((await read(t.app, other)).json())).not.toContain('Zomato')
  })

  it('an admin reads their own note, not the user’s', async () => {
    const res = await read(t.app, admin)
    expect(res.statusCode).toBe(200)
    expect(JSON.stringify(res.json())).not.toContain('Zomato')
  })

  it('a user id in the body is ignored (the note is always the caller’s)', async () => {
    const me = await fresh()
    const res = await save(t.app, me, { content: 'x', baseVersion: 0, userId: user.userId })
    expect(res.statusCode).toBe(200)
    expect((await read(t.app, user)).json()).toMatchObject({ content: 'private: Zomato recruiter' })
  })
})

describe('bounds and hostile input', () => {
  it(`stores exactly ${NOTE_MAX_LENGTH} characters, and answers 413 beyond`, async () => {
    const me = await fresh()
    const full = 'n'.repeat(NOTE_MAX_LENGTH)
    const ok = await save(t.app, me, { content: full, baseVersion: 0 })
    expect(ok.statusCode).toBe(200)
    expect((ok.json() as Note).content).toHaveLength(NOTE_MAX_LENGTH)
    const tooLong = await save(t.app, me, { content: `${full}!`, baseVersion: 1 })
    expect(tooLong.statusCode).toBe(413)
    expect(tooLong.json()).toMatchObject({ message: NOTE_MESSAGES.tooLong, field: 'content' })
    expect((await read(t.app, me)).json()).toMatchObject({ version: 1 })
  })

  it('answers 413 to a body over the server limit, not 500', async () => {
    const me = await fresh()
    const res = await save(t.app, me, { content: 'x'.repeat(1_100_000), baseVersion: 0 })
    expect(res.statusCode).toBe(413)
  })

  it.each([
    ['a NUL byte', { content: 'a\u0000b', baseVersion: 0 }, 'NUL'],
    ['a lone surrogate', { content: 'a\ud800b', baseVersion: 0 }, 'surrogate'],
    ['content of the wrong type', { content: 42, baseVersion: 0 }, 'content'],
    ['a missing base version', { content: 'x' }, 'baseVersion'],
    ['a negative base version', { content: 'x', baseVersion: -1 }, 'baseVersion'],
    ['a fractional base version', { content: 'x', baseVersion: 1.5 }, 'baseVersion'],
    ['a huge base version', { content: 'x', baseVersion: 2 ** 40 }, 'baseVersion'],
    ['a string base version', { content: 'x', baseVersion: '0' }, 'baseVersion'],
  ])('refuses %s with a 400 that says why', async (_case, payload, needle) => {
    const me = await fresh()
    const res = await save(t.app, me, payload)
    expect(res.statusCode).toBe(400)
    expect((res.json() as { message: string }).message).toContain(needle)
  })

  it('refuses a body that is not JSON, or in a bad encoding, with a 4xx', async () => {
    const me = await fresh()
    const garbled = await t.app.inject({
      method: 'PUT',
      url: '/api/notes',
      headers: { ...bearer(me.accessToken), 'content-type': 'application/json' },
      payload: Buffer.from([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x7d]),
    })
    expect(garbled.statusCode).toBeGreaterThanOrEqual(400)
    expect(garbled.statusCode).toBeLessThan(500)
    const text = await t.app.inject({
      method: 'PUT',
      url: '/api/notes',
      headers: { ...bearer(me.accessToken), 'content-type': 'text/plain' },
      payload: 'hello',
    })
    // Fastify reads text/plain as a string: the body schema then refuses it
    expect(text.statusCode).toBe(400)
  })
})
