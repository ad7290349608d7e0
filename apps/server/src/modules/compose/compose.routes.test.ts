import { eq } from 'drizzle-orm'
import { createParser } from 'eventsource-parser'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { COMPOSE_NOTICES, OUTREACH_MESSAGES, unfilledVariables } from '@coldstart/contract'
import type { Db } from '../../db/client.ts'
import {
  emailTemplates,
  internships,
  startupEmployees,
  startups,
  userPreferences,
  userProfiles,
} from '../../db/schema/index.ts'
import { sharedResumeParser } from '../resume/shared-resume-parser.ts'
import { startGeminiStandIn, startOpenAiStandIn, type AiStandIn } from '../../testing/ai-stand-ins.ts'
import { bearer, signUpAdmin, signUpUser, type SignedInUser } from '../../testing/auth.ts'
import { createTestApp, type TestApp } from '../../testing/test-app.ts'

const KEY = 'sk-compose-SECRET-4f9a1c'

const RESUME = `Asha Verma
asha@example.com | github.com/ashaverma

Education
B.Tech Computer Science, IIT Bombay, 2022 - 2026

Skills
React, TypeScript, SQL, Data Analysis

Experience
Software Intern, Rotawise, May 2025 - Jul 2025
- Built the shift-swap screen used by 40 outlets`

interface Parsed {
  events: { event: string; data: Record<string, unknown> }[]
  text: string
}

/** Reads the SSE body: the events in order, and the text the composer ends with. */
function parseSse(body: string): Parsed {
  const events: Parsed['events'] = []
  const parser = createParser({
    onEvent: ({ event, data }) =>
      events.push({ event: event!, data: JSON.parse(data) as Record<string, unknown> }),
  })
  parser.feed(body)
  let text = ''
  for (const e of events) {
    if (e.event === 'delta') text += e.data.text as string
    if (e.event === 'replace') text = e.data.text as string
  }
  return { events, text }
}

async function demoIds(db: Db, startupName = 'Redline Desk') {
  const [startup] = await db.select({ id: startups.id }).from(startups).where(eq(startups.name, startupName))
  const employees = await db
    .select({ id: startupEmployees.id, name: startupEmployees.name })
    .from(startupEmployees)
    .where(eq(startupEmployees.startupId, startup!.id))
    .orderBy(startupEmployees.createdAt)
  const [template] = await db
    .select({ id: emailTemplates.id, content: emailTemplates.templateContent })
    .from(emailTemplates)
    .where(eq(emailTemplates.title, 'Short internship ask'))
  return { startupId: startup!.id, employees, template: template! }
}

async function giveProfile(db: Db, user: SignedInUser, resumeText: string | null = RESUME) {
  await db
    .insert(userProfiles)
    .values({
      userId: user.userId,
      resumeText,
      skills: ['TypeScript', 'Contracts research', 'SQL'],
      portfolio: 'https://asha.dev',
      linkedin: 'https://linkedin.com/in/asha',
      education: 'B.Tech CS, IIT Bombay, 2026',
    })
    .onConflictDoUpdate({ target: userProfiles.userId, set: { resumeText } })
  await db
    .insert(userPreferences)
    .values({ userId: user.userId, preferredDomains: ['Product', 'Growth'] })
    .onConflictDoNothing()
}

function compose(t: TestApp, who: SignedInUser | null, payload: unknown) {
  return t.app.inject({
    method: 'POST',
    url: '/api/compose',
    headers: who ? bearer(who.accessToken) : {},
    payload: payload as Record<string, unknown>,
  })
}

