import type { JWTVerifyGetKey } from 'jose'
// jose's parts by path: its index loads all 47 of its modules, these ~20
import { SignJWT } from 'jose/jwt/sign'
import { jwtVerify } from 'jose/jwt/verify'
import { LRUCache } from 'lru-cache'
import { JWT_ALG, type SigningKey } from './signing-key.ts'

export const ACCESS_TOKEN_AUDIENCE = 'authenticated'

export interface AccessTokenSubject {
  userId: string
  email: string
  /** the refresh-token family (one sign-in) this token belongs to */
  sessionId: string
  /** issued for a password-reset link: may set a new password without the current one */
  recovery?: boolean
}

export interface IssuedAccessToken {
  token: string
  expiresIn: number
  expiresAt: number
}

// A token whose signature was checked is the same bytes when it comes again: its subject is kept for the
// token's remaining life, a minute at most (inside the key set's own ten-minute refresh, so a withdrawn key is
// not honoured longer than before), and a signed-in student's requests check an ES256 signature once a minute
// instead of on every request. Bounded: the least recently used token is checked again.
const VERIFIED_KEPT = 2000
const VERIFIED_FOR_MS = 60_000

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
// An access token is three base64url parts.
const jwtShape = /^[\w-]+\.[\w-]+\.[\w-]+$/

export function createAccessTokens(opts: {
  key: SigningKey
  keys: JWTVerifyGetKey
  issuer: string
  ttlSeconds: number
}) {
  async function issue(subject: AccessTokenSubject): Promise<IssuedAccessToken> {
    const issuedAt = Math.floor(Date.now() / 1000)
    const expiresAt = issuedAt + opts.ttlSeconds
    const token = await new SignJWT({
      email: subject.email,
      sid: subject.sessionId,
      role: 'authenticated',
      // RFC 8176 authentication methods: "otp" for the one-time reset link; a refresh never carries it on
      ...(subject.recovery ? { amr: ['otp'] } : {}),
    })
      .setProtectedHeader({ alg: JWT_ALG, kid: opts.key.kid, typ: 'JWT' })
      .setSubject(subject.userId)
      .setIssuer(opts.issuer)
      .setAudience(ACCESS_TOKEN_AUDIENCE)
      .setIssuedAt(issuedAt)
      .setExpirationTime(expiresAt)
      .sign(opts.key.privateKey)
    return { token, expiresIn: opts.ttlSeconds, expiresAt }
  }

  const verified = new LRUCache<string, { subject: AccessTokenSubject; exp: number; checkedAt: number }>({
    max: VERIFIED_KEPT,
  })

  /** The token's subject, or null for anything malformed, tampered with, expired or not ours. */
  async function verify(token: string): Promise<AccessTokenSubject | null> {
    const now = Date.now()
    const known = verified.get(token)
    // expired as jwtVerify counts it: from its `exp` second on
    if (known && known.exp <= Math.floor(now / 1000)) return null
    if (known && now - known.checkedAt < VERIFIED_FOR_MS) return known.subject
    const checked = await verifySignature(token)
    if (checked) verified.set(token, { ...checked, checkedAt: now })
    else verified.delete(token)
    return checked?.subject ?? null
  }

  async function verifySignature(token: string) {
    if (token.length > 4096 || !jwtShape.test(token)) return null
    try {
      const { payload } = await jwtVerify(token, opts.keys, {
        algorithms: [JWT_ALG],
        issuer: opts.issuer,
        audience: ACCESS_TOKEN_AUDIENCE,
        requiredClaims: ['sub', 'exp', 'sid'],
      })
      const { sub, email, sid, amr, exp } = payload
      if (!sub || !uuidPattern.test(sub) || typeof email !== 'string' || typeof sid !== 'string') return null
      const recovery = Array.isArray(amr) && amr.includes('otp')
      const subject: AccessTokenSubject = {
        userId: sub,
        email,
        sessionId: sid,
        ...(recovery ? { recovery } : {}),
      }
      return { subject, exp: exp! }
    } catch {
      return null
    }
  }

  return { issue, verify }
}

export type AccessTokens = ReturnType<typeof createAccessTokens>
