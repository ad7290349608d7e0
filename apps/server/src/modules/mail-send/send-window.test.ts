import { describe, expect, it } from 'vitest'
import { goesOutMessage, quickPicks } from '@coldstart/contract'
import { estimateGoesOut, mustWait, nextWindowStart } from './send-window.ts'

const KOLKATA = 'Asia/Kolkata'
const at = (iso: string) => new Date(iso)
const limits = (now: string, extra: Partial<Parameters<typeof mustWait>[0]> = {}) => ({
  now: at(now),
  timeZone: KOLKATA,
  dailyLimit: 30,
  startedToday: 0,
  windowApplies: true,
  ...extra,
})

describe('the sending hours and the daily limit, in the student’s zone', () => {
  it('lets a send go between 08:00 and 20:00 there, else holds it until the next 08:00', () => {
    // 11:30 in Kolkata
    expect(mustWait(limits('2026-11-27T06:00:00Z'))).toBeNull()
    // 21:00 there: tomorrow 08:00 (02:30 UTC)
    expect(mustWait(limits('2026-11-27T15:30:00Z'))).toEqual({
      until: at('2026-11-28T02:30:00Z'),
      reason: 'window',
    })
    // 06:00 there: today's 08:00
    expect(mustWait(limits('2026-11-27T00:30:00Z'))?.until).toEqual(at('2026-11-27T02:30:00Z'))
    // a time the student picked is kept
    expect(mustWait(limits('2026-11-27T15:30:00Z', { windowApplies: false }))).toBeNull()
  })

  it('holds everything past the day’s limit until the next day’s 08:00, a picked time too', () => {
    expect(mustWait(limits('2026-11-27T06:00:00Z', { startedToday: 30, windowApplies: false }))).toEqual({
      until: at('2026-11-28T02:30:00Z'),
      reason: 'limit',
    })
  })

  it('follows daylight saving where the zone has it', () => {
    // New York: 08:00 is 13:00 UTC in winter, 12:00 UTC in summer
    expect(nextWindowStart(at('2026-11-27T20:00:00Z'), 'America/New_York')).toEqual(
      at('2026-11-28T13:00:00Z'),
    )
    expect(nextWindowStart(at('2026-07-01T20:00:00Z'), 'America/New_York')).toEqual(
      at('2026-07-02T12:00:00Z'),
    )
  })

  it('says when a queued email goes, in words', () => {
    const now = at('2026-11-27T06:00:00Z')
    const soon = estimateGoesOut({ ...limits('2026-11-27T06:00:00Z'), ahead: 2 })
    expect(soon).toEqual({ at: '2026-11-27T06:04:00.000Z', reason: 'soon' })
    expect(goesOutMessage(soon, { now, timeZone: KOLKATA, dailyLimit: 30 })).toBe(
      'Goes out today around 11:34',
    )
    const full = estimateGoesOut({ ...limits('2026-11-27T06:00:00Z', { startedToday: 30 }), ahead: 0 })
    expect(goesOutMessage(full, { now, timeZone: KOLKATA, dailyLimit: 30 })).toBe(
      "Tomorrow after 08:00: today's 30 are used",
    )
  })

  it('offers tomorrow at 9:30 and next Monday at 10:00 there', () => {
    // Friday 11:30 in Kolkata
    expect(quickPicks(at('2026-11-27T06:00:00Z'), KOLKATA)).toEqual({
      tomorrow: at('2026-11-28T04:00:00Z'),
      nextMonday: at('2026-11-30T04:30:00Z'),
    })
    // on a Monday, next Monday is a week on
    expect(quickPicks(at('2026-11-30T06:00:00Z'), KOLKATA).nextMonday).toEqual(at('2026-12-07T04:30:00Z'))
  })
})
