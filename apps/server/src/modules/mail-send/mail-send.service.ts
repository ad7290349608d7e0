import {
  MAILBOX_SEND_MESSAGES,
  OUTREACH_LOG_MAX_SENDS,
  OUTREACH_MESSAGES,
  startOfDay,
  type MailboxSendItem,
  type MailboxSendResponse,
  type MailboxSettings,
  type MailboxSettingsBody,
  type mailboxSendBody,
} from '@coldstart/contract'
import type { z } from 'zod'
import type { Db } from '../../db/client.ts'
import { HttpError, badRequest, notFound } from '../../lib/http-error.ts'
import type { Clock, JobQueue } from '../jobs/index.ts'
import type { MailboxService } from '../mailbox/index.ts'
import { lockLogOf, trimLog } from '../outreach/index.ts'
import * as repo from './mail-send.repository.ts'
import { mailGroup, mailSendKind, type SendJobDeps } from './send-job.ts'
import { estimateGoesOut } from './send-window.ts'

const DAY_MS = 86_400_000

export interface MailSendOptions {
  db: Db
  jobs: JobQueue
  mailbox: MailboxService
  clock: Clock
  /** before each follow-up goes: the mailbox sync looks for a reply first (default: nothing) */
  beforeFollowUp?: (userId: string) => Promise<void>
  log: SendJobDeps['log']
}

export interface MailSendService {
  create(userId: string, body: z.output<typeof mailboxSendBody>): Promise<MailboxSendResponse>
  cancel(userId: string, id: string): Promise<MailboxSendItem>
  sendNow(userId: string, id: string): Promise<MailboxSendItem>
  reschedule(userId: string, id: string, at: Date): Promise<MailboxSendItem>
  retry(userId: string, id: string): Promise<MailboxSendItem>
  settings(userId: string): Promise<MailboxSettings>
  saveSettings(userId: string, body: MailboxSettingsBody): Promise<MailboxSettings>
}

const iso = (v: Date | string | null) => (v === null ? null : new Date(v).toISOString())

const toItem = (row: repo.OwnSend): MailboxSendItem => ({
  id: row.id,
  contactEmail: row.contact_email,
  delivery: row.delivery,
  scheduledFor: iso(row.scheduled_for),
  failureReason: row.failure_reason,
  followUpIndex: row.follow_up_index,
})

/** "<uuid@coldstart.gmail.com>": ours, under the sender's own domain (no bare host names in Message-IDs). */
const messageIdDomain = (address: string) => `coldstart.${address.slice(address.lastIndexOf('@') + 1)}`

