import { describe, expect, it } from 'vitest'
import { coachEmail, type CoachCheckId, type CoachInput } from './email-coach.ts'

// Fifty emails shaped like the ones students send founders, good and bad, each with the checks it must fail
// (every other check must pass). The bad ones are the habits the coach exists to catch: the form letter
// ("Dear Sir/Madam", "Kindly revert ASAP"), the attachment a mail link cannot carry, the email that asks
// nothing, the claim the profile does not hold.

const ACME = { name: 'Acme Pay', details: ['Fintech', 'payments', 'lending', 'Bengaluru'] }
const KRISHI = { name: 'Krishi Grid', details: ['Agritech', 'soil testing', 'precision farming', 'Pune'] }
const TRACE = { name: 'Tracepoint', details: ['Devtools', 'observability', 'open-source', 'Gurugram'] }

/** What Asha's profile and resume hold: the facts a typed claim is checked against. */
const ASHA = {
  student: [
    'Asha Verma',
    'B.Tech Computer Science, VIT Vellore, 2026',
    'React',
    'TypeScript',
    'SQL',
    'Software Engineering Intern, Rotawise, May 2025 - Jul 2025',
    'Built the shift-swap screen used by 40 outlets',
    "Cut the schedule page's load time from 4.2 s to 1.1 s",
    'Campus Bites - a canteen pre-ordering app',
    'Grew to 1,200 sign-ups in the first semester',
    'https://github.com/ashaverma',
  ],
  company: ['Acme Pay', 'Fintech', 'payments', 'lending', 'Bengaluru', 'Series A', '$12M'],
}

interface Case {
  name: string
  subject: string
  body: string
  company?: CoachInput['company']
  facts?: CoachInput['facts']
  /** the checks this email must fail; every other check must pass */
  fails: CoachCheckId[]
}

const GOOD_INTRO = `Hi Priya,

I'm Asha, a final-year Computer Science student at VIT Vellore. I've been following how Acme Pay is making payments simple for small shops in Bengaluru.`
const GOOD_WORK = `Last summer at Rotawise I built the shift-swap screen used by 40 outlets and cut the schedule page's load time from 4.2 s to 1.1 s. My code is at https://github.com/ashaverma.`
const SIGN = `Thanks for reading,
Asha Verma`

const good = (ask: string, intro = GOOD_INTRO, work = GOOD_WORK) => `${intro}\n\n${work}\n\n${ask}\n\n${SIGN}`

