import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { exportJWK, generateKeyPair, jwtVerify, SignJWT } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../../db/client.ts'
import { signingKeys } from '../../db/schema/index.ts'
import { createTestDatabase } from '../../testing/test-database.ts'
import { createSigningKeys, JWT_ALG, ROTATE_AFTER_MS, VERIFY_RETIRED_FOR_MS } from './signing-key.ts'

let database: Database
let dataDir: string
beforeAll(async () => {
  database = await createTestDatabase()
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'coldstart-keys-'))
})
afterAll(async () => {
  await database.close()
  await fs.rm(dataDir, { recursive: true, force: true })
})

const day = 24 * 3600_000

async function signWith(keys: Awaited<ReturnType<typeof createSigningKeys>>) {
  return new SignJWT({}).setProtectedHeader({ alg: JWT_ALG, kid: keys.key.kid }).sign(keys.key.privateKey)
}

describe('access-token signing keys', () => {
  it('JWT_PRIVATE_KEY wins: that key signs and the database is not touched', async () => {
    const { privateKey } = await generateKeyPair(JWT_ALG, { extractable: true })
    const configured = JSON.stringify(await exportJWK(privateKey))
    const keys = await createSigningKeys({ configured, dataDir, db: database.db })
    expect(keys.source).toBe('configured')
    expect(keys.jwks().keys).toHaveLength(1)
    expect(await database.db.select().from(signingKeys)).toEqual([])
  })

  it('without it, instances on one database agree on one key (made once, under a lock)', async () => {
    const [a, b, c] = await Promise.all(
      [1, 2, 3].map(() => createSigningKeys({ configured: undefined, dataDir, db: database.db })),
    )
    expect(new Set([a!.key.kid, b!.key.kid, c!.key.kid]).size).toBe(1)
    expect([a!.source, b!.source, c!.source].filter((s) => s === 'generated')).toHaveLength(1)
    // a token one instance signs, another verifies
    const { payload } = await jwtVerify(await signWith(a!), b!.keys)
    expect(payload).toBeTruthy()
    expect(await database.db.select().from(signingKeys)).toHaveLength(1)
  })

  it('rotates after 30 days: the new key signs, the old one still verifies, then is deleted', async () => {
    let clock = Date.now()
    const now = () => clock
    const first = await createSigningKeys({ configured: undefined, dataDir, db: database.db, now })
    const oldKid = first.key.kid
    const oldToken = await signWith(first)

    clock += ROTATE_AFTER_MS + 1
    const later = await createSigningKeys({ configured: undefined, dataDir, db: database.db, now })
    expect(later.source).toBe('generated')
    expect(later.key.kid).not.toBe(oldKid)
    expect(later.jwks().keys.map((k) => k.kid)).toEqual([later.key.kid, oldKid])
    await expect(jwtVerify(oldToken, later.keys)).resolves.toBeTruthy()

    // manual rotation too; the key from two rotations ago is gone once its window has passed
    clock += VERIFY_RETIRED_FOR_MS + day
    const before = later.key.kid
    const rotated = await later.rotate()
    expect(rotated.kid).not.toBe(before)
    expect(later.key.kid).toBe(rotated.kid)
    const kids = (await database.db.select().from(signingKeys)).map((r) => r.kid)
    expect(kids).not.toContain(oldKid)
    expect(kids).toContain(rotated.kid)
  })

  it('an instance that kept running picks up a rotation made by another', async () => {
    let clock = Date.now() + 10 * ROTATE_AFTER_MS
    const now = () => clock
    const running = await createSigningKeys({ configured: undefined, dataDir, db: database.db, now })
    const other = await createSigningKeys({ configured: undefined, dataDir, db: database.db, now })
    expect(other.key.kid).toBe(running.key.kid)
    const fresh = await other.rotate()
    clock += 11 * 60_000
    void running.key.kid // the first read after 10 minutes starts a check
    await expect.poll(() => running.key.kid).toBe(fresh.kid)
    // and it verifies the other's tokens at once (an unknown kid reloads the key set)
    await expect(jwtVerify(await signWith(other), running.keys)).resolves.toBeTruthy()
  })

  it('imports the key an older version kept in DATA_DIR, so its sessions live on', async () => {
    const fresh = await createTestDatabase()
    try {
      const { privateKey } = await generateKeyPair(JWT_ALG, { extractable: true })
      const jwk = await exportJWK(privateKey)
      await fs.mkdir(path.join(dataDir, 'auth'), { recursive: true })
      await fs.writeFile(path.join(dataDir, 'auth', 'jwt-signing-key.json'), JSON.stringify(jwk))
      const keys = await createSigningKeys({ configured: undefined, dataDir, db: fresh.db })
      expect(keys.key.publicJwk.x).toBe(jwk.x)
    } finally {
      await fresh.close()
    }
  })
})
