import fs from 'node:fs'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { coachEmail, findUnsupportedClaims, splitSubjectLine, unfilledVariables } from '@coldstart/contract'
import {
  emailTemplates,
  internships,
  startupEmployees,
  startups,
  userPreferences,
  userProfiles,
} from '../../db/schema/index.ts'
import { bearer, signUpUser, type SignedInUser } from '../../testing/auth.ts'
import { STUDENT_PROFILES, type StudentProfile } from '../../testing/student-profiles.ts'
import { createTestApp, type TestApp } from '../../testing/test-app.ts'

// The offline writer over every student of the matrix × every demo template × a few startups and an
// internship: what a student would be handed to send.

interface Target {
  label: string
  payload: Record<string, unknown>
  greeting: string
  company: string
  details: string[]
}

/** Reads the SSE body: the events in order, and the text the composer ends with. */
function textOf(body: string): { text: string; done: Record<string, unknown> } {
  let text = ''
  let done: Record<string, unknown> = {}
  for (const block of body.split('\n\n').filter(Boolean)) {
    const event = /^event: (.+)$/m.exec(block)![1]!
    const data = JSON.parse(/^data: (.+)$/m.exec(block)![1]!) as Record<string, unknown>
    if (event === 'delta') text += data.text as string
    if (event === 'replace') text = data.text as string
    if (event === 'done') done = data
  }
  return { text, done }
}

/** What the student's side of the inputs says: the strings a claim or a figure may rest on. */
function studentFacts(p: StudentProfile): string[] {
  return [
    p.fullName,
    p.education,
    ...p.skills,
    ...p.domains,
    p.portfolio,
    p.linkedin,
    p.github,
    ...p.customLinks.flatMap((l) => [l.label, l.url]),
    ...(p.resumeText?.split('\n') ?? []),
  ].filter((x): x is string => Boolean(x?.trim()))
}

/** Sentences a reader would stop at: an education line pasted where a college goes, gaps, doubled words. */
const UNGRAMMATICAL: [string, RegExp][] = [
  ['a degree where a college belongs', /\bat (?:B\.?Tech|B\.?E\b|B\.?Des|BBA|MBA|B\.?Sc|Computer Science)/],
  ['an empty slot', /\bat ,|\bat \.|\(\s*\)|\(Summer \)|, ,|\ba an?\b|\ban? student student\b/i],
  ['a doubled space', / {2}/],
  ['a space before punctuation', / [.,;:!?]/],
  ['a doubled word', /\b(\p{L}+) \1\b/iu],
  ['three line breaks', /\n{3}/],
  ['a bare article', /\b(?:a|an) (?:in|at)\b|\b(?:a|an) [,.]/],
]

