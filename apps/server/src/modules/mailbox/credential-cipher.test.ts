import { randomBytes } from 'node:crypto'
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { loadConfig } from '../../config.ts'
import { createCredentialCipher, KEY_FILE, keyIdOf, loadSecretKey } from './credential-cipher.ts'

describe('credential cipher', () => {
  it('seals with the current key and opens values sealed under a previous one', () => {
    const oldKey = randomBytes(32)
    const newKey = randomBytes(32)
    const sealedBefore = createCredentialCipher(oldKey).seal('app-password', 'user-1')
    expect(sealedBefore.keyId).toBe(keyIdOf(oldKey))
    expect(sealedBefore.ciphertext).not.toContain('app-password')

    const rotated = createCredentialCipher(newKey, [oldKey])
    expect(rotated.open(sealedBefore, 'user-1')).toBe('app-password')
    const sealedAfter = rotated.seal('app-password', 'user-1')
    expect(sealedAfter.keyId).toBe(keyIdOf(newKey))
    expect(sealedAfter.ciphertext).not.toBe(rotated.seal('app-password', 'user-1').ciphertext)

    expect(() => createCredentialCipher(newKey).open(sealedBefore, 'user-1')).toThrow(/no mailbox secret key/)
  })

  it('will not open a value moved to another user or tampered with', () => {
    const cipher = createCredentialCipher(randomBytes(32))
    const sealed = cipher.seal('app-password', 'user-1')
    expect(() => cipher.open(sealed, 'user-2')).toThrow()
    const bytes = Buffer.from(sealed.ciphertext, 'base64')
    bytes[bytes.length - 1]! ^= 1
    expect(() => cipher.open({ ...sealed, ciphertext: bytes.toString('base64') }, 'user-1')).toThrow()
  })

  it('creates the key file in DATA_DIR once and reads it after', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'coldstart-key-'))
    try {
      const first = await loadSecretKey(undefined, dir)
      const again = await loadSecretKey(undefined, dir)
      expect(again.equals(first)).toBe(true)
      expect((await fs.stat(path.join(dir, KEY_FILE))).mode & 0o777).toBe(0o600)
      const configured = randomBytes(32).toString('base64')
      expect((await loadSecretKey(configured, dir)).toString('base64')).toBe(configured)
    } finally {
      await fs.rm(dir, { recursive: true, force: true })
    }
  })

  it('refuses to start on DATABASE_URL without MAILBOX_SECRET_KEY, and refuses a short key', () => {
    expect(() => loadConfig({ DATABASE_URL: 'postgres://db/coldstart' })).toThrow(
      /MAILBOX_SECRET_KEY: required/,
    )
    const key = randomBytes(32).toString('base64')
    expect(
      loadConfig({ DATABASE_URL: 'postgres://db/coldstart', MAILBOX_SECRET_KEY: key }).mailbox.secretKey,
    ).toBe(key)
    expect(() => loadConfig({ MAILBOX_SECRET_KEY: 'c2hvcnQ=' })).toThrow(/32 bytes/)
  })
})
