import type { ImapFlow } from 'imapflow'
import type { Transporter } from 'nodemailer'
import {
  MAILBOX_MESSAGES,
  MAILBOX_PRESETS,
  type ConnectMailboxBody,
  type MailboxFailure,
  type MailboxProvider,
  type MailboxStatus,
  type MailServerSettings,
} from '@coldstart/contract'
import type { Db } from '../../db/client.ts'
import type { MailboxRow } from '../../db/schema/index.ts'
import { HttpError } from '../../lib/http-error.ts'
import type { CredentialCipher } from './credential-cipher.ts'
import {
  createImapClient,
  createSmtpTransport,
  type MailLogin,
  type PinnedServer,
} from './mail-connections.ts'
import { probeImap, probeSmtp } from './mail-probe.ts'
import { deleteMailbox, findMailbox, saveMailbox, updateMailboxState } from './mailbox.repository.ts'
import { classifyAddress, resolveMailHost } from './safe-address.ts'

type Side = 'imap' | 'smtp'

/** Connecting failed on one side, for a reason the student can act on. */
export class MailboxConnectFailure extends Error {
  readonly side: Side
  readonly reason: MailboxFailure
  readonly host: string
  constructor(side: Side, reason: MailboxFailure, host: string) {
    super(`${side}: ${reason}`)
    this.side = side
    this.reason = reason
    this.host = host
  }
}

export interface MailboxServiceOptions {
  db: Db
  cipher: CredentialCipher
  allowPrivateHosts: boolean
  timeoutMs: number
  /** after a (re)connect is saved: what waited for the mailbox (sends paused on a refused password) goes on */
  onConnected?: (userId: string) => Promise<void>
}

/** What other modules (sending, sync) use; the password is opened only inside this module. */
export interface MailboxService {
  status(userId: string): Promise<MailboxStatus>
  /** proves IMAP and SMTP with the password, then stores it sealed; throws MailboxConnectFailure */
  connect(userId: string, body: ConnectMailboxBody): Promise<MailboxStatus>
  /** deletes the password and the sync state at once; false when nothing was connected */
  disconnect(userId: string): Promise<boolean>
  /** the stored row without its secret (null: none connected) */
  find(userId: string): Promise<Omit<MailboxRow, 'secretCiphertext' | 'secretKeyId'> | null>
  /** an IMAP client logged in to the student's mailbox; the caller logs out. Throws MailboxConnectFailure */
  openImap(userId: string): Promise<ImapFlow>
  /** an SMTP transport authenticated as the student, and the address to send from; the caller closes it */
  smtpTransport(userId: string): Promise<{ transport: Transporter; from: string }>
  /** stops sending and syncing until the student reconnects (e.g. the password was revoked) */
  pause(userId: string, reason: string): Promise<void>
  markChecked(userId: string, at: Date): Promise<void>
}

function serversFor(body: ConnectMailboxBody): { imap: MailServerSettings; smtp: MailServerSettings } {
  if (body.provider === 'other') return { imap: body.imap!, smtp: body.smtp! }
  const preset = MAILBOX_PRESETS[body.provider]
  return { imap: preset.imap, smtp: preset.smtp }
}

function toStatus(row: MailboxRow | null): MailboxStatus {
  if (!row) {
    return {
      connected: false,
      address: null,
      provider: null,
      imapHost: null,
      smtpHost: null,
      connectedAt: null,
      lastCheckedAt: null,
      pausedReason: null,
    }
  }
  return {
    connected: true,
    address: row.address,
    provider: row.provider as MailboxProvider,
    imapHost: row.imapHost,
    smtpHost: row.smtpHost,
    connectedAt: row.connectedAt.toISOString(),
    lastCheckedAt: row.lastCheckedAt?.toISOString() ?? null,
    pausedReason: row.pausedReason,
  }
}

