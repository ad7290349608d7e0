import { execFileSync, spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import fsp from 'node:fs/promises'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { ImapFlow } from 'imapflow'
import { createTransport } from 'nodemailer'
import { SMTPServer } from 'smtp-server'
import { freePort } from './free-port.ts'

/**
 * Real mail servers for tests: Dovecot (IMAP + LMTP) as an unprivileged child process with a throwaway
 * configuration, and an SMTP server (smtp-server) with AUTH that hands every message to Dovecot over LMTP.
 * Nothing is mocked: the app speaks IMAP and SMTP to them as it would to Gmail.
 */

export interface MailUser {
  address: string
  password: string
}

export interface StoredMessage {
  uid: number
  subject: string
  messageId: string
  /** the whole message as stored */
  raw: string
}

export interface MailServers {
  host: '127.0.0.1'
  imapPort: number
  smtpPort: number
  users: MailUser[]
  /** puts a raw RFC 5322 message into each recipient's INBOX (over LMTP, as a delivery would) */
  deliver(to: string | string[], raw: string): Promise<void>
  /** every message in one user's mailbox, oldest first */
  readMailbox(address: string, mailbox?: string): Promise<StoredMessage[]>
  /**
   * Writes messages straight into a user's maildir INBOX (as a local delivery agent would), for benches that
   * need thousands: Dovecot indexes them on the next look. Much faster than an IMAP APPEND each.
   */
  fillMaildir(address: string, raws: Iterable<string>): Promise<number>
  /** stops Dovecot (IMAP unreachable) and starts it again on the same ports, mail kept */
  stopImap(): Promise<void>
  startImap(): Promise<void>
  close(): Promise<void>
}

const DOVECOT_PATHS = ['/usr/sbin/dovecot', '/usr/local/sbin/dovecot']

/** The dovecot binary, or null where it is not installed (scripts/ensure-dovecot.sh installs it). */
export function dovecotBinary(): string | null {
  return DOVECOT_PATHS.find((p) => fs.existsSync(p)) ?? null
}

/** Why mail-server tests cannot run here, or null when they can. REQUIRE_MAIL_SERVERS=1 (CI) makes it fatal. */
export function mailServersMissing(): string | null {
  if (dovecotBinary()) return null
  const reason =
    'Dovecot is not installed: mail-server tests skipped (install it: apt-get install -y dovecot-imapd dovecot-lmtpd)'
  if (process.env.REQUIRE_MAIL_SERVERS === '1') throw new Error(reason)
  return reason
}

function accountIds(): { uid: number; gid: number; loginUser: string; internalUser: string } {
  if (process.getuid?.() !== 0) {
    const me = os.userInfo()
    return { uid: me.uid, gid: me.gid, loginUser: me.username, internalUser: me.username }
  }
  const id = (flag: string, name: string) => Number(execFileSync('id', [flag, name]).toString().trim())
  return {
    uid: id('-u', 'dovecot'),
    gid: id('-g', 'dovecot'),
    loginUser: 'dovenull',
    internalUser: 'dovecot',
  }
}

function dovecotConfig(
  dir: string,
  ports: { imap: number; lmtp: number },
  ids: ReturnType<typeof accountIds>,
) {
  return `base_dir = ${dir}/run
state_dir = ${dir}/state
log_path = ${dir}/dovecot.log
protocols = imap lmtp
listen = 127.0.0.1
first_valid_uid = 1
default_login_user = ${ids.loginUser}
default_internal_user = ${ids.internalUser}
ssl = no
disable_plaintext_auth = no
auth_mechanisms = plain login
# no failure delay and no per-address penalty (anvil's socket for it not created): tests try wrong passwords
auth_failure_delay = 0
service anvil {
  unix_listener anvil-auth-penalty {
    mode = 0
  }
}
passdb {
  driver = passwd-file
  args = scheme=PLAIN username_format=%u ${dir}/passwd
}
userdb {
  driver = static
  args = uid=${ids.uid} gid=${ids.gid} home=${dir}/mail/%u
}
mail_location = maildir:${dir}/mail/%u
namespace inbox {
  inbox = yes
  separator = /
  mailbox Sent {
    special_use = \\Sent
    auto = subscribe
  }
  mailbox Drafts {
    special_use = \\Drafts
    auto = subscribe
  }
}
service imap-login {
  inet_listener imap {
    address = 127.0.0.1
    port = ${ports.imap}
  }
  inet_listener imaps {
    port = 0
  }
}
service lmtp {
  inet_listener lmtp {
    address = 127.0.0.1
    port = ${ports.lmtp}
  }
}
`
}

async function waitForPort(port: number, deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1')
      socket.once('connect', () => {
        socket.destroy()
        resolve(true)
      })
      socket.once('error', () => resolve(false))
    })
    if (open) return
    await new Promise((r) => setTimeout(r, 50))
  }
  throw new Error(`mail servers: nothing listens on 127.0.0.1:${port}`)
}

