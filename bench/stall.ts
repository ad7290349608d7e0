// One request must never stall the server. Each attack below used to hold the event loop for seconds (or take
// gigabytes); this runs each against a fresh production server on the embedded database and prints what the
// attack cost and what everyone else felt meanwhile: the slowest /api/health answer and the server's peak RSS.
//
//   npm run bench:stall                              # this tree
//   npm run bench:stall -- --before ../base          # and another checkout beside it, in the same run
//   npm run bench:stall -- --only resume-put         # one attack (query-string, resume-put, rate-limit-flood,
//                                                    #   lying-archives, pdf-bomb, pdf-bomb-ten, outreach-log,
//                                                    #   import-5000x6, export-flood)
//   npm run bench:stall -- --profile /tmp/prof       # and write each server's CPU profile (.cpuprofile) there
//
// --before DIR: a checkout of an older commit with its node_modules, e.g.
//   git worktree add ../base <commit> && cp -al node_modules ../base/ && cp -al apps/*/node_modules ...
import fs from 'node:fs/promises'
import path from 'node:path'
import { parseArgs } from 'node:util'
import {
  makeFlatePdfBomb,
  makeLyingDocx,
  makePageTreePdf,
  makeResumeDocx,
  makeResumePdf,
} from '../apps/server/src/testing/fixtures/resume-files.ts'
import { exportFloodAttack, importAttack } from './lib/import-export-stall.ts'
import { printTable, startServer, type BenchServer } from './lib/server.ts'

const { values: args } = parseArgs({
  options: { before: { type: 'string' }, only: { type: 'string' }, profile: { type: 'string' } },
})
const SENDS = Number(process.env.STALL_SENDS ?? 2000)

interface Figures {
  attack: string
  tree: string
  attackMs: number
  healthMaxMs: number
  rssPeakMb: number
  /** CPU the server's main thread spent during the attack (not its workers): unlike wall time, not inflated by a loaded machine */
  mainThreadCpuMs?: number
  outcome: string
}

// ---- what everyone else feels ----------------------------------------------------------------------------

/** Asks /api/health every 20 ms (one at a time) until stopped; the slowest answer is the stall others felt. */
function healthProbe(origin: string) {
  let max = 0
  let running = true
  const done = (async () => {
    while (running) {
      const started = performance.now()
      await fetch(`${origin}/api/health`).catch(() => {})
      max = Math.max(max, performance.now() - started)
      await new Promise((r) => setTimeout(r, 20))
    }
  })()
  return {
    async stop() {
      running = false
      await done
      return Math.round(max)
    },
  }
}

async function rssMb(pid: number): Promise<number> {
  const status = await fs.readFile(`/proc/${pid}/status`, 'utf8').catch(() => '')
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024)
}

function rssSampler(pid: number) {
  let peak = 0
  const timer = setInterval(() => void rssMb(pid).then((mb) => (peak = Math.max(peak, mb))), 50)
  return {
    async stop() {
      clearInterval(timer)
      return Math.max(peak, await rssMb(pid))
    },
  }
}

/** Runs the attack while the probes watch; the attack returns what it saw. */
/** CPU time of a process's main thread (its thread id is its pid), in ms: user + system clock ticks. */
async function mainThreadCpuMs(pid: number): Promise<number> {
  const stat = await fs.readFile(`/proc/${pid}/task/${pid}/stat`, 'utf8').catch(() => '')
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  return (Number(fields[11] ?? 0) + Number(fields[12] ?? 0)) * 10
}

async function measured(server: BenchServer, attack: () => Promise<string>) {
  const health = healthProbe(server.origin)
  const rss = rssSampler(server.process.pid!)
  const cpuBefore = await mainThreadCpuMs(server.process.pid!)
  const started = performance.now()
  const outcome = await attack()
  const attackMs = Math.round(performance.now() - started)
  const mainThreadCpu = (await mainThreadCpuMs(server.process.pid!)) - cpuBefore
  return {
    attackMs,
    healthMaxMs: await health.stop(),
    rssPeakMb: await rss.stop(),
    mainThreadCpuMs: mainThreadCpu,
    outcome,
  }
}

// ---- clients ----------------------------------------------------------------------------------------------

interface Student {
  token: string
  cookie: string
  email: string
  password: string
}

