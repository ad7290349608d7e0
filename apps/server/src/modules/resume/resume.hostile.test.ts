import { PassThrough } from 'node:stream'
import { setTimeout as sleep } from 'node:timers/promises'
import { Piscina } from 'piscina'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { RESUME_BUSY_RETRY_AFTER_SECONDS, RESUME_MESSAGES } from '@coldstart/contract'
import { bearer, signUpUser, type SignedInUser } from '../../testing/auth.ts'
import {
  makeEncryptedPdfBomb,
  makeFlatePdfBomb,
  makeLyingDocx,
  makeManyRunsDocx,
  makePageTreePdf,
  makeResumePdf,
  makeTextOperatorsPdf,
  multipartFile,
} from '../../testing/fixtures/resume-files.ts'
import { createTestApp, type TestApp } from '../../testing/test-app.ts'
import { QUEUE_MAX_WAITING_PER_ADDRESS } from '../../lib/work-queue.ts'
import type { ParseTask } from './resume-parse.types.ts'
import { RESUME_PARSE_QUEUE, RESUME_PARSE_THREADS } from './resume-parser.ts'
import { sharedResumeParser } from './shared-resume-parser.ts'
import { UPLOADS_IN_PROGRESS_PER_ADDRESS } from './uploads-per-address.ts'

// Files built to hold a parser worker (a .docx whose headers understate what it inflates to, a PDF whose page
// tree reuses one node to describe a billion pages) are refused at once, cost bounded memory, and cannot keep
// another student's resume from being read.

let t: TestApp
const users: SignedInUser[] = []
beforeAll(async () => {
  t = await createTestApp()
  // one file in flight per user: each concurrent upload below comes from its own student
  const count = Math.max(RESUME_PARSE_THREADS + RESUME_PARSE_QUEUE + 4, 22)
  for (let i = 0; i < count; i++) users.push(await signUpUser(t.app, { fullName: `Student ${i}` }))
})
afterAll(() => t.close())

/** An upload from `address` (each student on their own by default: the line is shared per address). */
const upload = (user: SignedInUser, fileName: string, bytes: Uint8Array, address?: string) => {
  const { payload, headers } = multipartFile(fileName, bytes)
  return t.app.inject({
    method: 'POST',
    url: '/api/resume',
    payload,
    headers: { ...headers, ...bearer(user.accessToken) },
    remoteAddress: address ?? `10.1.0.${users.indexOf(user) + 1}`,
  })
}

const SMALL_TXT = new TextEncoder().encode('Ravi Kumar\nSkills\nSales, Excel, Negotiation\n') // 48 bytes

