import { createLocalJWKSet, exportJWK, generateKeyPair, type JWTVerifyGetKey } from 'jose'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createAccessTokens } from './access-tokens.ts'

async function tokensWithCountedKeys(ttlSeconds: number) {
  const { privateKey, publicKey } = await generateKeyPair('ES256')
  const { x, y } = await exportJWK(publicKey)
  const publicJwk = { kty: 'EC', crv: 'P-256', x: x!, y: y!, kid: 'k1', alg: 'ES256', use: 'sig' } as const
  const keySet = createLocalJWKSet({ keys: [publicJwk] })
  let signatureChecks = 0
  const keys: JWTVerifyGetKey = (header, token) => {
    signatureChecks++
    return keySet(header, token)
  }
  const tokens = createAccessTokens({
    key: { kid: 'k1', privateKey, publicJwk },
    keys,
    issuer: 'http://localhost:3000',
    ttlSeconds,
  })
  return { tokens, checks: () => signatureChecks }
}

const subject = { userId: '3f0c9a52-8a1e-4c1b-9a36-2f1e5b7c8d90', email: 'a@example.com', sessionId: 's1' }

describe('access tokens', () => {
  afterEach(() => vi.useRealTimers())

  it("checks a token's signature once and answers the same subject again from what it checked", async () => {
    const { tokens, checks } = await tokensWithCountedKeys(900)
    const { token } = await tokens.issue(subject)
    expect(await tokens.verify(token)).toEqual(subject)
    expect(await tokens.verify(token)).toEqual(subject)
    expect(checks()).toBe(1)
    // a changed byte is another token: checked, and refused
    expect(await tokens.verify(`${token.slice(0, -2)}AA`)).toBeNull()
    expect(checks()).toBe(2)
  })

  it('refuses a remembered token from its expiry second on, and checks it again after a minute', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-28T10:00:00.000Z') })
    const { tokens, checks } = await tokensWithCountedKeys(120)
    const { token } = await tokens.issue(subject)
    expect(await tokens.verify(token)).toEqual(subject)
    vi.advanceTimersByTime(59_000)
    expect(await tokens.verify(token)).toEqual(subject)
    expect(checks()).toBe(1)
    vi.advanceTimersByTime(2_000)
    expect(await tokens.verify(token)).toEqual(subject)
    expect(checks()).toBe(2)
    // expires at 10:02:00: refused from that second on, remembered or not
    vi.advanceTimersByTime(58_000)
    expect(await tokens.verify(token)).toEqual(subject)
    vi.advanceTimersByTime(1_000)
    expect(await tokens.verify(token)).toBeNull()
    expect(checks()).toBe(2)
  })
})