/** Sending from the student's mailbox: queues emails (rows and jobs in one transaction) and acts on them. */
export function createMailSend(options: MailSendOptions): MailSendService {
  const { db, jobs, clock } = options
  const kind = mailSendKind({
    db,
    mailbox: options.mailbox,
    clock,
    beforeFollowUp: options.beforeFollowUp ?? (async () => {}),
    log: options.log,
  })
  jobs.register(kind)

  async function sendingSettings(userId: string) {
    const settings = await repo.findSendingSettings(db, userId)
    if (!settings) throw new HttpError(409, MAILBOX_SEND_MESSAGES.notConnected)
    return settings
  }

  async function own(userId: string, id: string) {
    const row = await repo.findOwnSend(db, userId, id)
    if (!row) throw notFound('Send not found')
    return row
  }

  const jobOf = (sendId: string) => jobs.findActive(kind, sendId)

  async function startedToday(userId: string, timeZone: string) {
    return repo.countStartedSince(db, userId, startOfDay(clock.now(), timeZone))
  }

  return {
    async create(userId, body) {
      const settings = await sendingSettings(userId)
      const now = clock.now()
      const scheduledFor = body.scheduledFor ? new Date(body.scheduledFor) : null
      if (scheduledFor && scheduledFor <= now) throw badRequest(MAILBOX_SEND_MESSAGES.past, 'scheduledFor')
      const ahead = await repo.countQueued(db, userId)
      const domain = messageIdDomain(settings.address)
      const sends = await db.transaction(async (tx) => {
        await lockLogOf(tx, userId)
        const rows = await repo.insertMailboxSends(
          tx,
          {
            userId,
            templateId: body.templateId ?? null,
            subject: body.subject,
            body: body.body,
            scheduledFor,
            messageIdDomain: domain,
          },
          body,
        )
        if (rows.length === 0) {
          if (body.internshipId !== undefined) throw notFound('Internship not found')
          throw badRequest(OUTREACH_MESSAGES.employeeElsewhere, 'employeeIds')
        }
        const items: MailboxSendItem[] = []
        for (const row of rows) {
          await jobs.enqueue(
            kind,
            { sendId: row.id },
            { group: mailGroup(userId), runAt: scheduledFor ?? now, uniqueKey: row.id },
            tx,
          )
          items.push({
            id: row.id,
            contactEmail: row.contact_email,
            delivery: 'scheduled',
            scheduledFor: iso(scheduledFor),
            failureReason: null,
            followUpIndex: null,
          })
          // follow-ups: each `afterDays` after the one before, counted from when the first should go
          let dueAt = scheduledFor ?? now
          for (const [index, followUp] of (body.followUps ?? []).entries()) {
            dueAt = new Date(dueAt.getTime() + followUp.afterDays * DAY_MS)
            const id = await repo.insertFollowUp(
              tx,
              { id: row.id, userId, subject: replySubject(body.subject), messageIdDomain: domain },
              { index: index + 1, body: followUp.body, dueAt },
            )
            await jobs.enqueue(
              kind,
              { sendId: id },
              { group: mailGroup(userId), runAt: dueAt, uniqueKey: id },
              tx,
            )
            items.push({
              id,
              contactEmail: row.contact_email,
              delivery: 'scheduled',
              scheduledFor: dueAt.toISOString(),
              failureReason: null,
              followUpIndex: index + 1,
            })
          }
        }
        await trimLog(tx, userId, OUTREACH_LOG_MAX_SENDS)
        return items
      })
      const goesOut = scheduledFor
        ? { at: scheduledFor.toISOString(), reason: 'scheduled' as const }
        : estimateGoesOut({
            now,
            timeZone: settings.time_zone,
            dailyLimit: settings.daily_limit,
            startedToday: await startedToday(userId, settings.time_zone),
            windowApplies: true,
            ahead,
          })
      return { sends, goesOut, timeZone: settings.time_zone }
    },

    async cancel(userId, id) {
      await own(userId, id)
      const at = clock.now()
      if (!(await repo.moveDelivery(db, id, ['scheduled'], 'cancelled', { at, userId })))
        throw new HttpError(409, MAILBOX_SEND_MESSAGES.notScheduled)
      const jobId = await jobOf(id)
      if (jobId) await jobs.cancel(jobId)
      // a first email cancelled: its follow-ups have nothing to follow
      for (const followUp of await repo.queuedFollowUpsOf(db, id)) {
        await repo.moveDelivery(db, followUp, ['scheduled'], 'cancelled', { at, userId })
        const followUpJob = await jobOf(followUp)
        if (followUpJob) await jobs.cancel(followUpJob)
      }
      return toItem(await own(userId, id))
    },

    async sendNow(userId, id) {
      const row = await own(userId, id)
      const jobId = row.delivery === 'scheduled' ? await jobOf(id) : null
      // "now" is a time the student picked: the sending hours do not hold it back (the daily limit does)
      if (!jobId || !(await jobs.reschedule(jobId, clock.now())))
        throw new HttpError(409, MAILBOX_SEND_MESSAGES.notScheduled)
      await repo.moveDelivery(db, id, ['scheduled'], 'scheduled', {
        at: clock.now(),
        scheduledFor: clock.now(),
        userId,
      })
      return toItem(await own(userId, id))
    },

    async reschedule(userId, id, at) {
      const row = await own(userId, id)
      if (at <= clock.now()) throw badRequest(MAILBOX_SEND_MESSAGES.past, 'scheduledFor')
      const jobId = row.delivery === 'scheduled' ? await jobOf(id) : null
      if (!jobId || !(await jobs.reschedule(jobId, at)))
        throw new HttpError(409, MAILBOX_SEND_MESSAGES.notScheduled)
      await repo.moveDelivery(db, id, ['scheduled'], 'scheduled', {
        at: clock.now(),
        scheduledFor: at,
        userId,
      })
      return toItem(await own(userId, id))
    },

    async retry(userId, id) {
      await own(userId, id)
      await sendingSettings(userId)
      const retried = await db.transaction(async (tx) => {
        const moved = await repo.moveDelivery(tx, id, ['failed'], 'scheduled', {
          at: clock.now(),
          failureReason: null,
          userId,
        })
        if (moved) await jobs.enqueue(kind, { sendId: id }, { group: mailGroup(userId), uniqueKey: id }, tx)
        return moved
      })
      if (!retried) throw new HttpError(409, MAILBOX_SEND_MESSAGES.notFailed)
      return toItem(await own(userId, id))
    },

    async settings(userId) {
      const s = await sendingSettings(userId)
      return {
        timeZone: s.time_zone,
        dailyLimit: s.daily_limit,
        sentToday: await startedToday(userId, s.time_zone),
      }
    },

    async saveSettings(userId, body) {
      if (!(await repo.saveSendingSettings(db, userId, body)))
        throw new HttpError(409, MAILBOX_SEND_MESSAGES.notConnected)
      return this.settings(userId)
    },
  }
}

/** "Re: <first subject>", once. */
export const replySubject = (subject: string) => (/^re:/i.test(subject) ? subject : `Re: ${subject}`)