const CASES: Case[] = [
  // ---------------------------------------------------------------------------------------- good emails
  {
    name: 'a short, specific email with one call ask',
    subject: 'Frontend internship at Acme Pay?',
    body: good('Would you be open to a 15-minute call this week?'),
    fails: [],
  },
  {
    name: 'an ask as a polite request, not a question',
    subject: 'Frontend internship at Acme Pay',
    body: good(
      "If there's room for an intern on the payments team, I'd be grateful for a short conversation.",
    ),
    fails: [],
  },
  {
    name: 'an ask with "let me know" about a fit',
    subject: 'Interning on Acme Pay payments',
    body: good('Let me know if a 15-minute call next week would suit you.'),
    fails: [],
  },
  {
    name: 'an ask for a small assignment',
    subject: 'A small task for Acme Pay?',
    body: good('Could you send me a small task so I can show you how I work?'),
    fails: [],
  },
  {
    name: 'an offer before the ask does not count as a second ask',
    subject: 'Frontend internship at Acme Pay?',
    body: good('Happy to send a short demo too. Would a call on Thursday work for you?'),
    fails: [],
  },
  {
    name: 'a follow-up that closes with a yes-or-no question',
    subject: 'Re: Internship at Acme Pay',
    body: good(
      'I know your inbox is busy, so this is a short nudge. Is a quick "not now" or "let\'s talk" possible this week?',
    ),
    fails: [],
  },
  {
    name: 'an agritech email naming what they work on',
    subject: 'Data internship at Krishi Grid?',
    company: KRISHI,
    body: `Hi Rahul,

I'm Neha, a B.Sc Statistics student at Fergusson College. Krishi Grid's soil testing reports are the kind of data work I want to learn.

I cleaned and mapped three years of mandi prices for a class project and shared the notebook on GitHub: https://github.com/nehag.

Would you be open to a 15-minute call next week?

Best,
Neha Gupta`,
    fails: [],
  },
  {
    name: 'a devtools email about open-source observability',
    subject: 'Contributing to Tracepoint as an intern',
    company: TRACE,
    body: `Hi Ana,

I'm Karan, a third-year student at NIT Trichy. I have been reading the Tracepoint source to learn how open-source observability tools store traces.

I fixed two small documentation issues in OpenTelemetry last month and I'm comfortable with Go and Postgres.

Could we talk for fifteen minutes about whether an intern could help with the collector?

Thanks,
Karan`,
    fails: [],
  },
  {
    name: 'a typed claim the resume holds is not asked about',
    subject: 'Frontend internship at Acme Pay?',
    facts: ASHA,
    body: good('Would you be open to a 15-minute call this week?'),
    fails: [],
  },
  {
    name: 'a typed claim the student confirmed is not asked about again',
    subject: 'Frontend internship at Acme Pay?',
    facts: ASHA,
    body: good(
      'Would you be open to a 15-minute call this week?',
      GOOD_INTRO,
      `${GOOD_WORK} I also interned at Razorpay for six weeks.`,
    ),
    fails: [],
  },
  {
    name: 'a figure of the company (its funding) is not a claim of the student',
    subject: 'Frontend internship at Acme Pay?',
    facts: ASHA,
    body: good(
      'Would you be open to a 15-minute call this week?',
      `${GOOD_INTRO} Congratulations on the $12M Series A.`,
    ),
    fails: [],
  },
  {
    name: 'a "revert" of a commit is not the cliché',
    subject: 'Contributing to Tracepoint as an intern',
    company: TRACE,
    body: `Hi Ana,

I'm Karan, a third-year student at NIT Trichy, and I've been reading how Tracepoint handles open-source observability for small teams.

Last week I learnt to revert a bad migration safely, which is why your rollback docs caught my eye.

Could we talk for fifteen minutes about the collector?

Thanks,
Karan`,
    fails: [],
  },
  {
    name: '"feel free" and "free time" are not spam',
    subject: 'Frontend internship at Acme Pay?',
    body: good(
      'Would you be open to a 15-minute call this week? Feel free to say no if the timing is wrong.',
    ),
    fails: [],
  },
  {
    name: 'a sign-off with a college line',
    subject: 'Frontend internship at Acme Pay?',
    body: `${GOOD_INTRO}\n\n${GOOD_WORK}\n\nWould you be open to a 15-minute call this week?\n\nBest,\nAsha Verma\nVIT Vellore`,
    fails: [],
  },
  {
    name: 'an acronym of a college is not shouting',
    subject: 'Design internship at Krishi Grid?',
    company: KRISHI,
    body: `Hi Rahul,

I'm Zoe, a final-year BDes student at NIFT Delhi. Farmers reading soil testing reports on a phone is a design problem I would love to work on.

My portfolio has two field-research projects with farmers near Nashik: https://behance.net/zoe.

Would you be open to a short call next week?

Thanks,
Zoe`,
    fails: [],
  },
  {
    name: 'a lending-focused email names lending',
    subject: 'Product internship at Acme Pay?',
    body: good(
      'Would you have 15 minutes this week to tell me what the lending team needs?',
      `Hi Priya,

I'm Asha, a final-year student at VIT Vellore. Small-shop lending is the part of Acme Pay I keep reading about.`,
    ),
    fails: [],
  },
  {
    name: 'a question about their team counts as the ask',
    subject: 'Frontend internship at Acme Pay?',
    body: good('Is the payments team taking a frontend intern this winter?'),
    fails: [],
  },
  {
    name: 'a referral note with the name filled in',
    subject: 'Meera Iyer suggested I write',
    body: `Hi Priya,

Meera Iyer suggested I get in touch about an internship at Acme Pay, given its work on payments for small shops.

${GOOD_WORK}

Would you have 15 minutes for a short conversation about what the team needs right now?

${SIGN}`,
    fails: [],
  },
  {
    name: 'a part-time offer with a clear ask',
    subject: 'Part-time intern for Acme Pay',
    body: good(
      'Is there a project on your list that could use 15 hours a week?',
      `Hi Priya,

I'm Asha, a final-year student at VIT Vellore. I can give Acme Pay 15 to 20 hours a week on its payments dashboard, remotely, until my semester ends.`,
    ),
    fails: [],
  },
  {
    name: 'a thank-you note after an interview',
    subject: 'Thank you for your time today',
    body: `Hi Priya,

Thank you for speaking with me today about an internship at Acme Pay. Hearing how the payments team ships weekly made me even keener.

As promised, here is the link to my work: https://github.com/ashaverma.

Is there anything more you'd like from me before the next step?

${SIGN}`,
    fails: [],
  },
  {
    name: 'a subject of exactly sixty characters',
    subject: 'Frontend internship at Acme Pay, starting January 2026 (6m)',
    body: good('Would you be open to a 15-minute call this week?'),
    fails: [],
  },
  {
    name: 'a closing-the-loop note',
    subject: 'Closing the loop',
    body: `Hi Priya,

I don't want to crowd your inbox about an internship at Acme Pay, so this will be my last note for now. I'll keep following your work on payments for small shops.

My work stays up to date at https://github.com/ashaverma.

Would it be all right if I checked back in a few months?

${SIGN}`,
    fails: [],
  },
  {
    name: 'an email to a team mailbox',
    subject: 'Frontend internship at Acme Pay?',
    body: good(
      'Could you pass this to whoever hires interns for the payments team?',
      `Hi Acme Pay team,

I'm Asha, a final-year Computer Science student at VIT Vellore, and I've been following how Acme Pay is making payments simple for small shops.`,
    ),
    fails: [],
  },
  {
    name: 'a Hindi name and a Devanagari sign-off',
    subject: 'Data internship at Krishi Grid?',
    company: KRISHI,
    body: `Hi Rahul,

I'm Ananya, a Computer Science student at IIT Bombay. Soil testing at the scale Krishi Grid runs it needs the kind of data pipelines I enjoy building.

I trained a Hindi speech model on 300 hours of call-centre audio during my research internship.

Would you be open to a 15-minute call next week?

धन्यवाद,
अनन्या शर्मा`,
    fails: [],
  },

  // ----------------------------------------------------------------------------------------- bad emails
  {
    name: 'the form letter: Dear Sir/Madam, find attached, kindly revert ASAP',
    subject: 'Application for internship',
    body: `Dear Sir/Madam,

I am Asha Verma, a final-year student at VIT Vellore. I am very interested in Acme Pay and its payments products for small shops.

Please find attached my resume for your kind perusal. I have worked on React and SQL projects.

Kindly revert ASAP.

Thanking you,
Asha Verma`,
    fails: ['one-ask', 'tone'],
  },
  {
    name: '"PFA" and "do the needful"',
    subject: 'Internship',
    body: `Respected Sir,

I am a student of VIT Vellore studying Computer Science. I came across Acme Pay and its work in payments.

PFA my CV. Please do the needful and let me know.

Regards,
Asha`,
    fails: ['length', 'tone'],
  },
  {
    name: 'an email that asks nothing',
    subject: 'Interested in Acme Pay',
    body: good('I hope to hear from you soon.'),
    fails: ['one-ask'],
  },
  {
    name: '"Looking forward to your reply" is not an ask',
    subject: 'Interested in Acme Pay',
    body: good('Looking forward to your reply.'),
    fails: ['one-ask'],
  },
  {
    name: '"Please find attached" alone is not an ask, and a mail link attaches nothing',
    subject: 'My resume for Acme Pay',
    body: good('Please find attached my resume.'),
    fails: ['one-ask', 'tone'],
  },
  {
    name: '"let me know if you have any questions" is a courtesy, not an ask',
    subject: 'Interested in Acme Pay',
    body: good('Let me know if you have any questions about my profile.'),
    fails: ['one-ask'],
  },
  {
    name: 'a rhetorical question is not an ask',
    subject: 'Interested in Acme Pay',
    body: good("Isn't it amazing how fast UPI has grown?"),
    fails: ['one-ask'],
  },
  {
    name: 'three asks',
    subject: 'Frontend internship at Acme Pay?',
    body: good('Are you hiring interns? Could you share the team plan? Would a call on Friday work?'),
    fails: ['one-ask'],
  },
  {
    name: '"esteemed organisation" and "my candidature"',
    subject: 'Internship at Acme Pay',
    body: good(
      'Would you consider my candidature for a frontend internship?',
      `Hi Priya,

I'm Asha, a final-year student at VIT Vellore. It would be an honour to work at your esteemed organisation on payments for small shops.`,
    ),
    fails: ['tone'],
  },
  {
    name: '"hardworking quick learner" instead of evidence',
    subject: 'Frontend internship at Acme Pay?',
    body: good(
      'Would you be open to a 15-minute call this week?',
      GOOD_INTRO,
      'I am a hardworking, self-motivated quick learner and a team player. My code is at https://github.com/ashaverma.',
    ),
    fails: ['tone'],
  },
  {
    name: '"I shall be highly obliged" and "Greetings of the day"',
    subject: 'Frontend internship at Acme Pay?',
    body: good(
      'Would you be open to a 15-minute call this week? I shall be highly obliged.',
      `Hi Priya,

Greetings of the day! I'm Asha, a final-year student at VIT Vellore, and I've been following how Acme Pay is making payments simple for small shops.`,
    ),
    fails: ['tone'],
  },
  {
    name: '"To whom it may concern"',
    subject: 'Frontend internship at Acme Pay?',
    body: good(
      'Would you be open to a 15-minute call this week?',
      `To whom it may concern,

I'm Asha, a final-year student at VIT Vellore, and I've been following how Acme Pay is making payments simple for small shops.`,
    ),
    fails: ['tone'],
  },
  {
    name: '"I have attached my resume": a mail link cannot attach it',
    subject: 'Frontend internship at Acme Pay?',
    body: good('Would you be open to a 15-minute call this week? I have attached my resume.'),
    fails: ['tone'],
  },
  {
    name: 'a company the student typed that the profile does not hold',
    subject: 'Frontend internship at Acme Pay?',
    facts: ASHA,
    body: good(
      'Would you be open to a 15-minute call this week?',
      GOOD_INTRO,
      `${GOOD_WORK} I also interned at Razorpay for six weeks.`,
    ),
    fails: ['claims'],
  },
  {
    name: 'a figure the student typed that the resume does not hold',
    subject: 'Frontend internship at Acme Pay?',
    facts: ASHA,
    body: good(
      'Would you be open to a 15-minute call this week?',
      GOOD_INTRO,
      'At Rotawise I built the shift-swap screen used by 400 outlets. My code is at https://github.com/ashaverma.',
    ),
    fails: ['claims'],
  },
  {
    name: 'a claim the writer flagged and the student left in',
    subject: 'Frontend internship at Acme Pay?',
    body: good('Would you be open to a 15-minute call this week?'),
    fails: ['claims'],
  },
  {
    name: 'nothing about the company',
    subject: 'Frontend internship?',
    body: good(
      'Would you be open to a 15-minute call this week?',
      `Hi Priya,

I'm Asha, a final-year Computer Science student at VIT Vellore, looking for a frontend internship at a startup.`,
    ),
    fails: ['company-detail'],
  },
  {
    name: 'a template placeholder left in',
    subject: 'Frontend internship at {{company}}?',
    body: good('Would you be open to a 15-minute call this week?'),
    fails: ['variables'],
  },
  {
    name: 'a bracketed note left for the student',
    subject: '[Mutual connection] suggested I write',
    body: good('Would you be open to a 15-minute call this week?'),
    fails: ['variables'],
  },
  {
    name: 'too short to say anything',
    subject: 'Internship?',
    body: 'Hi Priya, I want to intern at Acme Pay on payments. Could we talk?\n\nAsha',
    fails: ['length'],
  },
  {
    name: 'a wall of text',
    subject: 'Frontend internship at Acme Pay?',
    body: `Hi Priya,

I'm Asha, a final-year student at VIT Vellore, and I've been following how Acme Pay is making payments simple for small shops, which matters to me because my family runs a shop in Bengaluru. I built the shift-swap screen used by 40 outlets. I cut a page's load time from 4.2 s to 1.1 s. I run a canteen app. I also like design. I read about UPI every week.

Would you be open to a 15-minute call this week?

${SIGN}`,
    fails: ['short-paragraphs'],
  },
  {
    name: 'a subject cut off on a phone',
    subject: 'Application for the position of Frontend Engineering Intern at Acme Pay, Bengaluru',
    body: good('Would you be open to a 15-minute call this week?'),
    fails: ['subject'],
  },
  {
    name: 'spam words and shouting',
    subject: 'URGENT: internship at Acme Pay!!',
    body: good('Would you be open to a 15-minute call this week? I guarantee results.'),
    fails: ['spam'],
  },
  {
    name: 'an empty subject',
    subject: '',
    body: good('Would you be open to a 15-minute call this week?'),
    fails: ['subject'],
  },
  {
    name: 'the full Indian form letter',
    subject: 'Application for the post of intern in your esteemed organisation',
    body: `Respected Sir/Madam,

Greetings of the day. I am writing this mail to apply for an internship in your esteemed organisation. I am a hardworking and sincere student of B.Tech.

PFA my resume. Kindly consider my candidature and revert at the earliest.

Thanking you,
Yours faithfully,
Asha`,
    fails: ['one-ask', 'company-detail', 'tone', 'subject', 'length'],
  },
  {
    name: 'too long, and the ask is only a hope',
    subject: 'Frontend internship at Acme Pay?',
    body: `${GOOD_INTRO}

${GOOD_WORK}

${'I have also spent time on many other things that I think could be useful. '.repeat(3)}

${'My friends say I am patient and careful with details in all my work. '.repeat(3)}

Hoping to hear from you.

${SIGN}`,
    fails: ['one-ask', 'length'],
  },
]

