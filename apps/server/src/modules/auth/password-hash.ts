import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto'

// scrypt is memory-hard: N=2^15, r=8 needs 32 MiB per hash, which keeps GPU guessing expensive. The
// parameters are stored with each hash, so raising them later only affects new hashes (and rehash on sign-in).
const CURRENT = { N: 2 ** 15, r: 8, p: 1 }
const KEY_LENGTH = 32
const SALT_LENGTH = 16

function derive(password: string, salt: Buffer, params: { N: number; r: number; p: number }) {
  const options: ScryptOptions = { ...params, maxmem: 256 * params.N * params.r }
  return new Promise<Buffer>((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (err, key) =>
      err ? reject(err) : resolve(key),
    )
  })
}

/** `scrypt$N$r$p$salt$hash` (salt and hash in base64url). */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_LENGTH)
  const key = await derive(password, salt, CURRENT)
  return [
    'scrypt',
    CURRENT.N,
    CURRENT.r,
    CURRENT.p,
    salt.toString('base64url'),
    key.toString('base64url'),
  ].join('$')
}

function parse(stored: string) {
  const [scheme, n, r, p, salt, hash] = stored.split('$')
  if (scheme !== 'scrypt' || !salt || !hash) return null
  const params = { N: Number(n), r: Number(r), p: Number(p) }
  if (![params.N, params.r, params.p].every(Number.isSafeInteger)) return null
  return { params, salt: Buffer.from(salt, 'base64url'), hash: Buffer.from(hash, 'base64url') }
}

// Hashing a password against this when the account does not exist takes as long as a real check, so
// response times do not tell which emails have accounts.
const DUMMY = hashPassword(randomBytes(16).toString('hex'))

/** Whether `password` matches; `needsRehash` when the stored parameters are older than the current ones. */
export async function verifyPassword(
  password: string,
  stored: string | null,
): Promise<{ ok: boolean; needsRehash: boolean }> {
  const parsed = parse(stored ?? (await DUMMY))
  if (!parsed) return { ok: false, needsRehash: false }
  const key = await derive(password, parsed.salt, parsed.params)
  const ok = stored !== null && key.length === parsed.hash.length && timingSafeEqual(key, parsed.hash)
  const { N, r, p } = parsed.params
  return { ok, needsRehash: ok && (N < CURRENT.N || r < CURRENT.r || p < CURRENT.p) }
}
