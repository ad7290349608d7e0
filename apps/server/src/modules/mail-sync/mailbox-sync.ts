import { setImmediate as yieldToEventLoop } from 'node:timers/promises'
import type { FetchMessageObject, ImapFlow, MessageStructureObject } from 'imapflow'
import type { Db } from '../../db/client.ts'
import type { Clock, JobQueue } from '../jobs/index.ts'
import { classifyMailError, type MailboxService } from '../mailbox/index.ts'
import { classifyMessage, mayBeBounce } from './classify-message.ts'
import { postponeFollowUp, stopFollowUps } from './follow-ups.ts'
import { parseHeaders, SYNC_HEADERS, type MessageHeaders } from './mail-headers.ts'
import {
  listSentEmails,
  markBounced,
  markPossibleReply,
  markReplied,
  oldestOpenSendAt,
  saveCursor,
} from './mail-sync.repository.ts'
import { matchSend, type SentEmail } from './match-send.ts'
import { replySnippet } from './reply-snippet.ts'

/** Messages whose headers are read per FETCH; the cursor moves after each batch. */
export const SYNC_BATCH = 250
/** A possible bounce's body is read only this far: a report names the original's Message-ID near its top. */
const BOUNCE_PEEK_BYTES = 32 * 1024
/** A reply's text part is read only this far, for its snippet. */
const SNIPPET_READ_BYTES = 8 * 1024

export interface SyncDeps {
  db: Db
  mailbox: MailboxService
  jobs: JobQueue
  clock: Clock
}

export type SyncOutcome =
  | { state: 'synced'; read: number; matched: number }
  | { state: 'skipped'; reason: 'not-connected' | 'paused' }
  | { state: 'paused'; reason: string }

/** The IMAP server could not be reached or dropped us: try again later; the cursor did not move past it. */
export class MailboxAwayError extends Error {
  constructor(reason: string) {
    super(reason)
    this.name = 'MailboxAwayError'
  }
}

interface Seen {
  uid: number
  headers: MessageHeaders
  arrivedAt: Date
}

type Session = SyncDeps & {
  userId: string
  client: ImapFlow
  own: string
  sends: SentEmail[]
  byMessageId: Map<string, SentEmail>
}

/** Reads the INBOX messages that arrived since the cursor and records what answers the student's emails. */
export async function syncMailbox(deps: SyncDeps, userId: string): Promise<SyncOutcome> {
  const row = await deps.mailbox.find(userId)
  if (!row) return { state: 'skipped', reason: 'not-connected' }
  if (row.pausedReason) return { state: 'skipped', reason: 'paused' }
  let client: ImapFlow
  try {
    client = await deps.mailbox.openImap(userId)
  } catch (error) {
    return failed(deps, userId, error)
  }
  try {
    const lock = await client.getMailboxLock('INBOX', { readOnly: true })
    try {
      const box = client.mailbox
      if (!box) throw new MailboxAwayError('INBOX could not be opened')
      const uidValidity = Number(box.uidValidity)
      const sends = await listSentEmails(deps.db, userId)
      const byMessageId = new Map(sends.map((send) => [send.messageId, send]))
      const session: Session = { ...deps, userId, client, own: row.address.toLowerCase(), sends, byMessageId }
      const sameCursor = row.syncUidValidity === uidValidity && row.syncLastUid !== null
      const uids = sameCursor
        ? uidRange(row.syncLastUid! + 1, box.uidNext - 1)
        : await uidsSinceOldestOpenSend(session)
      const counts = { read: 0, matched: 0 }
      for (let i = 0; i < uids.length; i += SYNC_BATCH) {
        const batch = uids.slice(i, i + SYNC_BATCH)
        counts.matched += await readBatch(session, batch)
        counts.read += batch.length
        await saveCursor(deps.db, userId, uidValidity, batch.at(-1)!)
        await yieldToEventLoop()
      }
      // nothing new (or nothing worth reading after a reset): the cursor still marks where INBOX ends now
      if (uids.length === 0 || !sameCursor)
        await saveCursor(deps.db, userId, uidValidity, Math.max(box.uidNext - 1, uids.at(-1) ?? 0))
      await deps.mailbox.markChecked(userId, deps.clock.now())
      return { state: 'synced', ...counts }
    } finally {
      lock.release()
    }
  } catch (error) {
    return failed(deps, userId, error)
  } finally {
    await client.logout().catch(() => client.close())
  }
}

