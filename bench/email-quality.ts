// bench/email-quality: is the email the composer hands a student one they should send? A generated matrix of
// student profiles (from empty to full) × 10 seeded startups × every demo template, written by the offline
// writer exactly as the API writes it: POST /api/compose through app.inject on a migrated, seeded PGlite, each
// student signed up and their profile, preferences and resume saved through the API as the web app saves them.
// Targets: 0% of emails with a known fact left unfilled, 0% with a figure or claim the inputs do not hold,
// 0% with an ungrammatical sentence (unnatural role phrases, tags read as a sentence and fragments included), median coach score ≥ 80. Figures are printed; nothing is asserted.
// Run: npm run bench:email-quality [-- --examples 3 --out emails.json --startups 100]
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { asc, eq } from 'drizzle-orm'
import {
  coachEmail,
  defaultEmailSubject,
  findUnsupportedClaims,
  parseEducation,
  splitSubjectLine,
  unfilledVariables,
  type CoachCheckId,
  type CoachReport,
} from '@coldstart/contract'
import { buildApp } from '../apps/server/src/app.ts'
import { loadConfig } from '../apps/server/src/config.ts'
import { createPglite, openDatabase } from '../apps/server/src/db/client.ts'
import { migrateDatabase } from '../apps/server/src/db/migrate.ts'
import {
  emailTemplates,
  startupEmployees,
  startupTags,
  startups,
} from '../apps/server/src/db/schema/index.ts'
import { DEMO_EMAIL_TEMPLATES } from '../apps/server/src/db/seed/email-templates.ts'
import { CURATED_STARTUPS } from '../apps/server/src/db/seed/curated/index.ts'
import { seedDemoData } from '../apps/server/src/db/seed/seed.ts'
import { EMPTY_PROFILE, STUDENT_PROFILES, type BenchStudent } from './lib/email-quality-students.ts'
import { grammarSlips } from './lib/email-grammar.ts'
import { PHRASING_RULES } from './lib/email-phrasing.ts'

const { values: args } = parseArgs({
  options: {
    examples: { type: 'string', default: '2' },
    out: { type: 'string' },
    startups: { type: 'string', default: '10' },
  },
})
const examplesShown = Number(args.examples)
// ten by default, as the issue asks; --startups 100 runs every curated startup
const STARTUPS = Number(args.startups)

const pctOf = (n: number, of: number) => `${of ? ((100 * n) / of).toFixed(1) : '0.0'}%`
const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b)
  return s.length
    ? s.length % 2
      ? s[(s.length - 1) / 2]!
      : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2
    : 0
}
const flat = (s: string) => s.replace(/\s+/g, ' ').trim()

console.info(`## bench/email-quality (Node ${process.version}, ${os.cpus().length} cores)\n`)

// ---- the app, as it runs ------------------------------------------------------------------------------------
const pglite = await createPglite({})
const database = await openDatabase({ pglite })
await migrateDatabase(database)
await seedDemoData(database.db)
const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'coldstart-bench-email-quality-'))
const config = loadConfig({
  NODE_ENV: 'production',
  LOG_LEVEL: 'silent',
  DATA_DIR: dataDir,
  AUTH_RATE_LIMIT_FACTOR: '1000',
  AI_PROVIDER: 'offline',
  AI_PERSONALISATIONS_PER_HOUR: '100000',
  // every curated startup on a busy machine outlasts the default 15-minute session
  ACCESS_TOKEN_TTL: '86400',
})
const app = await buildApp({ config, database })
await app.ready()
const origin = { origin: config.publicUrl, 'sec-fetch-site': 'same-origin' }

// ---- the matrix ---------------------------------------------------------------------------------------------
// every demo template, in the seed's order (the seed may add more of its own: those are not the demo's)
const demoTitles = DEMO_EMAIL_TEMPLATES.map((t) => t.title)
const templates = (
  await database.db
    .select({ id: emailTemplates.id, title: emailTemplates.title, content: emailTemplates.templateContent })
    .from(emailTemplates)
    .where(eq(emailTemplates.status, 'active'))
)
  .filter((t) => demoTitles.includes(t.title))
  .sort((a, b) => demoTitles.indexOf(a.title) - demoTitles.indexOf(b.title))

