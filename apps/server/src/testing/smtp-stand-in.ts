import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'

export interface ReceivedMail {
  to: string[]
  /** the message as sent, headers and all */
  raw: string
  /** the raw message with quoted-printable soft breaks and escapes undone, for finding links in it */
  text: string
}

export interface SmtpStandIn {
  url: string
  /** resolves with the next message to arrive (or one that already arrived and was not taken yet) */
  nextMail(timeoutMs?: number): Promise<ReceivedMail>
  close(): Promise<void>
}

function decodeQuotedPrintable(raw: string) {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)))
}

/** A local SMTP server (the real protocol, through smtp-server) that keeps what it receives. */
export async function startSmtpStandIn(): Promise<SmtpStandIn> {
  const inbox: ReceivedMail[] = []
  const waiting: ((mail: ReceivedMail) => void)[] = []

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8')
        const mail = {
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
          text: decodeQuotedPrintable(raw),
        }
        const waiter = waiting.shift()
        if (waiter) waiter(mail)
        else inbox.push(mail)
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.server.address() as AddressInfo

  return {
    url: `smtp://127.0.0.1:${port}`,
    nextMail(timeoutMs = 5000) {
      const ready = inbox.shift()
      if (ready) return Promise.resolve(ready)
      return new Promise((resolve, reject) => {
        const waiter = (mail: ReceivedMail) => {
          clearTimeout(timer)
          resolve(mail)
        }
        const timer = setTimeout(() => {
          waiting.splice(waiting.indexOf(waiter), 1)
          reject(new Error('no mail arrived'))
        }, timeoutMs)
        waiting.push(waiter)
      })
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