const UNCONFIRMED: Record<string, string[]> = {
  'a claim the writer flagged and the student left in': ['cut the schedule page'],
}
const CONFIRMED: Record<string, string[]> = {
  'a typed claim the student confirmed is not asked about again': [
    'I also interned at Razorpay for six weeks.',
  ],
}

describe('the coach on fifty real-shaped emails', () => {
  it('has fifty cases, about half of them good', () => {
    expect(CASES).toHaveLength(50)
    expect(CASES.filter((c) => c.fails.length === 0).length).toBeGreaterThanOrEqual(24)
  })

  it.each(CASES.map((c) => [c.name, c] as const))('%s', (_name, c) => {
    const report = coachEmail({
      subject: c.subject,
      body: c.body,
      company: c.company ?? ACME,
      unconfirmed: UNCONFIRMED[c.name] ?? [],
      facts: c.facts,
      confirmed: CONFIRMED[c.name] ?? [],
    })
    const failed = report.checks.filter((check) => !check.passed).map((check) => check.id)
    expect(failed.sort(), report.checks.map((x) => `${x.id}: ${x.detail}`).join('\n')).toEqual(
      [...c.fails].sort(),
    )
    if (c.fails.length === 0) expect(report.score).toBe(100)
    if (c.fails.includes('tone') || c.fails.includes('one-ask')) expect(report.score).toBeLessThan(100)
  })

  it('gives the form letter of the issue well under full marks, and says a mail link cannot attach', () => {
    const form = CASES.find((c) => c.name.startsWith('the form letter'))!
    const report = coachEmail({ subject: form.subject, body: form.body, company: ACME })
    expect(report.score).toBeLessThanOrEqual(75)
    expect(report.topFix).toMatch(/ask|question/i)
    const tone = report.checks.find((c) => c.id === 'tone')!
    expect(tone.detail).toMatch(/find attached/)
    expect(tone.detail).toMatch(/Dear Sir\/Madam/)
    expect(tone.fix).toMatch(/A mail link cannot attach files/)
  })

  it('asks gently about a typed claim', () => {
    const typed = CASES.find((c) => c.name.startsWith('a company the student typed'))!
    const report = coachEmail({ subject: typed.subject, body: typed.body, company: ACME, facts: typed.facts })
    expect(report.checks.find((c) => c.id === 'claims')!.fix).toMatch(
      /^Make sure “I also interned at Razorpay.*” is true: it is not in your profile or resume/,
    )
  })
})