// Ten startups from the seed's curated list, one sector after another, each with its first team member.
const all = await database.db
  .select({
    id: startups.id,
    name: startups.name,
    sector: startups.sector,
    description: startups.description,
    location: startups.location,
    fundingRound: startups.fundingRound,
    fundingAmount: startups.fundingAmount,
  })
  .from(startups)
  .orderBy(asc(startups.name))
const curated = new Set(CURATED_STARTUPS.map((c) => c.name))
const bySector = new Map<string, typeof all>()
for (const s of all.filter((x) => curated.has(x.name)))
  bySector.set(s.sector ?? '', [...(bySector.get(s.sector ?? '') ?? []), s])
const picked: typeof all = []
for (let round = 0; picked.length < STARTUPS && round < 500; round++) {
  for (const list of bySector.values()) if (list[round] && picked.length < STARTUPS) picked.push(list[round]!)
}
const companies = []
for (const s of picked) {
  const [employee] = await database.db
    .select({ id: startupEmployees.id, name: startupEmployees.name, role: startupEmployees.role })
    .from(startupEmployees)
    .where(eq(startupEmployees.startupId, s.id))
    .orderBy(asc(startupEmployees.name))
    .limit(1)
  const tags = await database.db
    .select({ tag: startupTags.tag })
    .from(startupTags)
    .where(eq(startupTags.startupId, s.id))
    .orderBy(asc(startupTags.id))
  if (employee) companies.push({ ...s, tags: tags.map((t) => t.tag), employee })
}

let address = 0
async function signUp(student: BenchStudent): Promise<string> {
  address++
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-up',
    headers: origin,
    remoteAddress: `198.18.${address >> 8}.${address & 255}`,
    payload: {
      email: `bench-${address}@example.com`,
      password: 'correct horse battery staple',
      fullName: student.fullName,
    },
  })
  if (res.statusCode !== 201) throw new Error(`sign-up ${student.key}: ${res.statusCode} ${res.body}`)
  const token = (res.json() as { access_token: string }).access_token
  const auth = { authorization: `Bearer ${token}`, ...origin }
  if (student.profile || student.preferredDomains.length) {
    const saved = await app.inject({
      method: 'PUT',
      url: '/api/profile',
      headers: auth,
      payload: {
        profile: student.profile ?? EMPTY_PROFILE,
        preferences: {
          preferredDomains: student.preferredDomains,
          preferredLocations: [],
          preferredCompanyStages: [],
        },
      },
    })
    if (saved.statusCode !== 200) throw new Error(`profile ${student.key}: ${saved.statusCode} ${saved.body}`)
  }
  if (student.resumeText) {
    const kept = await app.inject({
      method: 'PUT',
      url: '/api/resume',
      headers: auth,
      payload: { text: student.resumeText, fileName: 'resume.txt' },
    })
    if (kept.statusCode !== 200) throw new Error(`resume ${student.key}: ${kept.statusCode} ${kept.body}`)
  }
  return token
}

interface Composed {
  text: string
  writer: string
  unconfirmed: string[]
}

function readEvents(body: string): Composed {
  let text = ''
  let writer = ''
  let unconfirmed: string[] = []
  for (const block of body.split('\n\n')) {
    const event = /^event: (\w+)/m.exec(block)?.[1]
    const data = /^data: (.*)$/m.exec(block)?.[1]
    if (!event || data === undefined) continue
    const parsed = JSON.parse(data) as { text?: string; writer?: string; unconfirmed?: string[] }
    if (event === 'delta') text += parsed.text ?? ''
    if (event === 'replace') text = parsed.text ?? ''
    if (event === 'done') {
      writer = parsed.writer ?? ''
      unconfirmed = parsed.unconfirmed ?? []
    }
  }
  return { text, writer, unconfirmed }
}

// ---- what the inputs hold -----------------------------------------------------------------------------------
const INSTITUTION = /universit|college|institute|school|academy|\b(?:iit|nit|iiit|bits|iim|nid|nift)\b/i

