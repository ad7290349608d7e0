import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  bearer,
  sameOrigin,
  signUpAdmin,
  signUpUser,
  TEST_PASSWORD,
  type SignedInUser,
} from '../../testing/auth.ts'
import { createTestApp, type TestApp } from '../../testing/test-app.ts'

let t: TestApp
let asha: SignedInUser
let ravi: SignedInUser
let admin: SignedInUser

beforeAll(async () => {
  t = await createTestApp()
  asha = await signUpUser(t.app, { fullName: 'Asha Rao' })
  ravi = await signUpUser(t.app, { fullName: 'Ravi Kumar' })
  admin = await signUpAdmin(t.app, t.database.db)
})
afterAll(() => t.close())

const getUser = (user: SignedInUser | null) =>
  t.app.inject({ method: 'GET', url: '/api/auth/user', headers: user ? bearer(user.accessToken) : {} })
const putUser = (user: SignedInUser | null, payload: object) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/auth/user',
    headers: user ? bearer(user.accessToken) : {},
    payload,
  })

describe('GET /api/auth/user', () => {
  it('answers 401 anonymous and each signed-in user (admins included) with themselves only', async () => {
    expect((await getUser(null)).statusCode).toBe(401)
    expect((await getUser(asha)).json()).toEqual({
      id: asha.userId,
      email: asha.email,
      fullName: 'Asha Rao',
      avatarUrl: null,
    })
    expect((await getUser(ravi)).json().id).toBe(ravi.userId)
    expect((await getUser(admin)).json().id).toBe(admin.userId)
  })
})

describe('PUT /api/auth/user', () => {
  it('answers 401 anonymous', async () => {
    expect((await putUser(null, { fullName: 'X' })).statusCode).toBe(401)
  })

  it("changes the caller's own name only", async () => {
    const res = await putUser(asha, { fullName: '  Asha  S  Rao ' })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ id: asha.userId, fullName: 'Asha S Rao' })
    expect((await getUser(ravi)).json().fullName).toBe('Ravi Kumar')
    expect((await putUser(admin, { fullName: null })).json()).toMatchObject({
      id: admin.userId,
      fullName: null,
    })
  })

  it('refuses a weak password with 422 and an empty update with 400', async () => {
    const weak = await putUser(ravi, { password: 'qwerty123', currentPassword: TEST_PASSWORD })
    expect(weak.statusCode).toBe(422)
    expect(weak.json()).toMatchObject({
      field: 'password',
      message: expect.stringMatching(/^Password is too weak/),
    })
    expect((await putUser(ravi, {})).statusCode).toBe(400)
    expect((await putUser(ravi, { password: 42 })).statusCode).toBe(400)
  })

  it('changes the password only with the current one: an access token alone is not enough', async () => {
    const user = await signUpUser(t.app)
    const missing = await putUser(user, { password: 'a whole new passphrase' })
    expect(missing.statusCode).toBe(400)
    expect(missing.json()).toMatchObject({
      field: 'currentPassword',
      message: 'Enter your current password to choose a new one.',
    })
    const wrong = await putUser(user, { password: 'a whole new passphrase', currentPassword: 'guess guess' })
    expect(wrong.statusCode).toBe(400)
    expect(wrong.json()).toMatchObject({
      field: 'currentPassword',
      message: 'Your current password is not correct.',
    })
    const right = await putUser(user, { password: 'a whole new passphrase', currentPassword: TEST_PASSWORD })
    expect(right.statusCode).toBe(200)
    const signIn = (password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in',
        headers: sameOrigin,
        payload: { email: user.email, password },
      })
    expect((await signIn('a whole new passphrase')).statusCode).toBe(200)
    expect((await signIn(TEST_PASSWORD)).statusCode).toBe(400)
  })

  it('limits one account to 10 updates in 10 minutes', async () => {
    const user = await signUpUser(t.app)
    for (let i = 0; i < 10; i++) expect((await putUser(user, { fullName: `Name ${i}` })).statusCode).toBe(200)
    expect((await putUser(user, { fullName: 'One more' })).statusCode).toBe(429)
    expect((await putUser(ravi, { fullName: 'Ravi Kumar' })).statusCode).toBe(200)
  })
})
