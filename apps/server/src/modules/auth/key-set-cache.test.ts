import { exportJWK, generateKeyPair, SignJWT, type JSONWebKeySet } from 'jose'
import { describe, expect, it } from 'vitest'
import { KEY_CACHE_LIFETIME_MS } from '@coldstart/contract'
import { createKeySetCache } from './key-set-cache.ts'

async function keyPair(kid: string) {
  const { privateKey, publicKey } = await generateKeyPair('ES256')
  const jwk = { ...(await exportJWK(publicKey)), kid, alg: 'ES256', use: 'sig' }
  const token = await new SignJWT({}).setProtectedHeader({ alg: 'ES256', kid }).sign(privateKey)
  return { jwk, token }
}

describe('createKeySetCache', () => {
  it('loads the keys once per KEY_CACHE_LIFETIME_MS (10 minutes)', async () => {
    expect(KEY_CACHE_LIFETIME_MS).toBe(600_000)
    const a = await keyPair('a')
    let loads = 0
    let clock = 0
    const resolve = createKeySetCache(
      async () => {
        loads += 1
        return { keys: [a.jwk] } as JSONWebKeySet
      },
      { now: () => clock },
    )
    const header = { alg: 'ES256', kid: 'a' }
    const flattened = { payload: '', protected: '', signature: '' }
    await resolve(header, flattened)
    clock += KEY_CACHE_LIFETIME_MS - 1
    await resolve(header, flattened)
    expect(loads).toBe(1)
    clock += 1
    await resolve(header, flattened)
    expect(loads).toBe(2)
  })

  it('reloads early for an unknown kid (a rotated key), but not more than every 30 s', async () => {
    const a = await keyPair('a')
    const b = await keyPair('b')
    let keys = [a.jwk]
    let loads = 0
    let clock = 0
    const resolve = createKeySetCache(
      async () => {
        loads += 1
        return { keys } as JSONWebKeySet
      },
      { now: () => clock },
    )
    const flattened = { payload: '', protected: '', signature: '' }
    await resolve({ alg: 'ES256', kid: 'a' }, flattened)
    keys = [a.jwk, b.jwk]
    await expect(resolve({ alg: 'ES256', kid: 'b' }, flattened)).rejects.toThrow()
    expect(loads).toBe(1)
    clock += 30_000
    await expect(resolve({ alg: 'ES256', kid: 'b' }, flattened)).resolves.toBeTruthy()
    expect(loads).toBe(2)
  })
})
