import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { BookmarkListResponse, InternshipListResponse } from '@coldstart/contract'
import { bookmarks, emailTemplates, internships } from '../../db/schema/index.ts'
import { bearer, signUpUser, type SignedInUser } from '../../testing/auth.ts'
import { createTestApp, type TestApp } from '../../testing/test-app.ts'
import { productToday } from './open-internship.ts'

// Whether a posting is open is one rule on every path a student takes to it: the board (list and detail),
// saving and listing bookmarks, the composer, and recording a send to it in the outreach log (and reading
// the log's last send to its address). A posting due on a date is open until midnight at the end
// of that date in India, wherever the server runs. The clock is faked (Date only: timers run as usual), and
// the student signs in under it, so their tokens and session are valid at that moment.

const DAY_MS = 86_400_000
const shiftDate = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10)

// The Indian date now (real clock) and the postings due the day before, that day and the day after.
const today = productToday()
const due = { yesterday: shiftDate(today, -1), today, tomorrow: shiftDate(today, 1) }
type Due = keyof typeof due

let t: TestApp
let templateId: string
const postingIds = {} as Record<Due, string>

beforeAll(async () => {
  t = await createTestApp()
  const db = t.database.db
  const [template] = await db
    .insert(emailTemplates)
    .values({
      title: 'Deadline ask',
      category: 'internship',
      templateContent: 'Hi {{recipient_name}}, I would like to apply.',
    })
    .returning({ id: emailTemplates.id })
  templateId = template!.id
  for (const key of Object.keys(due) as Due[]) {
    const [posting] = await db
      .insert(internships)
      .values({
        title: `Due ${key}`,
        company: 'Clockwork Labs',
        applyEmail: 'jobs@clockwork.example.com',
        deadline: due[key],
      })
      .returning({ id: internships.id })
    postingIds[key] = posting!.id
  }
})
afterAll(() => t.close())
afterEach(() => {
  vi.useRealTimers()
})

/** Everything a student can learn about each posting's openness, asked through the API at this moment. */
async function openness(student: SignedInUser) {
  const auth = bearer(student.accessToken)
  const board = await t.app.inject({ url: '/api/internships?limit=50', headers: auth })
  expect(board.statusCode).toBe(200)
  const listed = new Set((board.json() as InternshipListResponse).items.map((i) => i.id))

  const result = {} as Record<
    Due,
    {
      board: boolean
      detail: number
      save: number
      bookmark: boolean
      compose: number
      send: number
      recent: number
    }
  >
  for (const key of Object.keys(due) as Due[]) {
    const id = postingIds[key]
    const detail = await t.app.inject({ url: `/api/internships/${id}`, headers: auth })
    const save = await t.app.inject({
      method: 'PUT',
      url: `/api/bookmarks/internships/${id}`,
      headers: auth,
      payload: {},
    })
    // a closed posting keeps a bookmark saved while it was open: make one to see what the list says of it
    if (save.statusCode !== 200) {
      await t.database.db.insert(bookmarks).values({ userId: student.userId, internshipId: id })
    }
    const compose = await t.app.inject({
      method: 'POST',
      url: '/api/compose',
      headers: auth,
      payload: { templateId, internshipId: id },
    })
    const send = await t.app.inject({
      method: 'POST',
      url: '/api/outreach/sends',
      headers: auth,
      payload: { channel: 'copy', templateId, internshipId: id },
    })
    const recent = await t.app.inject({ url: `/api/outreach/recent?internshipId=${id}`, headers: auth })
    // a closed posting is refused as compose refuses it: the same status, the same message
    if (compose.statusCode !== 200) expect(send.json()).toEqual(compose.json())
    result[key] = {
      board: listed.has(id),
      detail: detail.statusCode,
      save: save.statusCode,
      bookmark: false,
      compose: compose.statusCode,
      send: send.statusCode,
      recent: recent.statusCode,
    }
  }

  const saved = await t.app.inject({ url: '/api/bookmarks?kind=internship', headers: auth })
  for (const item of (saved.json() as BookmarkListResponse).items) {
    if (item.kind !== 'internship') continue
    const key = (Object.keys(postingIds) as Due[]).find((k) => postingIds[k] === item.internship.id)
    if (key) result[key].bookmark = item.internship.isOpen
  }
  return result
}

/** The clock set to `moment` (it runs on from there), and a student signed up under it. */
async function studentAt(moment: string) {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date(moment), shouldAdvanceTime: true })
  return signUpUser(t.app)
}

const OPEN = { board: true, detail: 200, save: 200, bookmark: true, compose: 200, send: 201, recent: 200 }
const CLOSED = { board: false, detail: 404, save: 409, bookmark: false, compose: 404, send: 404, recent: 404 }

describe('an internship is open until midnight in India on its deadline, on every path', () => {
  it('at 23:00 in India (17:30 UTC) a posting due that day is still open everywhere', async () => {
    const student = await studentAt(`${due.today}T23:00:00+05:30`)
    expect(new Date().toISOString().slice(0, 16)).toBe(`${due.today}T17:30`)
    expect(await openness(student)).toEqual({ yesterday: CLOSED, today: OPEN, tomorrow: OPEN })
  })

  it('at 00:30 in India the next day (19:00 UTC, still the same date in UTC) it is closed everywhere', async () => {
    const student = await studentAt(`${due.tomorrow}T00:30:00+05:30`)
    // the UTC date has not moved on: a rule on the database's or server's own date would still say open
    expect(new Date().toISOString().slice(0, 16)).toBe(`${due.today}T19:00`)
    expect(await openness(student)).toEqual({ yesterday: CLOSED, today: CLOSED, tomorrow: OPEN })
  })
})