describe('composed emails across the student matrix (offline writer)', () => {
  let t: TestApp
  const users = new Map<string, SignedInUser>()
  let templates: { id: string; title: string; content: string }[]
  const targets: Target[] = []

  beforeAll(async () => {
    t = await createTestApp({ seed: true, env: { AI_PERSONALISATIONS_PER_HOUR: '100000' } })
    const db = t.database.db
    for (const p of STUDENT_PROFILES) {
      const user = await signUpUser(t.app, { fullName: p.fullName })
      users.set(p.id, user)
      await db.insert(userProfiles).values({
        userId: user.userId,
        resumeText: p.resumeText,
        skills: p.skills,
        portfolio: p.portfolio,
        linkedin: p.linkedin,
        github: p.github,
        customLinks: p.customLinks,
        experienceYears: p.experienceYears,
        education: p.education,
      })
      if (p.domains.length) {
        await db.insert(userPreferences).values({ userId: user.userId, preferredDomains: p.domains })
      }
    }
    templates = await db
      .select({ id: emailTemplates.id, title: emailTemplates.title, content: emailTemplates.templateContent })
      .from(emailTemplates)
      .where(eq(emailTemplates.status, 'active'))
    for (const name of ['Redline Desk', 'Rotawise', 'Helpdeck']) {
      const [startup] = await db.select().from(startups).where(eq(startups.name, name))
      const [employee] = await db
        .select()
        .from(startupEmployees)
        .where(eq(startupEmployees.startupId, startup!.id))
        .orderBy(startupEmployees.createdAt)
        .limit(1)
      targets.push({
        label: name,
        payload: { startupId: startup!.id, employeeIds: [employee!.id] },
        greeting: `Hi ${employee!.name.split(' ')[0]},`,
        company: name,
        details: [startup!.sector ?? '', startup!.location ?? '', startup!.description ?? ''],
      })
    }
    const [internship] = await db
      .insert(internships)
      .values({
        title: 'Growth intern',
        company: 'Paperplane Labs',
        applyEmail: 'jobs@paperplane.example.com',
        status: 'active',
        description: 'Invoicing and GST filing for freelancers, done from WhatsApp.',
      })
      .returning({ id: internships.id })
    targets.push({
      label: 'an internship',
      payload: { internshipId: internship!.id },
      greeting: 'Hi Hiring Team,',
      company: 'Paperplane Labs',
      details: ['Invoicing and GST filing for freelancers, done from WhatsApp.'],
    })
  }, 120_000)
  afterAll(() => t.close())

  /** Every email of the matrix for one student, composed through the API. */
  async function emailsOf(p: StudentProfile) {
    const out: { template: string; target: Target; text: string; done: Record<string, unknown> }[] = []
    for (const template of templates) {
      for (const target of targets) {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/compose',
          headers: bearer(users.get(p.id)!.accessToken),
          payload: { templateId: template.id, ...target.payload },
        })
        expect(res.statusCode).toBe(200)
        out.push({ template: template.title, target, ...textOf(res.body) })
      }
    }
    return out
  }

  const scores: number[] = []
  const dumped: string[] = []
  afterAll(() => {
    if (process.env.DUMP_EMAILS) fs.writeFileSync(process.env.DUMP_EMAILS, dumped.join('\n'))
  })

  it.each(STUDENT_PROFILES.map((p) => [p.id, p] as const))(
    '%s: every known fact filled, greeted by first name, nothing invented, grammatical',
    async (_id, p) => {
      for (const { template, target, text, done } of await emailsOf(p)) {
        const where = `${template} → ${target.label}`
        // every variable in the demo templates is either known for everyone or inside a section of its fact
        expect(unfilledVariables(text), where).toEqual([])
        expect(text, where).toContain(`\n\n${target.greeting}\n\n`)
        expect(text, where).toContain(target.company)
        expect(text.trimEnd().endsWith(p.fullName) || text.includes(`${p.fullName}\n`), where).toBe(true)
        expect(done.unconfirmed, where).toEqual([])
        const found = findUnsupportedClaims(text, {
          facts: studentFacts(p),
          company: [target.company, ...target.details],
          template: templates.find((x) => x.title === template)!.content,
        })
        expect(found, where).toEqual([])
        for (const [what, pattern] of UNGRAMMATICAL) expect(text, `${where}: ${what}`).not.toMatch(pattern)
        expect(text, where).not.toMatch(/\{\{[#^/]/)
        const { subject, body } = splitSubjectLine(text)
        const report = coachEmail({
          subject: subject ?? '',
          body,
          company: { name: target.company, details: target.details },
          unconfirmed: [],
        })
        scores.push(report.score)
        if (process.env.DUMP_EMAILS) {
          dumped.push(`=== ${p.id} / ${template} / ${target.label} / coach ${report.score}\n${text}\n`)
        }
      }
    },
  )

  it('the name-only student gets the recipient, the company and their own name filled, and no claim', async () => {
    const p = STUDENT_PROFILES.find((x) => x.id === 'name-only')!
    const [first] = await emailsOf(p)
    expect(first!.text).toContain(first!.target.greeting)
    expect(first!.text).toContain("I'm Ravi Kumar.")
    expect(first!.done).toMatchObject({ writer: 'template', unconfirmed: [] })
    expect(first!.text).not.toMatch(/I work with|One result|Most relevant|Some of my work/)
  })

  it('education reads as one phrase in every combination', async () => {
    const phrases: Record<string, string> = {
      'engineer-resume': "I'm Asha Verma, a B.Tech Computer Science student at VIT Vellore.",
      designer: "I'm Zoë Ñúñez, a B.Des student at NID Ahmedabad.",
      'marketer-profile': "I'm Meera Iyer, a BBA student at Christ University.",
      'hindi-name-resume': "I'm अनन्या शर्मा, a Computer Science student at IIT Bombay.",
      'education-only': "I'm Farhan Qureshi, an MBA student at IIM Ahmedabad.",
      'skills-only': "I'm Neha Gupta.",
    }
    for (const [id, phrase] of Object.entries(phrases)) {
      const [first] = await emailsOf(STUDENT_PROFILES.find((x) => x.id === id)!)
      expect(first!.text, id).toContain(phrase)
    }
  })

  it('keeps a resume highlight and its figure exactly as written', async () => {
    const [first] = await emailsOf(STUDENT_PROFILES.find((x) => x.id === 'engineer-resume')!)
    expect(first!.text).toMatch(/One result I'm proud of: [^\n]*\d/)
    const project = await emailsOf(STUDENT_PROFILES.find((x) => x.id === 'engineer-resume')!)
    const pitch = project.find((e) => e.template === 'Project-first pitch')!
    expect(pitch.text).toContain('Most relevant so far: Software Engineering Intern at Rotawise.')
  })

  it('scores a median of 80 or more with the coach', () => {
    const sorted = scores.slice().sort((a, b) => a - b)
    const median = sorted[Math.floor(sorted.length / 2)]!
    console.info(`coach: ${scores.length} emails, median ${median}, lowest ${sorted[0]}`)
    expect(median).toBeGreaterThanOrEqual(80)
  })
})
