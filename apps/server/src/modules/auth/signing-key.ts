import fs from 'node:fs/promises'
import path from 'node:path'
import {
  calculateJwkThumbprint,
  exportJWK,
  generateKeyPair,
  importJWK,
  importPKCS8,
  type CryptoKey,
  type JWK,
} from 'jose'

export const JWT_ALG = 'ES256'

export interface SigningKey {
  kid: string
  privateKey: CryptoKey
  /** kty, crv, x, y, kid, alg, use: what the JWKS endpoint publishes */
  publicJwk: { kty: 'EC'; crv: 'P-256'; x: string; y: string; kid: string; alg: string; use: 'sig' }
}

export type KeySource = 'configured' | 'stored' | 'generated'

/**
 * The ES256 key that signs access tokens: JWT_PRIVATE_KEY when set (a private JWK or PKCS#8 PEM), else the
 * key kept in DATA_DIR, created on first start. Every instance behind one site must share it, so a
 * deployment with several instances sets JWT_PRIVATE_KEY.
 */
export async function loadSigningKey(opts: {
  configured: string | undefined
  dataDir: string
}): Promise<{ key: SigningKey; source: KeySource; file?: string }> {
  if (opts.configured)
    return { key: await fromPrivateJwk(await parseConfigured(opts.configured)), source: 'configured' }

  const file = path.join(opts.dataDir, 'auth', 'jwt-signing-key.json')
  const stored = await readKeyFile(file)
  if (stored) return { key: await fromPrivateJwk(stored), source: 'stored', file }

  const { privateKey } = await generateKeyPair(JWT_ALG, { extractable: true })
  const jwk = await exportJWK(privateKey)
  await fs.mkdir(path.dirname(file), { recursive: true, mode: 0o700 })
  try {
    // 'wx': when another process wrote one first, use theirs so both sign with the same key.
    await fs.writeFile(file, JSON.stringify(jwk), { flag: 'wx', mode: 0o600 })
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err
    return { key: await fromPrivateJwk((await readKeyFile(file))!), source: 'stored', file }
  }
  return { key: await fromPrivateJwk(jwk), source: 'generated', file }
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
