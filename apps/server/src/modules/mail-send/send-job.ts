import { z } from 'zod'
import type { Db } from '../../db/client.ts'
import {
  PauseGroupError,
  PermanentJobError,
  RetryJobError,
  type Clock,
  type JobKind,
  type RunningJob,
} from '../jobs/index.ts'
import type { MailboxService } from '../mailbox/index.ts'
import * as repo from './mail-send.repository.ts'
import {
  appendToSent,
  composeMessage,
  filesSmtpSendsInSent,
  isInSent,
  type OutgoingMessage,
} from './outgoing-message.ts'
import { mustWait } from './send-window.ts'
import { classifySmtpFailure } from './smtp-failure.ts'
import { SEND_GAP_SECONDS, startOfDay } from '@coldstart/contract'

export const MAIL_SEND_KIND = 'mail.send'
/** temporary failures before the send is given up as failed (the student can still Retry) */
export const SEND_ATTEMPTS = 8
/** a follow-up whose earlier email has not gone yet looks again after this long */
const FOLLOW_UP_RECHECK_MS = 60 * 60_000

export const mailGroup = (userId: string) => `mailbox:${userId}`

export interface SendJobDeps {
  db: Db
  mailbox: MailboxService
  clock: Clock
  /** called before a follow-up goes (the mailbox sync checks for a reply first) */
  beforeFollowUp: (userId: string) => Promise<void>
  log: { warn(msg: string): void }
}

const payload = z.object({ sendId: z.uuid() })
export type SendJobPayload = z.infer<typeof payload>

const isDone = (d: string) => d === 'sent' || d === 'cancelled' || d === 'failed'

/**
 * mail.send: one email from the student's mailbox, once. Before sending again after an attempt whose outcome
 * is unknown, the Sent folder is searched for the Message-ID chosen when the email was queued.
 */
export function mailSendKind(deps: SendJobDeps): JobKind<SendJobPayload> {
  const { db, mailbox, clock } = deps
  const now = () => clock.now()

  async function fail(sendId: string, reason: string): Promise<never> {
    await repo.moveDelivery(db, sendId, ['scheduled', 'sending'], 'failed', {
      at: now(),
      failureReason: reason,
    })
    throw new PermanentJobError(reason)
  }

  async function withImap<T>(
    userId: string,
    use: (client: Awaited<ReturnType<MailboxService['openImap']>>) => Promise<T>,
  ) {
    const client = await mailbox.openImap(userId)
    try {
      return await use(client)
    } finally {
      await client.logout().catch(() => {})
    }
  }

  /** A follow-up goes only while its thread is unanswered and the email before it went. */
  async function followUpMayGo(send: repo.SendForJob): Promise<boolean> {
    await deps.beforeFollowUp(send.user_id)
    const fresh = (await repo.findSendForJob(db, send.id))!
    if (
      fresh.first_status === 'replied' ||
      fresh.first_status === 'bounced' ||
      fresh.previous_delivery === 'failed' ||
      fresh.previous_delivery === 'cancelled'
    ) {
      await repo.moveDelivery(db, send.id, ['scheduled'], 'cancelled', { at: now() })
      return false
    }
    if (fresh.previous_delivery !== 'sent')
      throw new RetryJobError('The email before this follow-up has not gone yet', {
        retryAfterMs: FOLLOW_UP_RECHECK_MS,
      })
    return true
  }

  async function run(job: RunningJob<SendJobPayload>) {
    const send = await repo.findSendForJob(db, job.payload.sendId)
    if (!send || isDone(send.delivery)) return
    if (send.follow_up_index !== null && !(await followUpMayGo(send))) return
    const settings = await repo.findSendingSettings(db, send.user_id)
    if (!settings)
      return fail(send.id, 'Your mailbox is not connected any more: connect it in Settings, then Retry')

    const outcomeUnknown = job.previousOutcomeUnknown || send.delivery === 'sending'
    if (!(await repo.moveDelivery(db, send.id, ['scheduled', 'sending'], 'sending', { at: now() }))) return
    if (outcomeUnknown) {
      const found = await withImap(send.user_id, (c) => isInSent(c, send.message_id)).catch(
        (error: unknown) => {
          throw new RetryJobError(
            `Could not look in Sent: ${error instanceof Error ? error.message : String(error)}`,
          )
        },
      )
      if (found) {
        await repo.moveDelivery(db, send.id, ['sending'], 'sent', { at: now(), failureReason: null })
        return
      }
    }

    const message: OutgoingMessage = {
      from: { name: send.sender_name, address: settings.address },
      to: { name: send.contact_name, address: send.contact_email },
      subject: send.subject,
      body: send.body,
      messageId: send.message_id,
      date: now(),
      thread: send.follow_up_index === null ? [] : send.thread_message_ids,
    }
    const raw = await composeMessage(message)
    try {
      const { transport, from } = await mailbox.smtpTransport(send.user_id)
      try {
        await transport.sendMail({ envelope: { from, to: [send.contact_email] }, raw })
      } finally {
        transport.close()
      }
    } catch (error) {
      const failure = classifySmtpFailure(error, send.contact_email)
      if (failure.kind === 'auth') {
        await repo.moveDelivery(db, send.id, ['sending'], 'scheduled', { at: now() })
        await mailbox.pause(send.user_id, failure.reason)
        throw new PauseGroupError(failure.reason)
      }
      if (failure.kind === 'permanent' || job.attempt >= SEND_ATTEMPTS) return fail(send.id, failure.reason)
      // a reply code means the server did not take it; a dropped connection leaves it `sending` (look first)
      if (!failure.maybeDelivered)
        await repo.moveDelivery(db, send.id, ['sending'], 'scheduled', {
          at: now(),
          failureReason: failure.reason,
        })
      throw new RetryJobError(failure.reason)
    }
    await repo.moveDelivery(db, send.id, ['sending'], 'sent', { at: now(), failureReason: null })
    if (!filesSmtpSendsInSent(settings.provider, settings.smtp_host)) {
      await withImap(send.user_id, (c) => appendToSent(c, raw, message.date)).catch((error: unknown) =>
        deps.log.warn(`mail.send: sent ${send.id} but could not file it in Sent: ${String(error)}`),
      )
    }
  }

  return {
    kind: MAIL_SEND_KIND,
    payload,
    maxAttempts: SEND_ATTEMPTS + 2,
    spacing: { minMs: SEND_GAP_SECONDS.min * 1000, maxMs: SEND_GAP_SECONDS.max * 1000 },
    run,
    async deferUntil(job) {
      const send = await repo.findSendForJob(db, job.payload.sendId)
      if (!send || isDone(send.delivery)) return null
      if (
        send.follow_up_index !== null &&
        (send.previous_delivery === 'scheduled' || send.previous_delivery === 'sending')
      )
        return new Date(now().getTime() + FOLLOW_UP_RECHECK_MS)
      const settings = await repo.findSendingSettings(db, send.user_id)
      if (!settings) return null
      const at = now()
      const wait = mustWait({
        now: at,
        timeZone: settings.time_zone,
        dailyLimit: settings.daily_limit,
        startedToday: await repo.countStartedSince(
          db,
          send.user_id,
          startOfDay(at, settings.time_zone),
          send.id,
        ),
        windowApplies: send.follow_up_index !== null || send.scheduled_for === null,
      })
      return wait?.until ?? null
    },
  }
}
