import fs from 'node:fs/promises'
import path from 'node:path'
import { and, desc, isNotNull, isNull, lt, ne, sql } from 'drizzle-orm'
import type { CryptoKey, JWK, JWTVerifyGetKey } from 'jose'
import { generateKeyPair } from 'jose/key/generate/keypair'
import { exportJWK } from 'jose/key/export'
import { importJWK, importPKCS8 } from 'jose/key/import'
import { calculateJwkThumbprint } from 'jose/jwk/thumbprint'
import { KEY_CACHE_LIFETIME_MS, type JwksResponse } from '@coldstart/contract'
import type { Db } from '../../db/client.ts'
import { signingKeys } from '../../db/schema/index.ts'
import { createKeySetCache } from './key-set-cache.ts'

export const JWT_ALG = 'ES256'

export interface SigningKey {
  kid: string
  privateKey: CryptoKey
  /** kty, crv, x, y, kid, alg, use: what the JWKS endpoint publishes */
  publicJwk: PublicJwk
}

type PublicJwk = { kty: 'EC'; crv: 'P-256'; x: string; y: string; kid: string; alg: string; use: 'sig' }

/** configured: JWT_PRIVATE_KEY; stored: the database's current key; generated: made (or imported) just now */
export type KeySource = 'configured' | 'stored' | 'generated'

// A key signs for 30 days, then the next one takes over; a retired key still verifies for 2 days (longer than
// the longest access token, ACCESS_TOKEN_TTL ≤ 1 day) and is then deleted.
export const ROTATE_AFTER_MS = 30 * 24 * 3600_000
export const VERIFY_RETIRED_FOR_MS = 2 * 24 * 3600_000
// One lock id for "who makes the next key", so instances starting together agree on one.
const KEY_LOCK_ID = 0x636f6c64 // 'cold'

export interface SigningKeys {
  /** The key that signs now. Reads through to the database's current key (checked every 10 minutes). */
  key: SigningKey
  source: KeySource
  /** The published keys: the current one and retired ones still within their verification window. */
  jwks(): JwksResponse
  /** The verifier's key lookup (jose), through the 10-minute key-set cache. */
  keys: JWTVerifyGetKey
  /** Makes a new current key now (the old one keeps verifying for VERIFY_RETIRED_FOR_MS). */
  rotate(): Promise<SigningKey>
}

export interface SigningKeyOptions {
  /** JWT_PRIVATE_KEY (a private JWK or PKCS#8 PEM): when set it always wins and the database is not used. */
  configured: string | undefined
  /** where earlier versions kept the key (DATA_DIR/auth/jwt-signing-key.json): imported once, so sessions live on */
  dataDir: string
  db: Db
  rotateAfterMs?: number
  now?: () => number
  onError?: (err: unknown) => void
}

/**
 * The access-token signing keys. JWT_PRIVATE_KEY when set; otherwise the keys live in the database
 * (signing_keys), so every instance on one database signs and verifies with the same ones, each with a kid,
 * rotated every ROTATE_AFTER_MS by whichever instance notices first.
 */
export async function createSigningKeys(opts: SigningKeyOptions): Promise<SigningKeys> {
  const now = opts.now ?? Date.now
  if (opts.configured) {
    const key = await fromPrivateJwk(await parseConfigured(opts.configured))
    const jwks = () => ({ keys: [key.publicJwk] })
    return {
      key,
      source: 'configured',
      jwks,
      keys: createKeySetCache(async () => jwks()),
      rotate: () => Promise.reject(new Error('JWT_PRIVATE_KEY is set: rotate it by changing the setting')),
    }
  }

  const rotateAfterMs = opts.rotateAfterMs ?? ROTATE_AFTER_MS
  const legacyFile = path.join(opts.dataDir, 'auth', 'jwt-signing-key.json')
  const first = await currentKey(opts.db, { rotateAfterMs, now, legacyFile })
  let current = first.key
  let published = await publishedKeys(opts.db, current, now)
  let checkedAt = now()
  let checking: Promise<void> | null = null

  async function check(force = false) {
    const next = await currentKey(opts.db, { rotateAfterMs, now, force })
    current = next.key
    published = await publishedKeys(opts.db, current, now)
    checkedAt = now()
  }

  // Lazily, on use: no timer to outlive the app. A failed check keeps the keys it had.
  function checkNowAndThen() {
    if (checking || now() - checkedAt < KEY_CACHE_LIFETIME_MS) return
    checkedAt = now()
    checking = check()
      .catch((err: unknown) => opts.onError?.(err))
      .finally(() => {
        checking = null
      })
  }

  const key: SigningKey = {
    get kid() {
      checkNowAndThen()
      return current.kid
    },
    get privateKey() {
      return current.privateKey
    },
    get publicJwk() {
      return current.publicJwk
    },
  }

  return {
    key,
    source: first.generated ? 'generated' : 'stored',
    jwks: () => {
      checkNowAndThen()
      return { keys: published }
    },
    keys: createKeySetCache(async () => {
      published = await publishedKeys(opts.db, current, now)
      return { keys: published }
    }),
    async rotate() {
      await check(true)
      return current
    },
  }
}

