import { randomBytes, scryptSync } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  hashPassword,
  PASSWORD_HASH_PARAMS,
  setPasswordHashParams,
  TEST_PASSWORD_HASH_PARAMS,
  verifyPassword,
} from './password-hash.ts'

describe('password hashing (scrypt)', () => {
  // the production parameters, not the cheaper ones the test set-up gives every other file
  beforeAll(() => setPasswordHashParams(PASSWORD_HASH_PARAMS))
  afterAll(() => setPasswordHashParams(TEST_PASSWORD_HASH_PARAMS))

  it('hashes with a fresh salt each time and verifies only the right password', async () => {
    const [a, b] = await Promise.all([hashPassword('correct horse'), hashPassword('correct horse')])
    expect(a).not.toBe(b)
    expect(a).toMatch(/^scrypt\$32768\$8\$1\$[\w-]{22}\$[\w-]{43}$/)
    expect(await verifyPassword('correct horse', a)).toEqual({ ok: true, needsRehash: false })
    expect((await verifyPassword('correct horsE', a)).ok).toBe(false)
  })

  it('treats the same text in another Unicode form as the same password', async () => {
    const stored = await hashPassword('café-passphrase')
    expect((await verifyPassword('cafe\u0301-passphrase', stored)).ok).toBe(true)
  })

  it('asks for a rehash when the stored parameters are weaker than the current ones', async () => {
    const salt = randomBytes(16)
    const key = scryptSync('old passphrase', salt, 32, { N: 2 ** 14, r: 8, p: 1 })
    const stored = ['scrypt', 2 ** 14, 8, 1, salt.toString('base64url'), key.toString('base64url')].join('$')
    expect(await verifyPassword('old passphrase', stored)).toEqual({ ok: true, needsRehash: true })
  })

  it('never matches without a stored hash (accounts without a password) or with a malformed one', async () => {
    expect((await verifyPassword('anything', null)).ok).toBe(false)
    expect((await verifyPassword('anything', 'bcrypt$xyz')).ok).toBe(false)
  })

  it('verifies a hash made with other parameters by the parameters stored with it', async () => {
    setPasswordHashParams(TEST_PASSWORD_HASH_PARAMS)
    const cheap = await hashPassword('correct horse')
    setPasswordHashParams(PASSWORD_HASH_PARAMS)
    expect(cheap).toMatch(/^scrypt\$1024\$8\$1\$/)
    expect(await verifyPassword('correct horse', cheap)).toEqual({ ok: true, needsRehash: true })
  })
})
