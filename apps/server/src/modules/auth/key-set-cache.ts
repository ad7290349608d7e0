import type { JSONWebKeySet, JWTVerifyGetKey } from 'jose'
import { createLocalJWKSet } from 'jose/jwks/local'
import { KEY_CACHE_LIFETIME_MS } from '@coldstart/contract'

// An unknown kid reloads the keys at most this often, so tokens with made-up kids cannot hammer the source.
const UNKNOWN_KID_COOLDOWN_MS = 30_000

/**
 * Verification keys, loaded from `load` and kept for KEY_CACHE_LIFETIME_MS (10 minutes): a rotated key
 * reaches every verifier within that time, or at once when a token names a kid the cache does not know.
 */
export function createKeySetCache(
  load: () => Promise<JSONWebKeySet>,
  { lifetimeMs = KEY_CACHE_LIFETIME_MS, now = Date.now } = {},
): JWTVerifyGetKey {
  let cached: { keys: JSONWebKeySet; resolve: JWTVerifyGetKey; loadedAt: number } | null = null

  async function reload() {
    const keys = await load()
    cached = { keys, resolve: createLocalJWKSet(keys), loadedAt: now() }
    return cached
  }

  return async (header, token) => {
    let current = cached && now() - cached.loadedAt < lifetimeMs ? cached : await reload()
    const known = current.keys.keys.some((k) => k.kid === header.kid)
    if (!known && now() - current.loadedAt >= UNKNOWN_KID_COOLDOWN_MS) current = await reload()
    return current.resolve(header, token)
  }
}