describe('hostile files are refused at once, in bounded memory', () => {
  beforeAll(async () => {
    // the workers start before anything is measured
    expect((await upload(users[0]!, 'warm.txt', SMALL_TXT)).statusCode).toBe(200)
  })

  it('refuses a .docx whose headers declare 1,000 bytes but which inflates to 200 MB', async () => {
    const docx = makeLyingDocx(200, 1000)
    let peak = process.memoryUsage.rss()
    const before = peak
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage.rss())), 5)
    const started = performance.now()
    const res = await upload(users[0]!, 'lying.docx', docx)
    const elapsedMs = performance.now() - started
    clearInterval(sampler)
    expect(res.json()).toMatchObject({ statusCode: 422, message: RESUME_MESSAGES.zipBomb })
    // the inflate cap is 16 MB: nowhere near the 200 MB the archive holds
    expect((peak - before) / 2 ** 20).toBeLessThan(120)
    expect(elapsedMs).toBeLessThan(5_000)
  })

  /**
   * The upload's answer, the CPU time the whole process spent on it (the parser's worker thread included; a
   * loaded machine's wait for a core is not counted) and how far its RSS rose meanwhile (sampled every 5 ms).
   */
  async function measuredUpload(fileName: string, bytes: Uint8Array) {
    let peak = process.memoryUsage.rss()
    const before = peak
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage.rss())), 5)
    const cpu = process.cpuUsage()
    const res = await upload(users[0]!, fileName, bytes)
    const { user, system } = process.cpuUsage(cpu)
    clearInterval(sampler)
    return { res, cpuMs: (user + system) / 1000, rssGrowthMb: (peak - before) / 2 ** 20 }
  }

  it('refuses a 1 MB PDF whose content stream inflates to 1 GiB of spaces, at once, in bounded memory', async () => {
    const { res, cpuMs, rssGrowthMb } = await measuredUpload('bomb.pdf', makeFlatePdfBomb(1024))
    // without the decode budget pdf.js inflates all of it, to the time limit (figures: docs/decisions/029)
    expect(res.json()).toMatchObject({ statusCode: 422, message: RESUME_MESSAGES.pdfBomb })
    expect(rssGrowthMb).toBeLessThan(150)
    expect(cpuMs).toBeLessThan(2_000)
  })

  it('refuses the same bomb encrypted with an empty password as fast, before pdf.js decrypts it', async () => {
    // the budget reads the stream decrypted: as ciphertext, only the worker's array-buffer cap would stop it
    const { res, cpuMs, rssGrowthMb } = await measuredUpload(
      'locked-bomb.pdf',
      makeEncryptedPdfBomb(1024, 'aes128'),
    )
    expect(res.json()).toMatchObject({ statusCode: 422, message: RESUME_MESSAGES.pdfBomb })
    expect(rssGrowthMb).toBeLessThan(150)
    expect(cpuMs).toBeLessThan(2_000)
  })

  it('refuses a 75 KB PDF showing 30 MB of text pieces at once, in bounded memory', async () => {
    // inside the decode budget: only the text-operator cap stops pdf.js building a million pieces (decision 058)
    const pdf = makeTextOperatorsPdf(30 * 1024)
    expect(pdf.length).toBeLessThan(100_000)
    const { res, cpuMs, rssGrowthMb } = await measuredUpload('pieces.pdf', pdf)
    expect(res.json()).toMatchObject({ statusCode: 422, message: RESUME_MESSAGES.pdfBomb })
    expect(rssGrowthMb).toBeLessThan(200)
    expect(cpuMs).toBeLessThan(3_000)
  })

  it('refuses a 260 KB .docx of 100,000 runs at once, in bounded memory', async () => {
    // inside the byte caps: only the element cap stops mammoth building an object per element (decision 058)
    const { res, cpuMs, rssGrowthMb } = await measuredUpload('runs.docx', makeManyRunsDocx(100_000))
    expect(res.json()).toMatchObject({ statusCode: 422, message: RESUME_MESSAGES.zipBomb })
    expect(rssGrowthMb).toBeLessThan(150)
    expect(cpuMs).toBeLessThan(2_000)
  })

  it('writes nothing to the log for a PDF that breaks a rule in every operator', async () => {
    // text shown with no font set: pdf.js warns once per operator unless it logs errors only
    const pdf = makeTextOperatorsPdf(32, 'BT (x) Tj ET\n')
    const written = vi.spyOn(process.stdout, 'write')
    const warned = vi.spyOn(process.stderr, 'write')
    try {
      const res = await upload(users[0]!, 'no-font.pdf', pdf)
      expect(res.json()).toMatchObject({ statusCode: 422, message: RESUME_MESSAGES.noTextLayer })
      await sleep(200) // a worker's output reaches this thread's streams a turn later
      const lines = [...written.mock.calls, ...warned.mock.calls].map(([chunk]) => String(chunk))
      expect(lines.filter((line) => line.includes('ensureStateFont'))).toEqual([])
    } finally {
      written.mockRestore()
      warned.mockRestore()
    }
  })

  it('refuses a 2 KB PDF whose reused page tree holds a billion pages, without reading them', async () => {
    const pdf = makePageTreePdf(10, 9)
    const started = performance.now()
    const res = await upload(users[0]!, 'tree.pdf', pdf)
    expect(res.json()).toMatchObject({ statusCode: 422, message: RESUME_MESSAGES.tooManyPages })
    expect(performance.now() - started).toBeLessThan(5_000)
  })
})

