// The coach's tone check: the stock phrases of Indian-English cold email that read as a form letter to a
// founder ("Dear Sir/Madam", "Kindly revert ASAP", "PFA my resume"), and a promise a mail link cannot keep:
// it opens the student's mail app with text only, so "find attached" attaches nothing.

interface Cliche {
  pattern: RegExp
  /** how the coach names it */
  name: string
  /** what to write instead */
  instead: string
}

// Each pattern is linear: literal words with optional spaces and marks between them.
const CLICHES: Cliche[] = [
  {
    pattern: /\b(?:dear|respected)\s+(?:sir|ma['’]?am|madam)(?:\s*[/,]\s*(?:sir|ma['’]?am|madam))?\b/iu,
    name: 'Dear Sir/Madam',
    instead: 'greet them by name: “Hi Priya,”',
  },
  {
    pattern: /\bto whom(?:so ?ever)? it may concern\b/iu,
    name: 'To whom it may concern',
    instead: 'greet them by name: “Hi Priya,”',
  },
  {
    pattern: /\b(?:kindly|please|do) revert\b|\brevert(?:ing)? (?:back|to me|at the earliest|asap)\b/iu,
    name: 'revert',
    instead: '“reply”, or better, a question they can answer in a line',
  },
  { pattern: /\bkindly\b/iu, name: 'kindly', instead: '“could you…?” or simply ask' },
  {
    pattern: /\basap\b|\bat the earliest\b/iu,
    name: 'ASAP',
    instead: 'a day that suits them, or no deadline at all',
  },
  { pattern: /\bdo the needful\b/iu, name: 'do the needful', instead: 'say exactly what you are asking for' },
  {
    pattern: /\bgreetings of the day\b|\bhope this (?:mail|email) finds you (?:well|in good health)\b/iu,
    name: 'Greetings of the day',
    instead: 'open with why you are writing to them',
  },
  {
    pattern: /\bi am writing this (?:mail|email)\b|\bthrough this (?:mail|email)\b/iu,
    name: 'I am writing this mail',
    instead: 'say who you are and why them in the first line',
  },
  {
    pattern:
      /\b(?:esteemed|reputed|prestigious) (?:organi[sz]ation|company|firm|startup|institution)\b|\bgood ?self\b/iu,
    name: 'esteemed organisation',
    instead: 'their name and one thing they do',
  },
  {
    pattern:
      /\b(?:i )?(?:humbly )?(?:request|beg) (?:you )?to consider my (?:candidature|application|profile)\b|\bmy candidature\b/iu,
    name: 'my candidature',
    instead: 'one concrete ask, e.g. a 15-minute call',
  },
  {
    pattern: /\b(?:shall|will) be (?:highly |very |extremely )?(?:obliged|grateful|thankful)\b|\bhumbly\b/iu,
    name: 'I shall be highly obliged',
    instead: '“Thanks for reading”',
  },
  {
    pattern: /\b(?:hard[- ]?working|quick learner|self[- ]motivated|go-getter|team player)\b/iu,
    name: 'hardworking, quick learner',
    instead: 'one thing you built or did that shows it',
  },
  {
    pattern: /\blooking forward for\b|\bthanking you\b|\byours (?:faithfully|obediently)\b/iu,
    name: 'Thanking you',
    instead: '“Thanks,” or “Best,”',
  },
]

// A mail link carries text only: "please find attached", "PFA", "I have attached my resume" attach nothing.
const ATTACHMENT =
  /\b(?:please |kindly )?find (?:attached|enclosed|herewith)\b|\bPFA\b|\b(?:i have|i['’]ve) (?:attached|enclosed)\b|\battached (?:is|herewith|please find)\b|\b(?:resume|cv) (?:is )?attached\b/iu

export interface ToneFinding {
  names: string[]
  attachment: boolean
  fix: string | null
}

/** The clichés in an email, and whether it promises an attachment. */
export function toneFindings(subject: string, body: string): ToneFinding {
  const text = `${subject}\n${body}`
  const found = CLICHES.filter((c) => c.pattern.test(text))
  const attachment = ATTACHMENT.test(text)
  const names = [...(attachment ? ['find attached'] : []), ...found.map((c) => c.name)]
  const fix = attachment
    ? 'A mail link cannot attach files: put a link to your resume or work instead of “find attached”.'
    : found[0]
      ? `Replace “${found[0].name}” with ${found[0].instead}: founders skip emails that read like a form letter.`
      : null
  return { names: [...new Set(names)], attachment, fix }
}
