import type { ImapFlow } from 'imapflow'

export interface OutgoingMessage {
  from: { name: string | null; address: string }
  to: { name: string | null; address: string }
  subject: string
  body: string
  messageId: string
  date: Date
  /** a follow-up: the thread's earlier Message-IDs, oldest first (the first one is In-Reply-To's) */
  thread?: string[]
}

const address = (a: { name: string | null; address: string }) =>
  a.name ? { name: a.name, address: a.address } : a.address

/**
 * The message exactly as it is sent and filed in Sent: plain text only (no HTML part, so no tracking pixel
 * and no rewritten links), UTF-8 names and subject encoded as RFC 2047 words, our Message-ID.
 */
export async function composeMessage(message: OutgoingMessage): Promise<Buffer> {
  // loaded at the first message: see mail-connections.ts
  const { default: MailComposer } = await import('nodemailer/lib/mail-composer')
  const thread = message.thread ?? []
  const composer = new MailComposer({
    from: address(message.from),
    to: address(message.to),
    subject: message.subject,
    text: message.body,
    messageId: message.messageId,
    date: message.date,
    ...(thread.length > 0 && { inReplyTo: thread.at(-1), references: thread }),
  })
  return composer.compile().build()
}

/** Gmail files whatever its SMTP server sends in Sent by itself; other providers need our copy. */
export const filesSmtpSendsInSent = (provider: string, smtpHost: string) =>
  provider === 'gmail' || /(^|\.)(gmail|googlemail)\.com$/i.test(smtpHost)

async function sentFolder(client: ImapFlow): Promise<string> {
  const folders = await client.list()
  const sent = folders.find((f) => f.specialUse === '\\Sent') ?? folders.find((f) => /^sent$/i.test(f.name))
  if (!sent) throw new Error('no Sent folder')
  return sent.path
}

/** Whether a message with this Message-ID is in the mailbox's Sent folder. */
export async function isInSent(client: ImapFlow, messageId: string): Promise<boolean> {
  const lock = await client.getMailboxLock(await sentFolder(client), { readOnly: true })
  try {
    const found = await client.search({ header: { 'message-id': messageId } }, { uid: true })
    return Array.isArray(found) && found.length > 0
  } finally {
    lock.release()
  }
}

/** Files a copy of what was sent in Sent, marked read. */
export async function appendToSent(client: ImapFlow, raw: Buffer, date: Date): Promise<void> {
  await client.append(await sentFolder(client), raw, ['\\Seen'], date)
}