/** Starts Dovecot and the SMTP server with these users (address + password). */
export async function startMailServers(users: MailUser[]): Promise<MailServers> {
  const binary = dovecotBinary()
  if (!binary) throw new Error(mailServersMissing() ?? 'Dovecot is not installed')
  const dir = await fsp.mkdtemp(path.join(os.tmpdir(), 'coldstart-mail-'))
  // Dovecot's processes run as its own users: they must reach the mail folders
  await fsp.chmod(dir, 0o755)
  const ids = accountIds()
  const ports = { imap: await freePort(), lmtp: await freePort() }
  const configFile = path.join(dir, 'dovecot.conf')
  await fsp.writeFile(configFile, dovecotConfig(dir, ports, ids))
  await fsp.writeFile(
    path.join(dir, 'passwd'),
    users.map((u) => `${u.address}:{PLAIN}${u.password}::::::\n`).join(''),
  )
  await fsp.mkdir(path.join(dir, 'mail'))
  await fsp.chown(path.join(dir, 'mail'), ids.uid, ids.gid)

  let dovecot: ChildProcess | null = null
  async function startImap() {
    const child = spawn(binary!, ['-F', '-c', configFile], { stdio: 'ignore' })
    dovecot = child
    const exited = new Promise<never>((_, reject) =>
      child.once('exit', (code) => reject(new Error(`dovecot exited (${code}): see ${dir}/dovecot.log`))),
    )
    exited.catch(() => {})
    const deadline = Date.now() + 15_000
    await Promise.race([
      Promise.all([waitForPort(ports.imap, deadline), waitForPort(ports.lmtp, deadline)]),
      exited,
    ])
  }
  async function stopImap() {
    const child = dovecot
    dovecot = null
    if (!child || child.exitCode !== null) return
    const gone = new Promise((r) => child.once('exit', r))
    child.kill('SIGTERM')
    await gone
  }
  await startImap()

  const lmtp = createTransport({ host: '127.0.0.1', port: ports.lmtp, lmtp: true, ignoreTLS: true })
  async function deliver(to: string | string[], raw: string) {
    const recipients = Array.isArray(to) ? to : [to]
    const from = /^From:[^<\r\n]*<([^>\s]+)>/im.exec(raw)?.[1] ?? 'sender@example.test'
    await lmtp.sendMail({ envelope: { from, to: recipients }, raw })
  }

  const smtp = new SMTPServer({
    logger: false,
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    authMethods: ['PLAIN', 'LOGIN'],
    onAuth(auth, _session, callback) {
      const user = users.find((u) => u.address === auth.username && u.password === auth.password)
      if (!user) return callback(new Error('5.7.8 Authentication credentials invalid'))
      callback(null, { user: user.address })
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8')
        deliver(
          session.envelope.rcptTo.map((r) => r.address),
          raw,
        ).then(
          () => callback(),
          (err: Error) => callback(err),
        )
      })
    },
  })
  const smtpPort = await freePort()
  await new Promise<void>((resolve) => smtp.listen(smtpPort, '127.0.0.1', resolve))

  async function readMailbox(address: string, mailbox = 'INBOX'): Promise<StoredMessage[]> {
    const user = users.find((u) => u.address === address)
    if (!user) throw new Error(`mail servers: no user ${address}`)
    const client = new ImapFlow({
      host: '127.0.0.1',
      port: ports.imap,
      secure: false,
      auth: { user: user.address, pass: user.password },
      logger: false,
    })
    await client.connect()
    try {
      const lock = await client.getMailboxLock(mailbox)
      try {
        const messages: StoredMessage[] = []
        if (!client.mailbox || client.mailbox.exists === 0) return messages
        for await (const m of client.fetch('1:*', { uid: true, envelope: true, source: true })) {
          messages.push({
            uid: m.uid,
            subject: m.envelope?.subject ?? '',
            messageId: m.envelope?.messageId ?? '',
            raw: m.source?.toString('utf8') ?? '',
          })
        }
        return messages
      } finally {
        lock.release()
      }
    } finally {
      await client.logout().catch(() => {})
    }
  }

  let filled = 0
  async function fillMaildir(address: string, raws: Iterable<string>): Promise<number> {
    const root = path.join(dir, 'mail', address)
    for (const sub of ['', 'cur', 'new', 'tmp']) {
      await fsp.mkdir(path.join(root, sub), { recursive: true })
      await fsp.chown(path.join(root, sub), ids.uid, ids.gid)
    }
    let count = 0
    for (const raw of raws) {
      // maildir's unique name: time, a sequence and this process
      const file = path.join(root, 'new', `${Date.now()}.M${filled++}P${process.pid}.coldstart-test`)
      await fsp.writeFile(file, raw.replace(/\r\n/g, '\n'))
      await fsp.chown(file, ids.uid, ids.gid)
      count++
    }
    return count
  }

  return {
    host: '127.0.0.1',
    imapPort: ports.imap,
    smtpPort,
    users,
    deliver,
    readMailbox,
    fillMaildir,
    stopImap,
    startImap,
    async close() {
      lmtp.close()
      await new Promise<void>((resolve) => smtp.close(() => resolve()))
      await stopImap()
      await fsp.rm(dir, { recursive: true, force: true })
    },
  }
}