export function createMailboxService({
  db,
  cipher,
  allowPrivateHosts,
  timeoutMs,
  onConnected,
}: MailboxServiceOptions): MailboxService {
  /** Resolves and checks the host now; every connection goes to the address checked here. */
  async function pin(side: Side, settings: MailServerSettings): Promise<PinnedServer> {
    const checked = await resolveMailHost(settings.host, { allowPrivate: allowPrivateHosts })
    if (!checked.ok) {
      throw new MailboxConnectFailure(
        side,
        checked.reason === 'private' ? 'private-address' : 'unreachable',
        settings.host,
      )
    }
    // a password in clear text only travels inside one's own network
    if (settings.security === 'none' && classifyAddress(checked.address) === 'public') {
      throw new MailboxConnectFailure(side, 'plain-text-refused', settings.host)
    }
    return { ...settings, address: checked.address }
  }

  async function loginOf(userId: string) {
    const row = await findMailbox(db, userId)
    if (!row) throw new HttpError(409, MAILBOX_MESSAGES.notConnected)
    const pass = cipher.open({ keyId: row.secretKeyId, ciphertext: row.secretCiphertext }, userId)
    return { row, login: { user: row.username, pass } satisfies MailLogin }
  }

  const settingsOf = (row: MailboxRow, side: Side): MailServerSettings =>
    side === 'imap'
      ? {
          host: row.imapHost,
          port: row.imapPort,
          security: row.imapSecurity as MailServerSettings['security'],
        }
      : {
          host: row.smtpHost,
          port: row.smtpPort,
          security: row.smtpSecurity as MailServerSettings['security'],
        }

  return {
    async status(userId) {
      return toStatus(await findMailbox(db, userId))
    },

    async connect(userId, body) {
      const { imap, smtp } = serversFor(body)
      const imapServer = await pin('imap', imap)
      const smtpServer = await pin('smtp', smtp)
      const login = { user: body.address, pass: body.password }
      const [imapResult, smtpResult] = await Promise.all([
        probeImap(imapServer, login, timeoutMs),
        probeSmtp(smtpServer, login, timeoutMs),
      ])
      if (!imapResult.ok) throw new MailboxConnectFailure('imap', imapResult.reason, imap.host)
      if (!smtpResult.ok) throw new MailboxConnectFailure('smtp', smtpResult.reason, smtp.host)

      const previous = await findMailbox(db, userId)
      const sameInbox = previous?.address === body.address && previous.imapHost === imap.host
      const sealed = cipher.seal(body.password, userId)
      const row = await saveMailbox(db, {
        userId,
        address: body.address,
        provider: body.provider,
        username: body.address,
        imapHost: imap.host,
        imapPort: imap.port,
        imapSecurity: imap.security,
        smtpHost: smtp.host,
        smtpPort: smtp.port,
        smtpSecurity: smtp.security,
        secretKeyId: sealed.keyId,
        secretCiphertext: sealed.ciphertext,
        connectedAt: new Date(),
        pausedReason: null,
        lastCheckedAt: sameInbox ? previous.lastCheckedAt : null,
        syncUidValidity: sameInbox ? previous.syncUidValidity : null,
        syncLastUid: sameInbox ? previous.syncLastUid : null,
      })
      await onConnected?.(userId)
      return toStatus(row)
    },

    disconnect: (userId) => deleteMailbox(db, userId),

    async find(userId) {
      const row = await findMailbox(db, userId)
      if (!row) return null
      const { secretCiphertext: _c, secretKeyId: _k, ...rest } = row
      return rest
    },

    async openImap(userId) {
      const { row, login } = await loginOf(userId)
      const server = await pin('imap', settingsOf(row, 'imap'))
      const client = await createImapClient(server, login, timeoutMs)
      await client.connect()
      return client
    },

    async smtpTransport(userId) {
      const { row, login } = await loginOf(userId)
      const server = await pin('smtp', settingsOf(row, 'smtp'))
      return { transport: await createSmtpTransport(server, login, timeoutMs), from: row.address }
    },

    pause: (userId, reason) => updateMailboxState(db, userId, { pausedReason: reason }),
    markChecked: (userId, at) => updateMailboxState(db, userId, { lastCheckedAt: at }),
  }
}
