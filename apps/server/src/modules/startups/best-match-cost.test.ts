import { afterAll, beforeAll, expect, it } from 'vitest'
import { startupListQuery } from '@coldstart/contract'
import { cpuTimed } from '@coldstart/contract/testing/thread-cpu'
import { seedBulkStartups } from '../../db/seed/bulk.ts'
import { userPreferences, userProfiles } from '../../db/schema/index.ts'
import { signUpUser, type SignedInUser } from '../../testing/auth.ts'
import { createTestApp, type TestApp } from '../../testing/test-app.ts'
import { BestMatchIndex } from './best-match-index.ts'
import { listStartups } from './startups.service.ts'

// The directory benchmark's best-match case on every run: its cost as a multiple of the first page's, the two
// asked in turn. On the embedded database the queries run on this thread, so its CPU time holds their whole
// cost and a busy machine does not change it: by the wall clock, three test processes on two cores once made
// best match 2.5× the first page where alone it is 1.3×. On PostgreSQL the database's work is in its own
// process, so there the wall clock is read, over the median of rounds. Best match ranks in memory and then
// reads one page like the first page does, with the score and matches the ranking already knows; scoring every
// startup in the database costs many times more and grows with the directory, and the database scoring the
// page's rows again costs about twice the first page (decisions 036 and 065).
const STARTUPS = 3000
const ROUNDS = 40
// Reads per CPU measurement: the kernel may account a thread's CPU in scheduler ticks (4 ms here), about one
// read, so each sample times a batch and the ratio compares the sums.
const BATCH = 4
const MAX_RATIO = 2.5

let t: TestApp
let student: SignedInUser
let matchIndex: BestMatchIndex
beforeAll(async () => {
  t = await createTestApp()
  await seedBulkStartups(t.database.db, STARTUPS)
  student = await signUpUser(t.app)
  // the benchmark's "broad" student
  await t.database.db
    .insert(userProfiles)
    .values({ userId: student.userId, skills: ['payments', 'machine-learning', 'React', 'api', 'b2b'] })
  await t.database.db.insert(userPreferences).values({
    userId: student.userId,
    preferredLocations: ['Bengaluru', 'Pune'],
    preferredCompanyStages: ['Seed', 'Series A'],
    preferredDomains: ['Product', 'Sales'],
  })
  matchIndex = new BestMatchIndex(t.database.db)
}, 300_000)
afterAll(async () => {
  await matchIndex.close()
  await t.close()
})

const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0)

/** ms of this thread's CPU for a batch of reads (embedded database), else ms of wall clock for one read */
function costOf(read: () => Promise<unknown>, onThread: boolean) {
  return async () => {
    if (onThread)
      return (
        await cpuTimed(async () => {
          for (let i = 0; i < BATCH; i++) await read()
        })
      ).ms
    const started = performance.now()
    await read()
    return performance.now() - started
  }
}

it(`best match costs at most ${MAX_RATIO}× the first page (${STARTUPS.toLocaleString()} startups)`, async () => {
  const firstPage = startupListQuery.parse({})
  const bestMatch = startupListQuery.parse({ sort: 'best-match' })
  const readFirst = () => listStartups(t.database.db, firstPage)
  const readBest = () => listStartups(t.database.db, bestMatch, undefined, student.userId, matchIndex)
  for (let i = 0; i < 5; i++) await Promise.all([readFirst(), readBest()])
  const onThread = t.database.kind === 'pglite'
  const [costFirst, costBest] = [costOf(readFirst, onThread), costOf(readBest, onThread)]
  const first: number[] = []
  const best: number[] = []
  for (let i = 0; i < ROUNDS; i++) {
    first.push(await costFirst())
    best.push(await costBest())
  }
  // CPU: the sums of the batches, per read; wall clock: the medians
  const [bestMs, firstMs] = onThread
    ? [sum(best) / (ROUNDS * BATCH), sum(first) / (ROUNDS * BATCH)]
    : [median(best), median(first)]
  expect(
    bestMs / firstMs,
    `best match ${bestMs.toFixed(2)} ms, first page ${firstMs.toFixed(2)} ms ${onThread ? 'of CPU' : 'of wall clock'} a read`,
  ).toBeLessThanOrEqual(MAX_RATIO)
}, 120_000)
