import type { FastifyBaseLogger } from 'fastify'
import type { JWTVerifyGetKey } from 'jose'
import type { JwksResponse } from '@coldstart/contract'
import type { AppConfig } from '../../config.ts'
import type { Db } from '../../db/client.ts'
import type { User } from '../../db/schema/index.ts'
import { createAccessTokens, type AccessTokens } from './access-tokens.ts'
import { createAuthGuards, type AuthGuards } from './auth.guard.ts'
import { createGoogleClient, type GoogleClient } from './google-client.ts'
import { createMailer, type Mailer } from '../../lib/mailer.ts'
import { createRateLimitBackend, type RateLimitBackend } from '../../plugins/rate-limit-store.ts'
import type { LimiterFactory } from './rate-limits.ts'
import { needsSecureCookies } from './session-cookies.ts'
import { createSigningKeys, type SigningKey } from './signing-key.ts'

/**
 * Runs once a Google sign-in has found its user, before the session starts (app.ts grants ADMIN_EMAILS
 * here, so auth knows nothing of roles). `emailVerified`: the identity provider vouches for the address.
 * Password sign-ins prove nothing about the address and do not call it. A throw fails the sign-in.
 */
export type OnSignIn = (user: User, proof: { emailVerified: boolean }) => Promise<void>

/** Everything the auth routes share, built once per app. Other modules only need `guards`. */
export interface Auth {
  db: Db
  config: AppConfig['auth']
  publicUrl: string
  signingKey: SigningKey
  keys: JWTVerifyGetKey
  tokens: AccessTokens
  guards: AuthGuards
  google: GoogleClient | null
  mailer: Mailer
  secureCookies: boolean
  /** Where every rate limit counts (memory, or Redis with REDIS_URL); page views share it. */
  rateLimits: RateLimitBackend
  jwks(): JwksResponse
  log: FastifyBaseLogger
  onSignIn: OnSignIn
}

/** What every route file of the module is registered with. */
export interface AuthRouteOptions {
  auth: Auth
  limiter: LimiterFactory
}

export const GOOGLE_CALLBACK_PATH = '/api/auth/google/callback'

export async function createAuth(deps: {
  config: AppConfig
  db: Db
  log: FastifyBaseLogger
  onSignIn?: OnSignIn
}): Promise<Auth> {
  const { config, db, log, onSignIn = async () => {} } = deps
  // JWT_PRIVATE_KEY, else the keys in the database that every instance shares (with kids and rotation).
  const { key, source, jwks, keys } = await createSigningKeys({
    configured: config.auth.jwtPrivateKey,
    dataDir: config.dataDir,
    db,
    onError: (err) => log.warn({ err }, 'could not check the access-token signing keys'),
  })
  if (source === 'generated') log.info(`created the access-token signing key ${key.kid}`)
  const tokens = createAccessTokens({
    key,
    keys,
    issuer: config.publicUrl,
    ttlSeconds: config.auth.accessTokenTtlSeconds,
  })
  const secureCookies = needsSecureCookies(config.publicUrl)
  if (secureCookies && config.publicUrl.startsWith('http:')) {
    log.warn(`PUBLIC_URL ${config.publicUrl} is plain http: browsers will drop the secure session cookies`)
  }
  return {
    db,
    config: config.auth,
    publicUrl: config.publicUrl,
    signingKey: key,
    keys,
    tokens,
    guards: createAuthGuards(tokens, db),
    google: config.auth.google
      ? createGoogleClient(config.auth.google, `${config.publicUrl}${GOOGLE_CALLBACK_PATH}`)
      : null,
    mailer: await createMailer({
      smtpUrl: config.auth.smtpUrl,
      from: config.auth.mailFrom,
      log,
      production: config.nodeEnv === 'production',
    }),
    secureCookies,
    rateLimits: await createRateLimitBackend({
      redisUrl: config.redisUrl,
      log,
      maxKeys: config.auth.rateLimitMaxKeys,
    }),
    jwks,
    log,
    onSignIn,
  }
}
