import type { MailboxConfig } from '../../config.ts'
import type { Db } from '../../db/client.ts'
import { createCredentialCipher, loadSecretKey } from './credential-cipher.ts'
import { createMailboxService, type MailboxService } from './mailbox.service.ts'

/** The app's one mailbox service: its key from MAILBOX_SECRET_KEY, else the key file in DATA_DIR. */
export async function createMailbox(opts: {
  config: MailboxConfig
  dataDir: string
  db: Db
  onConnected?: (userId: string) => Promise<void>
}): Promise<MailboxService> {
  const current = await loadSecretKey(opts.config.secretKey, opts.dataDir)
  const previous = opts.config.previousSecretKeys.map((k) => Buffer.from(k, 'base64'))
  return createMailboxService({
    db: opts.db,
    cipher: createCredentialCipher(current, previous),
    allowPrivateHosts: opts.config.allowPrivateHosts,
    timeoutMs: opts.config.connectTimeoutMs,
    onConnected: opts.onConnected,
  })
}