describe('POST /api/compose with the offline writer', () => {
  let t: TestApp
  let user: SignedInUser
  let noResume: SignedInUser
  let admin: SignedInUser
  let ids: Awaited<ReturnType<typeof demoIds>>
  beforeAll(async () => {
    t = await createTestApp({ seed: true, env: { AI_PERSONALISATIONS_PER_HOUR: '6' } })
    user = await signUpUser(t.app, { fullName: 'Asha Verma' })
    noResume = await signUpUser(t.app, { fullName: 'Ravi Kumar' })
    admin = await signUpAdmin(t.app, t.database.db)
    ids = await demoIds(t.database.db)
    await giveProfile(t.database.db, user)
    await giveProfile(t.database.db, admin)
    await giveProfile(t.database.db, noResume, null)
  })
  afterAll(() => t.close())

  /** A signed-in student with a resume, and a whole hourly allowance of their own. */
  async function freshStudent() {
    const student = await signUpUser(t.app)
    await giveProfile(t.database.db, student)
    return student
  }

  const body = (employeeIds = [ids.employees[0]!.id]) => ({
    templateId: ids.template.id,
    startupId: ids.startupId,
    employeeIds,
  })

  it('is for signed-in users', async () => {
    const res = await compose(t, null, body())
    expect(res.statusCode).toBe(401)
  })

  it('streams a filled email that invents nothing', async () => {
    const res = await compose(t, user, body())
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toMatch(/^text\/event-stream/)
    const { events, text } = parseSse(res.body)
    expect(events[0]).toEqual({ event: 'start', data: { writer: 'offline', notice: null } })
    expect(events.at(-1)).toMatchObject({
      event: 'done',
      data: { writer: 'offline', notice: null, unconfirmed: [] },
    })
    // what backs a claim, for the composer to check what the student types
    const backing = events.at(-1)!.data.facts as { student: string[]; company: string[]; template: string }
    expect(backing.student).toContain('Asha Verma')
    expect(backing.company).toContain('Redline Desk')
    expect(backing.template).toContain('{{company}}')
    const first = ids.employees[0]!.name.split(' ')[0]
    expect(text).toMatch(/^Subject: Product internship at Redline Desk\?\n\nHi /)
    expect(text).toContain(`Hi ${first},`)
    expect(text).toContain("I'm Asha Verma, a B.Tech Computer Science student at IIT Bombay.")
    expect(text).toContain('the work Redline Desk does on contract review for in-house legal teams')
    expect(text).toContain('I work with Contracts research, TypeScript and SQL.')
    // the resume's highlight, as written, with its figure
    expect(text).toContain("One result I'm proud of: I built the shift-swap screen used by 40 outlets.")
    expect(text).toContain('https://asha.dev')
    // the one added sentence ties a real skill to a real tag of the company
    expect(text).toMatch(/contracts[^.\n]*Contracts research|Contracts research[^.\n]*contracts/)
    expect(unfilledVariables(text)).toEqual([])
  })

  it("uses the caller's own profile, whoever else has one (and admins are users too)", async () => {
    const mine = parseSse((await compose(t, admin, body())).body).text
    expect(mine).toContain("I'm Admin Person")
    expect(mine).not.toContain('Asha Verma')
  })

  it('greets two recipients by first name and a larger team by company', async () => {
    const two = parseSse((await compose(t, user, body(ids.employees.slice(0, 2).map((e) => e.id)))).body)
    const first = (i: number) => ids.employees[i]!.name.split(' ')[0]
    expect(two.text).toContain(`Hi ${first(0)} and ${first(1)},`)
    if (ids.employees.length > 2) {
      const all = parseSse((await compose(t, user, body(ids.employees.map((e) => e.id)))).body)
      expect(all.text).toContain('Hi Redline Desk team,')
    }
  })

  it('with no resume text, fills what the app knows without the AI, and does not count it', async () => {
    const first = ids.employees[0]!.name.split(' ')[0]
    for (let i = 0; i < 8; i++) {
      const res = await compose(t, noResume, body())
      expect(res.statusCode).toBe(200)
      const { events, text } = parseSse(res.body)
      expect(events[0]!.data).toEqual({ writer: 'template', notice: COMPOSE_NOTICES.noResume })
      expect(events.at(-1)!.data).toMatchObject({
        writer: 'template',
        notice: COMPOSE_NOTICES.noResume,
        unconfirmed: [],
      })
      expect(text).toContain(`Hi ${first},`)
      expect(text).toContain("I'm Ravi Kumar, a B.Tech Computer Science student at IIT Bombay.")
      expect(text).toContain('I work with Contracts research, TypeScript and SQL.')
      expect(text).toContain('Redline Desk')
      // no sentence the profile does not back, no tie-in sentence of the offline writer
      expect(text).not.toContain('One result')
      expect(unfilledVariables(text)).toEqual([])
    }
  })

  it('404s an unknown template, startup or employee; 400s an employee of another startup', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000'
    const cases: [Record<string, unknown>, number, string][] = [
      [{ ...body(), templateId: unknown }, 404, 'Template not found'],
      [{ ...body(), startupId: unknown }, 404, 'Startup not found'],
      [body([unknown]), 404, 'Employee not found'],
    ]
    const other = await demoIds(t.database.db, 'Rotawise')
    cases.push([body([other.employees[0]!.id]), 400, 'Every recipient must work at this startup'])
    const [archived] = await t.database.db
      .select({ id: emailTemplates.id })
      .from(emailTemplates)
      .where(eq(emailTemplates.status, 'archived'))
    cases.push([{ ...body(), templateId: archived!.id }, 404, 'Template not found'])
    // a student of their own: the hourly limit is checked first, so each of these counts
    const asker = await freshStudent()
    for (const [payload, status, message] of cases) {
      const res = await compose(t, asker, payload)
      expect(res.statusCode).toBe(status)
      expect(res.json()).toMatchObject({ message })
    }
  })

  it("writes to an active internship's application address as its hiring team; 404 when it is not active", async () => {
    const rows = await t.database.db
      .insert(internships)
      .values([
        {
          title: 'Design intern',
          company: 'Redline Desk',
          applyEmail: 'jobs@redline.example.com',
          status: 'active',
          startupId: ids.startupId,
        },
        {
          title: 'Posting intern',
          company: 'Nameless Co',
          applyEmail: 'jobs@nameless.example.com',
          status: 'active',
        },
        {
          title: 'Draft intern',
          company: 'Redline Desk',
          applyEmail: 'draft@redline.example.com',
          status: 'draft',
          startupId: ids.startupId,
        },
      ])
      .returning({ id: internships.id })
    const [linked, standalone, draft] = rows.map((r) => r.id)
    const user = await freshStudent()
    const withStartup = await compose(t, user, { templateId: ids.template.id, internshipId: linked })
    expect(withStartup.statusCode).toBe(200)
    const { text } = parseSse(withStartup.body)
    expect(text).toContain('Hi Hiring Team,')
    // the linked startup's own facts (its tags) personalise it
    expect(text).toContain("Redline Desk's focus on contracts")
    const alone = parseSse(
      (await compose(t, user, { templateId: ids.template.id, internshipId: standalone })).body,
    )
    expect(alone.text).toContain('Nameless Co')
    for (const id of [draft, '00000000-0000-4000-8000-000000000000']) {
      const res = await compose(t, user, { templateId: ids.template.id, internshipId: id })
      expect(res.statusCode).toBe(404)
      expect(res.json()).toMatchObject({ message: 'Internship not found' })
    }
    // one target only
    const both = await compose(t, user, { ...body(), internshipId: linked })
    expect(both.statusCode).toBe(400)
  })

  it('refuses hostile input with a 400, never a 500', async () => {
    // each refused with the field at fault and what is wrong with it
    const many = Array.from({ length: 51 }, () => ids.employees[0]!.id)
    const bad: [unknown, string][] = [
      [{}, 'templateId: templateId must be a UUID'],
      [{ ...body(), templateId: 'x\u0000y' }, 'templateId: templateId must be a UUID'],
      [{ ...body(), startupId: '\ud800' }, 'startupId: startupId must be a UUID'],
      [{ ...body(), employeeIds: [] }, 'employeeIds: Choose at least one recipient'],
      [{ ...body(), employeeIds: 'not-an-array' }, `body: ${OUTREACH_MESSAGES.target}`],
      [{ ...body(), employeeIds: ['a'.repeat(100_000)] }, 'employeeIds.0: Each employee id must be a UUID'],
      [{ ...body(), employeeIds: many }, 'employeeIds: At most 50 recipients'],
      [{ ...body(), templateId: 42 }, 'templateId: templateId must be a UUID'],
      [[1, 2, 3], 'body: Invalid input: expected object, received array'],
    ]
    for (const [payload, message] of bad) {
      const res = await compose(t, user, payload)
      expect(res.statusCode, JSON.stringify(payload).slice(0, 60)).toBe(400)
      expect(res.json<{ message: string }>().message).toBe(message)
    }
    const garbled = await t.app.inject({
      method: 'POST',
      url: '/api/compose',
      headers: { ...bearer(user.accessToken), 'content-type': 'application/json' },
      payload: Buffer.from([0x7b, 0xff, 0xfe, 0x7d]),
    })
    expect(garbled.statusCode).toBe(400)
  })

  it('answers 429 with a sentence past the hourly limit', async () => {
    const limited = await signUpUser(t.app)
    await giveProfile(t.database.db, limited)
    for (let i = 0; i < 6; i++) expect((await compose(t, limited, body())).statusCode).toBe(200)
    const res = await compose(t, limited, body())
    expect(res.statusCode).toBe(429)
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0)
    expect(res.json()).toMatchObject({ message: expect.stringMatching(/^You have reached the hourly limit/) })
    // a limit per user: someone else still gets through
    expect((await compose(t, user, body())).statusCode).toBe(200)
  })

  it('checks the hourly limit first: a limited student gets 429 before any data is read or resume task run', async () => {
    const limited = await signUpUser(t.app)
    // resume text with no file behind it: each compose reads its facts in the resume workers
    await giveProfile(t.database.db, limited)
    const resumeTask = vi.spyOn(sharedResumeParser(), 'facts')
    try {
      for (let i = 0; i < 6; i++) expect((await compose(t, limited, body())).statusCode).toBe(200)
      expect(resumeTask).toHaveBeenCalledTimes(6)
      resumeTask.mockClear()
      const res = await compose(t, limited, body())
      expect(res.statusCode).toBe(429)
      expect(resumeTask).not.toHaveBeenCalled()
      // nothing looked up either: an unknown template is not even found missing
      const unknown = await compose(t, limited, { ...body(), templateId: crypto.randomUUID() })
      expect(unknown.statusCode).toBe(429)
      expect(resumeTask).not.toHaveBeenCalled()
    } finally {
      resumeTask.mockRestore()
    }
  })
})

