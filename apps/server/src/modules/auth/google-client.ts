import * as oidc from 'openid-client'
import type { OidcTransaction } from './oidc-transaction.ts'

export interface GoogleIdentity {
  sub: string
  email: string | null
  emailVerified: boolean
  givenName: string | null
  familyName: string | null
  name: string | null
  picture: string | null
}

// Plain http is allowed for a local stand-in issuer only (tests); Google itself is always https.
function isLocalTestIssuer(issuer: URL) {
  return issuer.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(issuer.hostname)
}

const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null)

/** Google's OpenID Connect: discovery (retried after a failure), authorization code + PKCE S256, nonce. */
export function createGoogleClient(
  cfg: { clientId: string; clientSecret: string; issuer: string },
  redirectUri: string,
) {
  const issuer = new URL(cfg.issuer)
  let discovered: Promise<oidc.Configuration> | null = null

  function configuration() {
    discovered ??= oidc
      .discovery(
        issuer,
        cfg.clientId,
        undefined,
        oidc.ClientSecretPost(cfg.clientSecret),
        isLocalTestIssuer(issuer) ? { execute: [oidc.allowInsecureRequests], timeout: 10 } : { timeout: 10 },
      )
      .catch((err: unknown) => {
        discovered = null
        throw err
      })
    return discovered
  }

  async function authorizationUrl(redirectTo: string) {
    const config = await configuration()
    const transaction: OidcTransaction = {
      state: oidc.randomState(),
      nonce: oidc.randomNonce(),
      codeVerifier: oidc.randomPKCECodeVerifier(),
      redirectTo,
    }
    const url = oidc.buildAuthorizationUrl(config, {
      redirect_uri: redirectUri,
      scope: 'openid email profile',
      response_type: 'code',
      code_challenge: await oidc.calculatePKCECodeChallenge(transaction.codeVerifier),
      code_challenge_method: 'S256',
      state: transaction.state,
      nonce: transaction.nonce,
      prompt: 'select_account',
    })
    return { url: url.href, transaction }
  }

  /** Exchanges the callback's code; state, nonce, PKCE and the ID token are all checked by openid-client. */
  async function identityFrom(callbackUrl: URL, transaction: OidcTransaction): Promise<GoogleIdentity> {
    const config = await configuration()
    const tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
      pkceCodeVerifier: transaction.codeVerifier,
      expectedState: transaction.state,
      expectedNonce: transaction.nonce,
      idTokenExpected: true,
    })
    const claims = tokens.claims()
    if (!claims) throw new Error('Google returned no ID token')
    return {
      sub: claims.sub,
      email: text(claims.email)?.toLowerCase() ?? null,
      emailVerified: claims.email_verified === true,
      givenName: text(claims.given_name),
      familyName: text(claims.family_name),
      name: text(claims.name),
      picture: text(claims.picture),
    }
  }

  return { authorizationUrl, identityFrom }
}

export type GoogleClient = ReturnType<typeof createGoogleClient>