/** A refused password pauses the mailbox until the student reconnects; anything else is retried later. */
async function failed(deps: SyncDeps, userId: string, error: unknown): Promise<SyncOutcome> {
  const reason = classifyMailError(error)
  if (reason === 'wrong-password' || reason === 'app-password-required') {
    const why = 'The mailbox refused the app password: reconnect it with a new one.'
    await deps.mailbox.pause(userId, why)
    return { state: 'paused', reason: why }
  }
  throw new MailboxAwayError(`The mailbox could not be read (${reason})`)
}

function uidRange(from: number, to: number): number[] {
  const out: number[] = []
  for (let uid = from; uid <= to; uid++) out.push(uid)
  return out
}

/**
 * A first sync, or INBOX was rebuilt (a new UIDVALIDITY): old UIDs mean nothing, so read what arrived since
 * the oldest email still waiting for an answer, not the whole mailbox. Nothing waiting: nothing to read.
 */
async function uidsSinceOldestOpenSend(s: Session): Promise<number[]> {
  const since = await oldestOpenSendAt(s.db, s.userId)
  if (!since) return []
  const found = await s.client.search({ since }, { uid: true })
  return (found || []).sort((a, b) => a - b)
}

async function readBatch(s: Session, uids: number[]): Promise<number> {
  const messages: FetchMessageObject[] = await s.client.fetchAll(
    uids.join(','),
    { uid: true, headers: [...SYNC_HEADERS], internalDate: true },
    { uid: true },
  )
  // a later command may run only after the FETCH above has finished (imapflow queues, never nests)
  let matched = 0
  for (const m of messages) {
    const headers = parseHeaders(m.headers?.toString('utf8') ?? '')
    if (headers.from === s.own) continue
    const arrived = m.internalDate ? new Date(m.internalDate) : (headers.date ?? s.clock.now())
    if (await record(s, { uid: m.uid, headers, arrivedAt: arrived })) matched++
  }
  return matched
}

/** Classifies one message, and records it only when it answers one of the student's emails. */
async function record(s: Session, m: Seen): Promise<boolean> {
  if (s.sends.length === 0) return false
  const peek = mayBeBounce(m.headers) ? await bodyPeek(s.client, m.uid) : null
  const kind = classifyMessage(m.headers, peek)
  const match = matchSend(kind, m.headers, m.arrivedAt, s.sends, s.byMessageId)
  if (!match) return false
  const { send } = match
  switch (kind.kind) {
    case 'bounce':
      if (await markBounced(s.db, send.id, m.arrivedAt)) await stopFollowUps(s.db, s.jobs, send.rootId)
      return true
    case 'auto-reply':
      await postponeFollowUp(s.db, s.jobs, send.rootId, m.arrivedAt)
      return true
    case 'message': {
      const reply = {
        rootId: send.rootId,
        from: m.headers.from,
        snippet: await snippetOf(s.client, m.uid),
        at: m.arrivedAt,
      }
      if (match.by === 'domain') return markPossibleReply(s.db, reply)
      if (await markReplied(s.db, { ...reply, sendId: send.id }))
        await stopFollowUps(s.db, s.jobs, send.rootId)
      return true
    }
    default:
      return false
  }
}

async function bodyPeek(client: ImapFlow, uid: number): Promise<string> {
  const m = await client.fetchOne(
    String(uid),
    { uid: true, source: { start: 0, maxLength: BOUNCE_PEEK_BYTES } },
    { uid: true },
  )
  return m && m.source ? m.source.toString('utf8') : ''
}

function textPart(node: MessageStructureObject | undefined): string | null {
  if (!node) return null
  if (node.type === 'text/plain' && node.disposition !== 'attachment') return node.part ?? '1'
  for (const child of node.childNodes ?? []) {
    const found = textPart(child)
    if (found) return found
  }
  return null
}

/** The first words of the reply's plain text (at most 200 characters); '' when it has none. */
async function snippetOf(client: ImapFlow, uid: number): Promise<string> {
  const m = await client.fetchOne(String(uid), { uid: true, bodyStructure: true }, { uid: true })
  const part = m ? textPart(m.bodyStructure) : null
  if (!part) return ''
  const download = await client.download(String(uid), part, { uid: true, maxBytes: SNIPPET_READ_BYTES })
  if (!download.content) return ''
  const chunks: Buffer[] = []
  for await (const chunk of download.content as AsyncIterable<Buffer>) chunks.push(chunk)
  return replySnippet(Buffer.concat(chunks).toString('utf8'))
}
