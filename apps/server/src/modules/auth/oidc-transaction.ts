import type { JWTVerifyGetKey } from 'jose'
import { SignJWT } from 'jose/jwt/sign'
import { jwtVerify } from 'jose/jwt/verify'
import { JWT_ALG, type SigningKey } from './signing-key.ts'

/** What must survive the trip to Google and back: kept in a short-lived, signed, HttpOnly cookie. */
export interface OidcTransaction {
  state: string
  nonce: string
  codeVerifier: string
  redirectTo: string
}

export const OIDC_COOKIE = 'coldstart_oidc'
export const OIDC_COOKIE_PATH = '/api/auth/google'
export const OIDC_TRANSACTION_TTL_SECONDS = 600
// Its own audience: a transaction cookie can never pass as an access token, nor the other way round.
const AUDIENCE = 'coldstart:oidc-transaction'

export function sealTransaction(key: SigningKey, tx: OidcTransaction, issuer: string): Promise<string> {
  return new SignJWT({ tx })
    .setProtectedHeader({ alg: JWT_ALG, kid: key.kid })
    .setIssuer(issuer)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${OIDC_TRANSACTION_TTL_SECONDS}s`)
    .sign(key.privateKey)
}

export async function openTransaction(
  keys: JWTVerifyGetKey,
  sealed: string | undefined,
  issuer: string,
): Promise<OidcTransaction | null> {
  if (!sealed) return null
  try {
    const { payload } = await jwtVerify(sealed, keys, { algorithms: [JWT_ALG], issuer, audience: AUDIENCE })
    const tx = payload.tx as Partial<OidcTransaction> | undefined
    const fields = [tx?.state, tx?.nonce, tx?.codeVerifier, tx?.redirectTo]
    return fields.every((f) => typeof f === 'string') ? (tx as OidcTransaction) : null
  } catch {
    return null
  }
}
