import {
  SEND_GAP_SECONDS,
  SEND_WINDOW_END_HOUR,
  SEND_WINDOW_START_HOUR,
  atHourOn,
  wallTimeOf,
  type GoesOut,
} from '@coldstart/contract'

export interface SendLimits {
  now: Date
  timeZone: string
  dailyLimit: number
  /** sends of this mailbox started today in its zone */
  startedToday: number
  /** false when the student picked the time: the sending hours do not apply */
  windowApplies: boolean
}

/** The next 08:00 in the zone: today's when it is still to come, else tomorrow's. */
export function nextWindowStart(now: Date, timeZone: string): Date {
  const today = atHourOn(now, timeZone, 0, SEND_WINDOW_START_HOUR)
  return today > now ? today : atHourOn(now, timeZone, 1, SEND_WINDOW_START_HOUR)
}

const insideWindow = (at: Date, timeZone: string) => {
  const { hour } = wallTimeOf(at, timeZone)
  return hour >= SEND_WINDOW_START_HOUR && hour < SEND_WINDOW_END_HOUR
}

/**
 * When a send that is due now must wait instead: today's limit is used (until the next day's 08:00), or it is
 * outside 08:00-20:00 and the student did not pick the time. Null: it may go now.
 */
export function mustWait(limits: SendLimits): { until: Date; reason: 'limit' | 'window' } | null {
  const { now, timeZone } = limits
  if (limits.startedToday >= limits.dailyLimit)
    return { until: atHourOn(now, timeZone, 1, SEND_WINDOW_START_HOUR), reason: 'limit' }
  if (limits.windowApplies && !insideWindow(now, timeZone))
    return { until: nextWindowStart(now, timeZone), reason: 'window' }
  return null
}

const AVERAGE_GAP_MS = ((SEND_GAP_SECONDS.min + SEND_GAP_SECONDS.max) / 2) * 1000

/**
 * When an email queued behind `ahead` others should go: each takes about one average gap; past today's limit
 * or past 20:00 it moves to a later day's 08:00. An estimate for the composer, not a promise.
 */
export function estimateGoesOut(limits: SendLimits & { ahead: number }): GoesOut {
  const { now, timeZone, dailyLimit } = limits
  const position = limits.startedToday + limits.ahead
  if (position >= dailyLimit) {
    const days = Math.floor(position / dailyLimit)
    const at = atHourOn(now, timeZone, days, SEND_WINDOW_START_HOUR)
    return {
      at: new Date(at.getTime() + (position % dailyLimit) * AVERAGE_GAP_MS).toISOString(),
      reason: 'limit',
    }
  }
  const waiting = mustWait({ ...limits, startedToday: 0 })
  const start = waiting ? waiting.until : now
  const at = new Date(start.getTime() + limits.ahead * AVERAGE_GAP_MS)
  if (!insideWindow(at, timeZone))
    return { at: nextWindowStart(at, timeZone).toISOString(), reason: 'window' }
  return { at: at.toISOString(), reason: waiting ? 'window' : 'soon' }
}