let studentCount = 0
async function signUp(origin: string, address = '127.0.0.1'): Promise<Student> {
  studentCount += 1
  const email = `stall-${studentCount}-${Math.random().toString(36).slice(2, 8)}@example.com`
  const password = 'stall bench password 1'
  const res = await fetch(`${origin}/api/auth/sign-up`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin, 'x-forwarded-for': address },
    body: JSON.stringify({ email, password, fullName: `Stall Student ${studentCount}` }),
  })
  if (res.status !== 201) throw new Error(`sign-up ${res.status}: ${await res.text()}`)
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ')
  const token = ((await res.json()) as { access_token: string }).access_token
  return { token, cookie, email, password }
}

const bearer = (s: Student) => ({ authorization: `Bearer ${s.token}` })

/** Runs `count` calls of `call` with at most `width` in flight; returns how many answered each status. */
async function flood(count: number, width: number, call: (i: number) => Promise<number>) {
  const statuses = new Map<number, number>()
  let next = 0
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < count) {
        const status = await call(next++).catch(() => 0)
        statuses.set(status, (statuses.get(status) ?? 0) + 1)
      }
    }),
  )
  return [...statuses].map(([status, n]) => `${n}×${status || 'error'}`).join(' ')
}

function upload(
  origin: string,
  student: Student,
  name: string,
  bytes: Uint8Array,
  type: string,
  address?: string,
) {
  const form = new FormData()
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), name)
  return fetch(`${origin}/api/resume`, {
    method: 'POST',
    headers: { ...bearer(student), origin, ...(address ? { 'x-forwarded-for': address } : {}) },
    body: form,
  })
}

/** An upload's status and how long it took to answer, its body read. */
async function timedUpload(request: Promise<Response>) {
  const started = performance.now()
  const res = await request
  await res.arrayBuffer()
  return { status: res.status, ms: Math.round(performance.now() - started) }
}

// The PDF bomb: 4.7 MB holding one content stream of 4.5 GiB of spaces (under the 5 MB upload limit).
const PDF_BOMB_MIB = 4608
const PDF = 'application/pdf'

/** Both parser threads read a real PDF first, so the attack meets warm workers. */
async function warmPdfWorkers(origin: string, students: Student[], address?: string) {
  const pdf = await makeResumePdf()
  await Promise.all(
    students.slice(0, 2).map((s) => timedUpload(upload(origin, s, 'resume.pdf', pdf, PDF, address))),
  )
}

// ---- the attacks -----------------------------------------------------------------------------------------

type Attack = {
  name: string
  env?: Record<string, string>
  run(server: BenchServer, root?: string): Promise<Omit<Figures, 'attack' | 'tree'>>
}