describe('the parser workers are shared fairly', () => {
  it("reads another student's 48-byte .txt while hostile files from others are in flight", async () => {
    const hostile = users
      .slice(1, 7)
      .map((user, i) =>
        i < 4
          ? upload(user, 'tree.pdf', makePageTreePdf(10, 9))
          : upload(user, 'lying.docx', makeLyingDocx(200)),
      )
    // the hostile files reach the workers first
    await sleep(300)
    const started = performance.now()
    const small = await upload(users[7]!, 'resume.txt', SMALL_TXT)
    const smallMs = performance.now() - started
    expect(small.json()).toMatchObject({ text: new TextDecoder().decode(SMALL_TXT).trim() })
    expect(small.statusCode).toBe(200)
    // a hostile file is refused quickly, so it cannot hold a worker for its whole time limit
    expect(smallMs).toBeLessThan(8_000)
    for (const res of await Promise.all(hostile)) expect(res.statusCode).toBe(422)
  })

  it("reads a bystander's resume before the queued PDF bombs of ten accounts at one address", async () => {
    const bomb = makeFlatePdfBomb(1024)
    const resume = await makeResumePdf(1)
    // What each worker task is, in the order the line starts them. The attackers' bombs hold their threads
    // until the bystander waits in line too, so the order depends on the line's rule and not on how fast a
    // loaded machine refuses a bomb.
    const started: ('attacker' | 'bystander')[] = []
    let letGo = () => {}
    const gate = new Promise<void>((resolve) => (letGo = resolve))
    const realRun = Piscina.prototype.run
    const spy = vi.spyOn(Piscina.prototype, 'run').mockImplementation(async function (
      this: Piscina,
      task,
      options,
    ) {
      const kind = (task as ParseTask).bytes?.byteLength === bomb.byteLength ? 'attacker' : 'bystander'
      started.push(kind)
      if (kind === 'attacker') await gate
      return realRun.call(this, task, options)
    })
    const parser = sharedResumeParser()
    try {
      // ten accounts, one address (its hourly sign-up allowance): they used to hold both workers and the line
      const attackers = users.slice(12, 22)
      const hostile = attackers.map((user) => upload(user, 'bomb.pdf', bomb, '203.0.113.66'))
      await vi.waitFor(
        () => {
          expect(started).toEqual(Array(RESUME_PARSE_THREADS).fill('attacker'))
          expect(parser.waiting).toBe(QUEUE_MAX_WAITING_PER_ADDRESS)
        },
        { timeout: 60_000, interval: 20 },
      )
      const bystander = upload(users[9]!, 'resume.pdf', resume, '198.51.100.7')
      await vi.waitFor(() => expect(parser.waiting).toBe(QUEUE_MAX_WAITING_PER_ADDRESS + 1), {
        timeout: 60_000,
        interval: 20,
      })
      letGo()
      expect((await bystander).statusCode).toBe(200)
      // the first thread freed goes to the bystander, ahead of the bombs that were waiting before it
      expect(started.slice(0, RESUME_PARSE_THREADS + 1)).toEqual([
        ...Array(RESUME_PARSE_THREADS).fill('attacker'),
        'bystander',
      ])
      // each attacker's bomb is refused, or turned away at once past the address's share of the line
      const statuses = (await Promise.all(hostile)).map((res) => res.statusCode)
      expect(statuses.filter((status) => status === 422)).toHaveLength(
        RESUME_PARSE_THREADS + QUEUE_MAX_WAITING_PER_ADDRESS,
      )
      expect(statuses.filter((status) => status === 503)).toHaveLength(
        attackers.length - RESUME_PARSE_THREADS - QUEUE_MAX_WAITING_PER_ADDRESS,
      )
    } finally {
      letGo()
      spy.mockRestore()
    }
  }, 120_000)

  it('answers a second upload by the same student 429 while their first is read', async () => {
    const pdf = await makeResumePdf(2)
    const [first, second] = await Promise.all([
      upload(users[8]!, 'resume.pdf', pdf),
      upload(users[8]!, 'resume.pdf', pdf),
    ])
    expect([first!.statusCode, second!.statusCode].sort()).toEqual([200, 429])
    const refused = first!.statusCode === 429 ? first! : second!
    expect(refused.json()).toMatchObject({ statusCode: 429, message: RESUME_MESSAGES.stillReading })
    // and once it is done, the next one is read
    expect((await upload(users[8]!, 'resume.pdf', pdf)).statusCode).toBe(200)
  })

  it('answers 503 with Retry-After at once when every worker is busy and the line is full', async () => {
    const pdf = await makeResumePdf(6)
    const all = await Promise.all(users.map((user) => upload(user, 'resume.pdf', pdf)))
    const statuses = all.map((res) => res.statusCode)
    const busy = all.filter((res) => res.statusCode === 503)
    expect(busy.length).toBeGreaterThan(0)
    expect(statuses.every((s) => s === 200 || s === 503)).toBe(true)
    for (const res of busy) {
      expect(res.json()).toMatchObject({ statusCode: 503, message: RESUME_MESSAGES.serverBusy })
      expect(res.headers['retry-after']).toBe(String(RESUME_BUSY_RETRY_AFTER_SECONDS))
    }
  })

  it("turns an address's next upload away before reading it while the line could hold no more of its own", async () => {
    const address = '192.0.2.44'
    // uploads whose bodies are still arriving (a slow or stalled sender): each holds its place meanwhile
    const bodies = Array.from({ length: UPLOADS_IN_PROGRESS_PER_ADDRESS }, () => new PassThrough())
    const stalled = bodies.map((body, i) => {
      const { payload, headers } = multipartFile('resume.txt', SMALL_TXT)
      body.write(payload.subarray(0, payload.length - 10))
      const sent = t.app.inject({
        method: 'POST',
        url: '/api/resume',
        payload: body,
        headers: { ...headers, ...bearer(users[1 + i]!.accessToken) },
        remoteAddress: address,
      })
      return { sent, rest: payload.subarray(payload.length - 10) }
    })
    await sleep(200)
    const started = performance.now()
    const next = await upload(users[6]!, 'resume.txt', SMALL_TXT, address)
    expect(next.statusCode).toBe(503)
    expect(next.headers['retry-after']).toBe(String(RESUME_BUSY_RETRY_AFTER_SECONDS))
    expect(performance.now() - started).toBeLessThan(1_000)
    // another address is not held up
    expect((await upload(users[7]!, 'resume.txt', SMALL_TXT, '198.51.100.9')).statusCode).toBe(200)
    // once the stalled bodies arrive, each is read
    stalled.forEach(({ rest }, i) => bodies[i]!.end(rest))
    for (const { sent } of stalled) expect((await sent).statusCode).toBe(200)
    expect((await upload(users[6]!, 'resume.txt', SMALL_TXT, address)).statusCode).toBe(200)
  })
})