/** The student's own values: what backs a claim. The resume counts line by line. */
function studentFacts(s: BenchStudent): string[] {
  const p = s.profile
  return [
    s.fullName,
    ...(p ? [p.education ?? '', ...p.skills, p.portfolio ?? '', p.linkedin ?? '', p.github ?? ''] : []),
    ...(p?.customLinks.flatMap((l) => [l.label, l.url]) ?? []),
    ...(p?.experienceYears ? [`${p.experienceYears} years`] : []),
    ...s.preferredDomains,
    ...(s.resumeText?.split(/\n|(?<=[.;])\s+/) ?? []),
  ].filter((f) => f.trim())
}

type Company = (typeof companies)[number]

const companyFacts = (c: Company) =>
  [
    c.name,
    c.sector ?? '',
    ...c.tags,
    c.description ?? '',
    c.location ?? '',
    c.fundingRound ?? '',
    c.fundingAmount ?? '',
    c.employee.name,
    c.employee.role ?? '',
  ].filter((f) => f.trim())

/** The variables the app has data for, for this student and this company: these must never stay unfilled. */
function knownVariables(s: BenchStudent, c: Company): Set<string> {
  const p = s.profile
  const lines = (s.resumeText ?? '').split('\n').map((l) => l.trim())
  const known = new Set(['recipient_name', 'first_name', 'recipient_first_name', 'company', 'sender_name'])
  if (c.sector) known.add('sector')
  if (c.location) known.add('location')
  if (c.sector || c.tags.length || c.description) known.add('company_focus')
  if (s.preferredDomains.length) known.add('role')
  if (p?.skills.length || lines.some((l) => /^skills\b/i.test(l))) known.add('skills')
  // the education line of the profile, else the resume's line that names an institution
  const education = parseEducation(p?.education?.trim() || lines.find((l) => INSTITUTION.test(l)))
  if (education.college) known.add('college')
  if (education.degree) known.add('degree')
  if (education.field) known.add('field')
  if (education.year) known.add('graduation_year')
  if (education.college || education.degree || education.field) known.add('studies')
  const links = [p?.portfolio, p?.linkedin, p?.github, ...(p?.customLinks.map((l) => l.url) ?? [])]
  // resumes write links with or without https:// ("github.com/asha | linkedin.com/in/asha")
  const resumeLinks = lines
    .flatMap((l) => l.split(/[\s|,]+/))
    .filter((w) => /^(?:https?:\/\/)?[^/\s@]+\.[a-z]{2,}\//i.test(w))
  if (links.some(Boolean) || resumeLinks.length) known.add('portfolio')
  if (p?.linkedin || resumeLinks.some((u) => /linkedin\.com/i.test(u))) known.add('linkedin')
  if (p?.github || resumeLinks.some((u) => /github\.com/i.test(u))) known.add('github')
  // a resume with an experience or projects section has a project to name; a bullet with a figure in it is
  // an achievement to quote
  const section = lines.findIndex((l) => /^(?:experience|projects?|work experience|internships?)$/i.test(l))
  if (section >= 0 && lines.slice(section + 1).some((l) => l && !/^[-•*]/.test(l))) known.add('project')
  if (lines.some((l) => /^[-•*]/.test(l) && /\d/.test(l))) known.add('achievement')
  return known
}

// ---- run ----------------------------------------------------------------------------------------------------
interface Row {
  student: string
  company: string
  template: string
  text: string
  unfilledKnown: string[]
  unfilledOther: string[]
  unsupported: ReturnType<typeof findUnsupportedClaims>
  slips: ReturnType<typeof grammarSlips>
  /** "Hi Priya Sharma,": the greeting names the recipient in full instead of by first name */
  fullNameGreeting: boolean
  coach: CoachReport
  writer: string
}

const rows: Row[] = []
const tokens = new Map<string, string>()
for (const student of STUDENT_PROFILES) tokens.set(student.key, await signUp(student))

let composeMs = 0
for (const student of STUDENT_PROFILES) {
  for (const company of companies) {
    for (const template of templates) {
      const started = performance.now()
      const res = await app.inject({
        method: 'POST',
        url: '/api/compose',
        headers: { authorization: `Bearer ${tokens.get(student.key)}` },
        payload: { templateId: template.id, startupId: company.id, employeeIds: [company.employee.id] },
      })
      composeMs += performance.now() - started
      if (res.statusCode !== 200) throw new Error(`compose: ${res.statusCode} ${res.body}`)
      const composed = readEvents(res.body)
      const { subject, body } = splitSubjectLine(composed.text)
      const known = knownVariables(student, company)
      const left = unfilledVariables(composed.text)
      const unsupported = findUnsupportedClaims(body, {
        facts: studentFacts(student),
        company: companyFacts(company),
        template: template.content,
      })
      rows.push({
        student: student.key,
        company: company.name,
        template: template.title,
        text: composed.text,
        unfilledKnown: left.filter((v) => known.has(v)),
        unfilledOther: left.filter((v) => !known.has(v)),
        unsupported,
        slips: grammarSlips(composed.text),
        fullNameGreeting:
          /\s/.test(company.employee.name.trim()) &&
          body
            .split('\n')
            .some((l) => /^(?:hi|hello|dear)\b/i.test(l) && l.includes(company.employee.name.trim())),
        coach: coachEmail({
          subject: subject ?? defaultEmailSubject(company.name),
          body,
          company: {
            name: company.name,
            details: [
              company.sector ?? '',
              ...company.tags,
              company.location ?? '',
              company.description ?? '',
            ],
          },
          // what the composer shows the student to confirm: the writer's own list, and anything in the text
          // the inputs do not back (as the composer checks what the student types)
          unconfirmed: composed.unconfirmed,
          facts: {
            student: studentFacts(student),
            company: companyFacts(company),
            template: template.content,
          },
        }),
        writer: composed.writer,
      })
    }
  }
}

// ---- report -------------------------------------------------------------------------------------------------
const n = rows.length
const count = (pred: (r: Row) => boolean) => rows.filter(pred).length
const scores = rows.map((r) => r.coach.score)
const med = median(scores)
console.info(
  `${STUDENT_PROFILES.length} students × ${companies.length} startups × ${templates.length} templates = ${n} emails, ` +
    `offline writer through POST /api/compose (app.inject, PGlite). Writers seen: ${[...new Set(rows.map((r) => r.writer))].join(', ')}.\n`,
)
console.info('| measure | value | target |')
console.info('|---|---|---|')
const line = (name: string, value: string, target: string) =>
  console.info(`| ${name} | ${value} | ${target} |`)
line(
  'emails with a known fact left unfilled',
  pctOf(
    count((r) => r.unfilledKnown.length > 0),
    n,
  ),
  '0%',
)
line(
  'emails with a figure or claim not in the inputs',
  pctOf(
    count((r) => r.unsupported.length > 0),
    n,
  ),
  '0%',
)
line(
  'emails with an ungrammatical sentence',
  pctOf(
    count((r) => r.slips.length > 0),
    n,
  ),
  '0%',
)
for (const rule of PHRASING_RULES) {
  line(
    `emails with a phrasing slip: ${rule}`,
    pctOf(
      count((r) => r.slips.some((s) => s.rule === rule)),
      n,
    ),
    '0%',
  )
}
line(
  'emails greeting the recipient by full name (not first name)',
  pctOf(
    count((r) => r.fullNameGreeting),
    n,
  ),
  '0%',
)
line('median coach score', String(med), '≥ 80')
line(
  'emails scoring ≥ 80',
  pctOf(
    count((r) => r.coach.score >= 80),
    n,
  ),
  '',
)
line(
  'emails with a placeholder the app has no data for',
  pctOf(
    count((r) => r.unfilledOther.length > 0),
    n,
  ),
  '(shown, highlighted)',
)
line('emails per second (compose through the API, one at a time)', (n / (composeMs / 1000)).toFixed(0), '')
console.info('')

console.info('### Coach score distribution\n')
console.info('| score | emails | share |')
console.info('|---|---|---|')
for (const [lo, hi] of [
  [0, 49],
  [50, 59],
  [60, 69],
  [70, 79],
  [80, 89],
  [90, 100],
] as const) {
  const k = count((r) => r.coach.score >= lo && r.coach.score <= hi)
  console.info(`| ${lo}–${hi} | ${k} | ${pctOf(k, n)} |`)
}
console.info('')

console.info('### Coach checks that fail most\n')
console.info('| check | emails failing | share | a typical detail |')
console.info('|---|---|---|---|')
const failing = new Map<CoachCheckId, Row[]>()
for (const r of rows)
  for (const c of r.coach.checks) if (!c.passed) failing.set(c.id, [...(failing.get(c.id) ?? []), r])
for (const [id, list] of [...failing].sort((a, b) => b[1].length - a[1].length)) {
  const detail = list[0]!.coach.checks.find((c) => c.id === id)!.detail
  console.info(`| ${id} | ${list.length} | ${pctOf(list.length, n)} | ${detail.replace(/\|/g, '\\|')} |`)
}
console.info('')

/** Median score and the three failure rates of a slice of the matrix, as table cells. */
function slice(mine: Row[]): string {
  const share = (pred: (r: Row) => boolean) => pctOf(mine.filter(pred).length, mine.length)
  return [
    median(mine.map((r) => r.coach.score)),
    share((r) => r.unfilledKnown.length > 0),
    share((r) => r.unsupported.length > 0),
    share((r) => r.slips.length > 0),
  ].join(' | ')
}

console.info('### By template\n')
console.info('| template | median score | known fact unfilled | unsupported | ungrammatical | fails most |')
console.info('|---|---|---|---|---|---|')
for (const t of templates) {
  const mine = rows.filter((r) => r.template === t.title)
  const fails = new Map<string, number>()
  for (const r of mine)
    for (const c of r.coach.checks) if (!c.passed) fails.set(c.id, (fails.get(c.id) ?? 0) + 1)
  const top = [...fails].sort((a, b) => b[1] - a[1])[0]
  console.info(`| ${t.title} | ${slice(mine)} | ${top ? `${top[0]} (${pctOf(top[1], mine.length)})` : '–'} |`)
}
console.info('')

console.info('### By student\n')
console.info('| student | median score | known fact unfilled | unsupported | ungrammatical |')
console.info('|---|---|---|---|---|')
for (const s of STUDENT_PROFILES)
  console.info(`| ${s.key} | ${slice(rows.filter((r) => r.student === s.key))} |`)
console.info('')

// Examples of each failure, so a figure above can be traced to the sentence behind it.
function tally<T>(items: T[], key: (t: T) => string): Array<[string, number, T]> {
  const m = new Map<string, [number, T]>()
  for (const it of items) {
    const k = key(it)
    const prev = m.get(k)
    m.set(k, [(prev?.[0] ?? 0) + 1, prev?.[1] ?? it])
  }
  return [...m].map(([k, [c, it]]) => [k, c, it] as [string, number, T]).sort((a, b) => b[1] - a[1])
}
const where = (r: Row) => `${r.template} · ${r.student} · ${r.company}`
console.info('### What fails, with examples\n')
for (const [name, c, r] of tally(
  rows.flatMap((r) => r.unfilledKnown.map((v) => ({ v, r }))),
  (x) => x.v,
).slice(0, 8)) {
  console.info(`- known fact unfilled: {{${name}}} in ${c} emails, e.g. ${where(r.r)}`)
}
for (const [text, c, x] of tally(
  rows.flatMap((r) => r.unsupported.map((u) => ({ u, r }))),
  (x) => `${x.u.kind}: ${flat(x.u.text)}`,
).slice(0, 12)) {
  console.info(
    `- unsupported ${text.length > 120 ? `${text.slice(0, 119)}…` : text} (${c} emails, e.g. ${where(x.r)})`,
  )
}
for (const [rule, c, x] of tally(
  rows.flatMap((r) => r.slips.map((s) => ({ s, r }))),
  (x) => x.s.rule,
).slice(0, 8)) {
  console.info(`- ungrammatical, ${rule}: ${c} times, e.g. “${x.s.text}” (${where(x.r)})`)
}
console.info('')
for (const r of [...rows].sort((a, b) => a.coach.score - b.coach.score).slice(0, examplesShown)) {
  console.info(`#### Lowest: ${r.coach.score} · ${where(r)}\n`)
  console.info('```')
  console.info(r.text.trim())
  console.info('```')
  console.info(`Top fix: ${r.coach.topFix}\n`)
}

// --out file.json: every email with its findings, to read them one by one
if (args.out) await fs.writeFile(args.out, JSON.stringify(rows, null, 2))

await app.close()
await database.close()
await fs.rm(dataDir, { recursive: true, force: true })