const attacks: Attack[] = [
  {
    // every logged request's URL passed the email-redaction pattern, quadratic on a long run of word characters
    name: 'query-string',
    env: { LOG_LEVEL: 'info' },
    run: (server) =>
      measured(server, async () => {
        const query = 'a'.repeat(16_000)
        return flood(10, 10, async () => (await fetch(`${server.origin}/api/health?q=${query}`)).status)
      }),
  },
  {
    // the resume's facts were read on the main thread with backtracking patterns
    name: 'resume-put',
    run: async (server) => {
      const student = await signUp(server.origin)
      return measured(server, async () => {
        const put = await fetch(`${server.origin}/api/resume`, {
          method: 'PUT',
          headers: { ...bearer(student), origin: server.origin, 'content-type': 'application/json' },
          body: JSON.stringify({ text: 'a'.repeat(60_000) }),
        })
        const txt = await upload(
          server.origin,
          student,
          'resume.txt',
          new Uint8Array(60_000).fill(97),
          'text/plain',
        )
        return `PUT ${put.status}, .txt ${txt.status}`
      })
    },
  },
  {
    // 110 addresses × 500 resets naming distinct 254-character addresses fill the counter store; then a
    // student signs in with the right password and refreshes a valid session
    name: 'rate-limit-flood',
    env: { TRUST_PROXY: '1', AUTH_RATE_LIMIT_FACTOR: '100' },
    run: async (server) => {
      const victim = await signUp(server.origin, '203.0.113.250')
      const address = (i: number) => `198.51.${Math.floor(i / 500) % 110}.${(i % 200) + 1}`
      const domain = `${'a'.repeat(63)}.${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(41)}`
      const figures = await measured(server, () =>
        flood(110 * 500, 64, async (i) => {
          const res = await fetch(`${server.origin}/api/auth/recover`, {
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              origin: server.origin,
              'x-forwarded-for': address(i),
            },
            body: JSON.stringify({ email: `f${i}`.padEnd(20, '0') + `@${domain}` }),
          })
          await res.arrayBuffer()
          return res.status
        }),
      )
      const signIn = await fetch(`${server.origin}/api/auth/sign-in`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          origin: server.origin,
          'x-forwarded-for': '203.0.113.7',
        },
        body: JSON.stringify({ email: victim.email, password: victim.password }),
      })
      const refresh = await fetch(`${server.origin}/api/auth/refresh`, {
        method: 'POST',
        headers: { origin: server.origin, cookie: victim.cookie, 'x-forwarded-for': '203.0.113.250' },
      })
      return {
        ...figures,
        outcome: `flood ${figures.outcome}; then sign-in ${signIn.status}, refresh ${refresh.status}`,
      }
    },
  },
  {
    // four .docx that lie about their sizes and one PDF with a reused page tree, while another student
    // uploads a 48-byte .txt
    name: 'lying-archives',
    run: async (server) => {
      // a .docx declaring 1,000 bytes that inflates to 3 GB; a PDF of 10⁹ pages in ~2 KB
      const bomb = makeLyingDocx(3 * 1024)
      const pdf = makePageTreePdf()
      const hostile = await Promise.all([1, 2, 3, 4, 5].map(() => signUp(server.origin)))
      const bystander = await signUp(server.origin)
      const docx = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'
      // both parser threads read a real .docx and .pdf first: the attack meets warm workers
      const [goodDocx, goodPdf] = await Promise.all([makeResumeDocx(), makeResumePdf()])
      for (let round = 0; round < 2; round++) {
        await Promise.all([
          upload(server.origin, hostile[0]!, 'resume.docx', goodDocx, docx).then((r) => r.arrayBuffer()),
          upload(server.origin, hostile[1]!, 'resume.pdf', goodPdf, 'application/pdf').then((r) =>
            r.arrayBuffer(),
          ),
        ])
      }
      return measured(server, async () => {
        const attacks = [
          ...hostile.slice(0, 4).map((s) => upload(server.origin, s, 'resume.docx', bomb, docx)),
          upload(server.origin, hostile[4]!, 'resume.pdf', pdf, 'application/pdf'),
        ].map(async (p) => {
          const started = performance.now()
          const res = await p
          await res.arrayBuffer()
          return { status: res.status, ms: performance.now() - started }
        })
        await new Promise((r) => setTimeout(r, 300))
        const started = performance.now()
        const txt = await upload(
          server.origin,
          bystander,
          'resume.txt',
          new TextEncoder().encode('Asha Rao\nB.Tech CSE, IIT Bombay, 2027\nPython\n'),
          'text/plain',
        )
        const txtMs = Math.round(performance.now() - started)
        const answers = await Promise.all(attacks)
        const hostileText = answers.map((a) => `${a.status} in ${Math.round(a.ms)} ms`).join(', ')
        return `docx ×4 + pdf: ${hostileText}; bystander's .txt ${txt.status} in ${txtMs} ms`
      })
    },
  },
  {
    // one account uploads the PDF bomb: pdf.js inflated all of it, held a thread to the 15 s limit
    name: 'pdf-bomb',
    run: async (server) => {
      const bomb = makeFlatePdfBomb(PDF_BOMB_MIB)
      const students = await Promise.all([1, 2].map(() => signUp(server.origin)))
      await warmPdfWorkers(server.origin, students)
      const rssBefore = await rssMb(server.process.pid!)
      return measured(server, async () => {
        const answer = await timedUpload(upload(server.origin, students[0]!, 'resume.pdf', bomb, PDF))
        const size = (bomb.length / 2 ** 20).toFixed(1)
        return `${size} MB bomb: ${answer.status} in ${answer.ms} ms (RSS ${rssBefore} MB before it)`
      })
    },
  },
  {
    // ten accounts at one address (its hourly sign-up allowance) upload the bomb at once; 300 ms later a
    // student at another address uploads a one-page resume
    name: 'pdf-bomb-ten',
    env: { TRUST_PROXY: '1' },
    run: async (server) => {
      const bomb = makeFlatePdfBomb(PDF_BOMB_MIB)
      const attacker = '203.0.113.66'
      const accounts = await Promise.all(Array.from({ length: 10 }, () => signUp(server.origin, attacker)))
      const bystander = await signUp(server.origin, '198.51.100.7')
      const resume = await makeResumePdf()
      await warmPdfWorkers(server.origin, accounts, attacker)
      const rssBefore = await rssMb(server.process.pid!)
      return measured(server, async () => {
        const hostile = accounts.map((s) =>
          timedUpload(upload(server.origin, s, 'resume.pdf', bomb, PDF, attacker)),
        )
        await new Promise((r) => setTimeout(r, 300))
        const own = await timedUpload(
          upload(server.origin, bystander, 'resume.pdf', resume, PDF, '198.51.100.7'),
        )
        const answers = await Promise.all(hostile)
        const counts = new Map<number, number>()
        for (const a of answers) counts.set(a.status, (counts.get(a.status) ?? 0) + 1)
        const statuses = [...counts].map(([status, n]) => `${n}×${status}`).join(' ')
        const slowest = Math.max(...answers.map((a) => a.ms))
        const bystanderText = `bystander's PDF ${own.status} in ${own.ms} ms`
        return `bombs ×10: ${statuses}, last in ${slowest} ms; ${bystanderText} (RSS ${rssBefore} MB before)`
      })
    },
  },
  {
    // thousands of logged sends of 50 recipients, then the CSV export of the whole log
    name: 'outreach-log',
    run: async (server) => {
      const student = await signUp(server.origin)
      const list = (await (await fetch(`${server.origin}/api/startups?limit=50`)).json()) as {
        items: { id: string }[]
      }
      const teams = await Promise.all(
        list.items.map(async ({ id }) => {
          // as the student: a signed-out page lists the team without ids
          const detail = (await (
            await fetch(`${server.origin}/api/startups/${id}`, { headers: bearer(student) })
          ).json()) as { employees: { id: string }[] }
          return { id, employeeIds: detail.employees.map((e) => e.id) }
        }),
      )
      const team = teams.sort((a, b) => b.employeeIds.length - a.employeeIds.length)[0]!
      const recipients = Array.from({ length: 50 }, (_, i) => team.employeeIds[i % team.employeeIds.length]!)
      const started = performance.now()
      const logged = await flood(SENDS, 16, async () => {
        const res = await fetch(`${server.origin}/api/outreach/sends`, {
          method: 'POST',
          headers: { ...bearer(student), origin: server.origin, 'content-type': 'application/json' },
          body: JSON.stringify({
            channel: 'copy',
            startupId: team.id,
            employeeIds: recipients,
            subject: 'Hello',
          }),
        })
        await res.arrayBuffer()
        return res.status
      })
      const sendsMs = Math.round(performance.now() - started)
      const figures = await measured(server, async () => {
        const res = await fetch(`${server.origin}/api/outreach/sends.csv`, { headers: bearer(student) })
        const csv = await res.text()
        return `${res.status}, ${csv.split('\n').length - 2} rows, ${(csv.length / 1048576).toFixed(1)} MB`
      })
      return {
        ...figures,
        outcome: `${SENDS} sends of 50 in ${sendsMs} ms: ${logged}; export ${figures.outcome}`,
      }
    },
  },
]

