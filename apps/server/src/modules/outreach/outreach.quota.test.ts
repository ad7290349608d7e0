import type { AddressInfo } from 'node:net'
import { monitorEventLoopDelay } from 'node:perf_hooks'
import { setTimeout as sleep } from 'node:timers/promises'
import { setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'
import { and, asc, eq, notLike, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  OUTREACH_CSV_COLUMNS,
  OUTREACH_LOG_MAX_SENDS,
  OUTREACH_MESSAGES,
  OUTREACH_RECORDS_PER_HOUR,
} from '@coldstart/contract'
import { outreachSends } from '../../db/schema/index.ts'
import { bareList } from '../../db/sql-names.ts'
import { bearer, signUpUser, type SignedInUser } from '../../testing/auth.ts'
import { startupWithTeam } from '../../testing/seeded-rows.ts'
import { createTestApp, type TestApp } from '../../testing/test-app.ts'

// What one student can grow: the log keeps the newest OUTREACH_LOG_MAX_SENDS sends, recordings are
// rate-limited per student, and the CSV export streams a large log in batches without holding it.

let t: TestApp
let team: { startupId: string; employeeIds: string[] }

beforeAll(async () => {
  t = await createTestApp({ seed: true })
  const startup = await startupWithTeam(t.database.db, 0, 3)
  team = { startupId: startup.id, employeeIds: startup.employees.map((e) => e.id) }
})
afterAll(() => t.close())

const record = (who: SignedInUser, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/outreach/sends', headers: bearer(who.accessToken), payload })
const toTeam = (count: number) => ({
  channel: 'copy',
  startupId: team.startupId,
  employeeIds: team.employeeIds.slice(0, count),
})

/** `count` old sends in one statement, the oldest `count` minutes ago, each a minute apart. */
async function seedLog(who: SignedInUser, count: number) {
  const s = outreachSends
  await t.database.db.execute(sql`
    insert into ${s} (${bareList(s.userId, s.company, s.contactName, s.contactEmail, s.channel, s.sentAt)})
    select ${who.userId}, 'Old Co ' || g, 'Old ' || g, 'old' || g || '@old.example.com', 'mailto',
           now() - make_interval(mins => g)
    from generate_series(1, ${count}::int) g`)
}

async function logOf(who: SignedInUser) {
  const s = outreachSends
  const theirs = eq(s.userId, who.userId)
  const [oldest] = await t.database.db
    .select({ company: s.company })
    .from(s)
    .where(theirs)
    .orderBy(asc(s.sentAt), asc(s.id))
    .limit(1)
  return {
    n: await t.database.db.$count(s, theirs),
    oldest: oldest?.company ?? null,
    fresh: await t.database.db.$count(s, and(theirs, notLike(s.company, 'Old Co %'))),
  }
}

describe('the log keeps the newest OUTREACH_LOG_MAX_SENDS sends', () => {
  it('a send past the limit rolls the oldest off and keeps the new ones', async () => {
    const me = await signUpUser(t.app)
    await seedLog(me, OUTREACH_LOG_MAX_SENDS)
    const res = await record(me, toTeam(3))
    expect(res.statusCode).toBe(201)
    expect(res.json()).toMatchObject({ recorded: 3 })
    const log = await logOf(me)
    expect(log.n).toBe(OUTREACH_LOG_MAX_SENDS)
    expect(log.fresh).toBe(3)
    // the three oldest (5000, 4999, 4998 minutes ago) went
    expect(log.oldest).toBe(`Old Co ${OUTREACH_LOG_MAX_SENDS - 3}`)
  })

  it('parallel sends at the limit never leave more than the limit', async () => {
    const me = await signUpUser(t.app)
    await seedLog(me, OUTREACH_LOG_MAX_SENDS - 1)
    const answers = await Promise.all(Array.from({ length: 4 }, () => record(me, toTeam(1))))
    expect(answers.map((r) => r.statusCode)).toEqual([201, 201, 201, 201])
    const log = await logOf(me)
    expect(log.n).toBe(OUTREACH_LOG_MAX_SENDS)
    expect(log.fresh).toBe(4)
  })

  it("rolls off only the sender's own sends", async () => {
    const [me, other] = [await signUpUser(t.app), await signUpUser(t.app)]
    await seedLog(me, OUTREACH_LOG_MAX_SENDS)
    await seedLog(other, 10)
    expect((await record(me, toTeam(2))).statusCode).toBe(201)
    expect((await logOf(other)).n).toBe(10)
  })
})

describe('recording rate', () => {
  it(`answers 429 past ${OUTREACH_RECORDS_PER_HOUR} recordings an hour, per student`, async () => {
    const [me, other] = [await signUpUser(t.app), await signUpUser(t.app)]
    // an unknown internship: counted, then 404, so the loop writes nothing
    const payload = { channel: 'copy', internshipId: '00000000-0000-4000-8000-000000000000' }
    for (let i = 0; i < OUTREACH_RECORDS_PER_HOUR; i++) {
      const res = await record(me, payload)
      expect(res.statusCode).toBe(404)
    }
    const limited = await record(me, toTeam(1))
    expect(limited.statusCode).toBe(429)
    expect(limited.json().message).toBe(OUTREACH_MESSAGES.tooManyRecords(60))
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0)
    expect((await logOf(me)).n).toBe(0)
    // another student is not held back
    expect((await record(other, toTeam(1))).statusCode).toBe(201)
  })
})

describe('CSV export of a large log', () => {
  const ROWS = 20_000
  const PROBE_MS = 10
  const PADDING = 'x'.repeat(800)
  let me: SignedInUser
  let base: string

  beforeAll(async () => {
    me = await signUpUser(t.app)
    // three rows share each timestamp, so batch boundaries fall inside ties; every 7th subject looks like a
    // formula; long subjects make the file ~15 MB, so holding it whole would show
    const s = outreachSends
    const columns = bareList(
      s.userId,
      s.company,
      s.contactName,
      s.contactEmail,
      s.subject,
      s.channel,
      s.status,
      s.sentAt,
    )
    await t.database.db.execute(sql`
      insert into ${s} (${columns})
      select ${me.userId}, 'Co, ' || g, 'Name "' || g || '"', 'p' || g || '@big.example.com',
             case when g % 7 = 0 then '=SUM(A' || g || ')' else 'Hello ' || g || ' ' || ${PADDING}::text end,
             'gmail', 'sent',
             timestamptz '2026-01-01T00:00:00.123456Z' - make_interval(secs => (g / 3) * 1.000001)
      from generate_series(1, ${ROWS}::int) g`)
    if (t.database.kind === 'pglite') await t.database.db.execute(sql`analyze ${outreachSends}`)
    await t.app.listen({ host: '127.0.0.1', port: 0 })
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`
    // fetch loads its HTTP client, and the route its code paths, on first use: not what is measured
    await (await fetch(`${base}/api/outreach/sends.csv`, { headers: bearer(me.accessToken) })).text()
  })

  /** Reads the export as it arrives, line by line, calling `each` for every line after the header. */
  async function readExport(each: (line: string, index: number) => void) {
    const res = await fetch(`${base}/api/outreach/sends.csv`, { headers: bearer(me.accessToken) })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="coldstart-outreach-/)
    const decoder = new TextDecoder()
    let rest = ''
    let index = 0
    for await (const chunk of res.body!) {
      const parts = (rest + decoder.decode(chunk, { stream: true })).split('\n')
      rest = parts.pop()!
      for (const line of parts) each(line, index++)
    }
    expect(rest).toBe('')
    return index
  }

  it('streams every row once, newest first, escaped and guarded as before', async () => {
    const seen = new Set<string>()
    const kept: string[] = []
    let lastSentAt = '9999'
    let ordered = true
    const lines = await readExport((line, index) => {
      if (index === 0 || /,p(1|7|20000)@/.test(line)) kept.push(line)
      if (index === 0) return
      const sentAt = line.slice(0, 24)
      if (sentAt > lastSentAt) ordered = false
      lastSentAt = sentAt
      seen.add(/,(p\d+)@/.exec(line)![1]!)
    })
    expect(lines).toBe(ROWS + 1)
    expect(seen.size).toBe(ROWS)
    expect(ordered).toBe(true)
    expect(kept[0]).toBe(OUTREACH_CSV_COLUMNS.join(','))
    expect(kept).toContain(
      `2026-01-01T00:00:00.123Z,"Co, 1","Name ""1""",p1@big.example.com,Hello 1 ${PADDING},,gmail,sent,,`,
    )
    expect(kept).toContain(
      '2025-12-31T23:59:58.123Z,"Co, 7","Name ""7""",p7@big.example.com,\'=SUM(A7),,gmail,sent,,',
    )
    expect(kept.find((line) => line.includes(',p20000@'))).toMatch(
      /^2025-12-31T\d\d:\d\d:\d\d\.\d{3}Z,"Co, 20000",/,
    )
  })

  it('never holds the event loop: no turn does 100 ms of work', async () => {
    const loop = monitorEventLoopDelay({ resolution: PROBE_MS })
    loop.enable()
    // the first tick after enabling only sets the baseline
    await sleep(PROBE_MS * 2)
    loop.reset()
    // this thread's CPU time between two ticks: the work one turn did, whatever else the machine runs
    let cpuAt = process.threadCpuUsage()
    let busiestTurnMs = 0
    const turns = setInterval(() => {
      const used = process.threadCpuUsage(cpuAt)
      busiestTurnMs = Math.max(busiestTurnMs, (used.user + used.system) / 1000)
      cpuAt = process.threadCpuUsage()
    }, PROBE_MS)
    const lines = await readExport(() => {})
    // the tick that ends a stall may still be pending
    await sleep(PROBE_MS * 3)
    clearInterval(turns)
    loop.disable()
    const stallMs = loop.max / 1e6 - PROBE_MS
    console.info(
      `CSV export of ${ROWS} rows: longest stall ${stallMs.toFixed(0)} ms, busiest turn ${busiestTurnMs.toFixed(0)} ms of CPU`,
    )
    expect(lines).toBe(ROWS + 1)
    // the export as one query and one stringify spent seconds in a single turn
    expect(busiestTurnMs).toBeLessThan(100)
    // wall time also counts other processes taking the CPU on a busy machine: a generous bound
    expect(stallMs).toBeLessThan(1_000)
  })

  it('never holds the whole file: live memory stays far below its size while it streams', async () => {
    setFlagsFromString('--expose-gc')
    const gc = runInNewContext('gc') as () => void
    // the JS heap after a full collection (PGlite's own memory is a WASM buffer that grows in steps: left out)
    const live = () => {
      gc()
      return process.memoryUsage().heapUsed
    }
    const before = live()
    let peak = before
    let bytes = 0
    await readExport((line, index) => {
      bytes += line.length + 1
      if (index % 2_000 === 1_000) peak = Math.max(peak, live())
    })
    const growthMb = (peak - before) / 2 ** 20
    console.info(
      `CSV of ${(bytes / 2 ** 20).toFixed(1)} MB: live memory mid-stream +${growthMb.toFixed(1)} MB`,
    )
    expect(bytes).toBeGreaterThan(14 * 2 ** 20)
    expect(growthMb).toBeLessThan(8)
  })
})