/** The newest unretired key, making one (under a lock, so racing instances agree) when none is fresh enough. */
async function currentKey(
  db: Db,
  opts: { rotateAfterMs: number; now: () => number; force?: boolean; legacyFile?: string },
): Promise<{ key: SigningKey; generated: boolean }> {
  const newest = async (tx: Pick<Db, 'select'>) =>
    (
      await tx
        .select()
        .from(signingKeys)
        .where(isNull(signingKeys.retiredAt))
        .orderBy(desc(signingKeys.createdAt))
        .limit(1)
    )[0]
  const fresh = (row: Awaited<ReturnType<typeof newest>>) =>
    row !== undefined && !opts.force && opts.now() - row.createdAt.getTime() < opts.rotateAfterMs

  // Most starts: a fresh key exists, no lock needed.
  const seen = await newest(db)
  if (seen && fresh(seen))
    return { key: await fromPrivateJwk(JSON.parse(seen.privateJwk) as JWK), generated: false }

  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${KEY_LOCK_ID})`)
    const row = await newest(tx)
    // Another instance may have rotated while we waited for the lock: a key newer than the one we saw is fresh.
    if (row && (fresh(row) || (opts.force && seen && row.kid !== seen.kid))) {
      return { key: await fromPrivateJwk(JSON.parse(row.privateJwk) as JWK), generated: false }
    }
    const imported = !row && opts.legacyFile ? await readKeyFile(opts.legacyFile) : null
    const jwk =
      imported ?? (await exportJWK((await generateKeyPair(JWT_ALG, { extractable: true })).privateKey))
    const key = await fromPrivateJwk(jwk)
    const at = new Date(opts.now())
    await tx
      .insert(signingKeys)
      .values({ kid: key.kid, privateJwk: JSON.stringify(jwk), publicJwk: key.publicJwk, createdAt: at })
      .onConflictDoUpdate({ target: signingKeys.kid, set: { retiredAt: null, createdAt: at } })
    await tx
      .update(signingKeys)
      .set({ retiredAt: at })
      .where(and(isNull(signingKeys.retiredAt), ne(signingKeys.kid, key.kid)))
    await tx
      .delete(signingKeys)
      .where(
        and(
          isNotNull(signingKeys.retiredAt),
          lt(signingKeys.retiredAt, new Date(opts.now() - VERIFY_RETIRED_FOR_MS)),
        ),
      )
    return { key, generated: true }
  })
}

/** The current key and every retired key still within its verification window. */
async function publishedKeys(db: Db, current: SigningKey, now: () => number): Promise<PublicJwk[]> {
  const since = new Date(now() - VERIFY_RETIRED_FOR_MS)
  const rows = await db
    .select({ publicJwk: signingKeys.publicJwk, retiredAt: signingKeys.retiredAt })
    .from(signingKeys)
    .orderBy(desc(signingKeys.createdAt))
  const keys = rows
    .filter((r) => r.retiredAt === null || r.retiredAt >= since)
    .map((r) => r.publicJwk as PublicJwk)
  return keys.some((k) => k.kid === current.kid) ? keys : [current.publicJwk, ...keys]
}

async function parseConfigured(value: string): Promise<JWK> {
  if (value.startsWith('{')) return JSON.parse(value) as JWK
  const pem = value.replaceAll('\\n', '\n')
  return exportJWK(await importPKCS8(pem, JWT_ALG, { extractable: true }))
}

async function readKeyFile(file: string): Promise<JWK | null> {
  try {
    return JSON.parse(await fs.readFile(file, 'utf8')) as JWK
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null
    throw new Error(`Cannot read the token signing key at ${file}: ${(err as Error).message}`, { cause: err })
  }
}

async function fromPrivateJwk(jwk: JWK): Promise<SigningKey> {
  if (jwk.kty !== 'EC' || jwk.crv !== 'P-256' || !jwk.d || !jwk.x || !jwk.y) {
    throw new Error('JWT_PRIVATE_KEY must be a private P-256 (ES256) key')
  }
  const publicPart = { kty: 'EC', crv: 'P-256', x: jwk.x, y: jwk.y } as const
  const kid = await calculateJwkThumbprint(publicPart)
  const privateKey = (await importJWK(jwk, JWT_ALG)) as CryptoKey
  return { kid, privateKey, publicJwk: { ...publicPart, kid, alg: JWT_ALG, use: 'sig' } }
}