describe.each([
  { name: 'gemini', start: startGeminiStandIn },
  { name: 'openai', start: startOpenAiStandIn },
] as const)('POST /api/compose through $name', ({ name, start }) => {
  let standIn: AiStandIn
  let t: TestApp
  let user: SignedInUser
  let ids: Awaited<ReturnType<typeof demoIds>>
  beforeAll(async () => {
    standIn = await start({ reply: ['Subject: Hi\n\n', 'Dear team, ', 'a tailored note.'] })
    const env: Record<string, string> =
      name === 'gemini'
        ? { AI_PROVIDER: 'gemini', GEMINI_API_KEY: KEY, GEMINI_BASE_URL: standIn.baseUrl }
        : { AI_PROVIDER: 'openai', OPENAI_API_KEY: KEY, OPENAI_BASE_URL: standIn.baseUrl }
    t = await createTestApp({ seed: true, env: { ...env, AI_TIMEOUT_MS: '300' } })
    user = await signUpUser(t.app, { fullName: 'Asha Verma' })
    await giveProfile(t.database.db, user)
    ids = await demoIds(t.database.db)
  })
  afterAll(async () => {
    await t.close()
    await standIn.close()
  })
  const body = () => ({
    templateId: ids.template.id,
    startupId: ids.startupId,
    employeeIds: [ids.employees[0]!.id],
  })

  it('streams the model’s text, with the template, the facts and the resume in the prompt', async () => {
    standIn.requests.length = 0
    const res = await compose(t, user, body())
    const { events, text } = parseSse(res.body)
    expect(events.map((e) => e.event)).toEqual(['start', 'delta', 'delta', 'delta', 'done'])
    expect(events[0]!.data.writer).toBe(name)
    expect(text).toBe('Subject: Hi\n\nDear team, a tailored note.')
    expect(events.at(-1)!.data).toMatchObject({ writer: name, notice: null, unconfirmed: [] })
    const sent = standIn.requests[0]!.body
    // the template with its sections resolved for this student, the variables left for the model
    expect(sent).toContain('{{recipient_first_name|there}}')
    expect(sent).not.toContain('{{#studies}}')
    expect(sent).toContain('Never invent anything')
    expect(sent).toContain('Redline Desk')
    expect(sent).toContain('legaltech')
    expect(sent).toContain('Built the shift-swap screen')
    expect(res.body).not.toContain(KEY)
    expect(JSON.stringify(res.headers)).not.toContain(KEY)
  })

  it.each([
    ['429 twice', ['429', '429']],
    ['500 twice', ['500', '500']],
    ['a hang', ['hang', 'hang']],
    ['a malformed stream', ['malformed', 'malformed']],
    ['a stream that stops', ['hang-after-first']],
  ] as const)('falls back to the template with the known facts filled after %s', async (_label, modes) => {
    standIn.queue(...modes)
    const res = await compose(t, user, body())
    expect(res.statusCode).toBe(200)
    const { events, text } = parseSse(res.body)
    const replaced = events.at(-2)!
    expect(replaced).toMatchObject({ event: 'replace', data: { notice: COMPOSE_NOTICES.aiFailed } })
    expect(events.at(-1)!.data).toMatchObject({
      writer: 'template',
      notice: COMPOSE_NOTICES.aiFailed,
      unconfirmed: [],
    })
    expect(text).toBe(replaced.data.text)
    expect(text).toContain(`Hi ${ids.employees[0]!.name.split(' ')[0]},`)
    expect(text).toContain("I'm Asha Verma")
    expect(unfilledVariables(text)).toEqual([])
    // only the template's own words: no sentence added
    expect(text).not.toMatch(/Contracts research[^.\n]*contracts/)
    expect(res.body).not.toContain(KEY)
  })

  it('marks a figure or claim the model invented for the student to confirm', async () => {
    const invented = [
      'Subject: Hi\n\n',
      'Dear team, I grew revenue 40% at my last internship. ',
      'I know React.',
    ]
    const saved = standIn.reply
    standIn.reply = invented
    try {
      const { events, text } = parseSse((await compose(t, user, body())).body)
      expect(text).toBe(invented.join(''))
      const unconfirmed = events.at(-1)!.data.unconfirmed as string[]
      expect(unconfirmed).toEqual(['Dear team, I grew revenue 40% at my last internship.'])
      for (const piece of unconfirmed) expect(text).toContain(piece)
    } finally {
      standIn.reply = saved
    }
  })

  it('recovers from a single 429 with one retry', async () => {
    standIn.queue('429')
    const { text } = parseSse((await compose(t, user, body())).body)
    expect(text).toBe('Subject: Hi\n\nDear team, a tailored note.')
  })

  it('cancels the upstream call when the browser goes away', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' })
    standIn.requests.length = 0
    standIn.defaultMode = 'hang'
    try {
      const controller = new AbortController()
      const res = await fetch(`${address}/api/compose`, {
        method: 'POST',
        headers: { ...bearer(user.accessToken), 'content-type': 'application/json' },
        body: JSON.stringify(body()),
        signal: controller.signal,
      })
      const reader = res.body!.getReader()
      const first = new TextDecoder().decode((await reader.read()).value)
      expect(first).toContain('event: start')
      await expect.poll(() => standIn.requests.length).toBe(1)
      controller.abort()
      expect(await standIn.waitForAbort(2000)).toBe(true)
      // the guard did not retry after the abort
      await new Promise((r) => setTimeout(r, 400))
      expect(standIn.requests).toHaveLength(1)
    } finally {
      standIn.defaultMode = 'ok'
    }
  })
})
