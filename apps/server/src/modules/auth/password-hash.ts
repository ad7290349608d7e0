import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto'

interface ScryptParams {
  N: number
  r: number
  p: number
}

// scrypt is memory-hard: N=2^15, r=8 needs 32 MiB per hash, which keeps GPU guessing expensive. The
// parameters are stored with each hash, so raising them later only affects new hashes (and rehash on sign-in).
export const PASSWORD_HASH_PARAMS: Readonly<ScryptParams> = { N: 2 ** 15, r: 8, p: 1 }
// Test servers only (setPasswordHashParams): the same scheme at 1/32 of the work, so the suites' thousands of
// sign-ups do not spend their time hashing. Production never calls the setter.
export const TEST_PASSWORD_HASH_PARAMS: Readonly<ScryptParams> = { N: 2 ** 10, r: 8, p: 1 }
const KEY_LENGTH = 32
const SALT_LENGTH = 16

let current: Readonly<ScryptParams> = PASSWORD_HASH_PARAMS

/** The parameters new hashes get; only test set-ups (vitest's server setup, the browser tests' server) call it. */
export function setPasswordHashParams(params: Readonly<ScryptParams>) {
  current = params
}

function derive(password: string, salt: Buffer, params: ScryptParams) {
  const options: ScryptOptions = { ...params, maxmem: 256 * params.N * params.r }
  return new Promise<Buffer>((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (err, key) =>
      err ? reject(err) : resolve(key),
    )
  })
}

/** `scrypt$N$r$p$salt$hash` (salt and hash in base64url). */
export async function hashPassword(password: string): Promise<string> {
  const params = current
  const salt = randomBytes(SALT_LENGTH)
  const key = await derive(password, salt, params)
  return ['scrypt', params.N, params.r, params.p, salt.toString('base64url'), key.toString('base64url')].join(
    '$',
  )
}

function parse(stored: string) {
  const [scheme, n, r, p, salt, hash] = stored.split('$')
  if (scheme !== 'scrypt' || !salt || !hash) return null
  const params = { N: Number(n), r: Number(r), p: Number(p) }
  if (![params.N, params.r, params.p].every(Number.isSafeInteger)) return null
  return { params, salt: Buffer.from(salt, 'base64url'), hash: Buffer.from(hash, 'base64url') }
}

// Hashing a password against this when the account does not exist takes as long as a real check, so
// response times do not tell which emails have accounts. One per parameter set, the production one made at load.
const dummies = new WeakMap<Readonly<ScryptParams>, Promise<string>>()
function dummyHash() {
  let dummy = dummies.get(current)
  if (!dummy) {
    dummy = hashPassword(randomBytes(16).toString('hex'))
    dummies.set(current, dummy)
  }
  return dummy
}
dummyHash()

/** Whether `password` matches; `needsRehash` when the stored parameters are older than the current ones. */
export async function verifyPassword(
  password: string,
  stored: string | null,
): Promise<{ ok: boolean; needsRehash: boolean }> {
  const parsed = parse(stored ?? (await dummyHash()))
  if (!parsed) return { ok: false, needsRehash: false }
  const key = await derive(password, parsed.salt, parsed.params)
  const ok = stored !== null && key.length === parsed.hash.length && timingSafeEqual(key, parsed.hash)
  const { N, r, p } = parsed.params
  return { ok, needsRehash: ok && (N < current.N || r < current.r || p < current.p) }
}
