import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'

/** An encrypted secret as stored: the id of the key that encrypted it, and base64(iv ‖ tag ‖ ciphertext). */
export interface SealedSecret {
  keyId: string
  ciphertext: string
}

export interface CredentialCipher {
  /** the id new values are sealed with */
  readonly keyId: string
  /** `context` (the owner's id) is bound in as associated data: a value copied to another row will not open */
  seal(plain: string, context: string): SealedSecret
  open(sealed: SealedSecret, context: string): string
}

const IV_BYTES = 12
const TAG_BYTES = 16

/** A key's id: the start of its SHA-256, so the key itself is never stored or logged. */
export const keyIdOf = (key: Buffer) => createHash('sha256').update(key).digest('hex').slice(0, 16)

/** AES-256-GCM with the current key; the previous keys only open values sealed before a rotation. */
export function createCredentialCipher(current: Buffer, previous: Buffer[] = []): CredentialCipher {
  const keys = new Map<string, Buffer>()
  for (const key of [current, ...previous]) {
    if (key.length !== 32) throw new Error('a mailbox secret key must be 32 bytes')
    keys.set(keyIdOf(key), key)
  }
  const keyId = keyIdOf(current)
  return {
    keyId,
    seal(plain, context) {
      const iv = randomBytes(IV_BYTES)
      const cipher = createCipheriv('aes-256-gcm', current, iv)
      cipher.setAAD(Buffer.from(context, 'utf8'))
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()])
      return { keyId, ciphertext: Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64') }
    },
    open(sealed, context) {
      const key = keys.get(sealed.keyId)
      if (!key)
        throw new Error(`no mailbox secret key with id ${sealed.keyId} (set MAILBOX_SECRET_KEYS_PREVIOUS)`)
      const bytes = Buffer.from(sealed.ciphertext, 'base64')
      const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, IV_BYTES))
      decipher.setAAD(Buffer.from(context, 'utf8'))
      decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES))
      return Buffer.concat([
        decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)),
        decipher.final(),
      ]).toString('utf8')
    },
  }
}

export const KEY_FILE = 'mailbox-secret.key'

/**
 * The configured key, else (embedded database only: config refuses DATABASE_URL without a key) the key file in
 * DATA_DIR, created once with mode 0600 and read on every later start.
 */
export async function loadSecretKey(configured: string | undefined, dataDir: string): Promise<Buffer> {
  if (configured) return Buffer.from(configured, 'base64')
  const file = path.join(dataDir, KEY_FILE)
  await fs.mkdir(dataDir, { recursive: true })
  try {
    await fs.writeFile(file, randomBytes(32).toString('base64') + '\n', { flag: 'wx', mode: 0o600 })
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err
  }
  const key = Buffer.from((await fs.readFile(file, 'utf8')).trim(), 'base64')
  if (key.length !== 32) throw new Error(`${file} does not hold a 32-byte base64 key`)
  return key
}