attacks.push({ name: 'import-5000x6', run: importAttack }, { name: 'export-flood', run: exportFloodAttack })

const trees: [string, string | undefined][] = [
  ...(args.before ? [['before', path.resolve(args.before)] as [string, string]] : []),
  ['this tree', undefined],
]
const results: Figures[] = []
for (const attack of attacks.filter((a) => !args.only || a.name === args.only)) {
  for (const [tree, root] of trees) {
    const nodeArgs = args.profile ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(args.profile)}`] : []
    const server = await startServer({ root, env: attack.env ?? {}, nodeArgs })
    try {
      const figures = await attack.run(server, root)
      results.push({ attack: attack.name, tree, ...figures })
      console.error(`${attack.name} (${tree}): ${JSON.stringify(figures)}`)
    } finally {
      await server.stop()
      await fs.rm(server.dataDir, { recursive: true, force: true })
    }
  }
}
printTable(
  [
    'attack',
    'tree',
    'attack took (ms)',
    'slowest /api/health meanwhile (ms)',
    'server RSS peak (MB)',
    'server main-thread CPU (ms)',
    'what answered',
  ],
  results.map((r) => [
    r.attack,
    r.tree,
    r.attackMs,
    r.healthMaxMs,
    r.rssPeakMb,
    r.mainThreadCpuMs ?? '',
    r.outcome,
  ]),
)
