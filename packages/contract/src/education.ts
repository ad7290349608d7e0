// An education line as students write it ("B.Tech Computer Science, VIT Vellore (2026)", "Final year BDes at
// NID Ahmedabad", "IIT Bombay") read into its parts, and the one grammatical phrase an email uses for them.
// Pure and zod-free: the server's writers, the coach's benchmark and the web app may all import it.

export interface Education {
  /** "B.Tech", "MBA", "Bachelor of Science"; null when the line names none */
  degree: string | null
  /** the field of study as written, short codes spelt out ("CSE" → "Computer Science and Engineering") */
  field: string | null
  /** the institution, with a place written right after it ("VIT, Vellore") */
  college: string | null
  /** the graduation year: the end of a range, the only year otherwise */
  year: string | null
}

/** Degrees written as short forms, each with the spelling an email uses. Tried at the start of a part. */
const DEGREES: [RegExp, string][] = [
  [/^b\.?\s?tech\b\.?/i, 'B.Tech'],
  [/^m\.?\s?tech\b\.?/i, 'M.Tech'],
  [/^b\.?\s?sc\b\.?/i, 'B.Sc'],
  [/^m\.?\s?sc\b\.?/i, 'M.Sc'],
  [/^b\.?\s?com\b\.?/i, 'B.Com'],
  [/^m\.?\s?com\b\.?/i, 'M.Com'],
  [/^b\.?\s?des\b\.?/i, 'B.Des'],
  [/^m\.?\s?des\b\.?/i, 'M.Des'],
  [/^b\.?\s?arch\b\.?/i, 'B.Arch'],
  [/^m\.?\s?arch\b\.?/i, 'M.Arch'],
  [/^b\.?\s?pharm\b\.?/i, 'B.Pharm'],
  [/^m\.?\s?pharm\b\.?/i, 'M.Pharm'],
  [/^b\.?\s?voc\b\.?/i, 'B.Voc'],
  [/^b\.?a\.?\s?ll\.?\s?b\b\.?/i, 'BA LLB'],
  [/^ll\.?\s?b\b\.?/i, 'LLB'],
  [/^ll\.?\s?m\b\.?/i, 'LLM'],
  [/^b\.?\s?b\.?\s?a\b\.?/i, 'BBA'],
  [/^m\.?\s?b\.?\s?a\b\.?/i, 'MBA'],
  [/^b\.?\s?c\.?\s?a\b\.?/i, 'BCA'],
  [/^m\.?\s?c\.?\s?a\b\.?/i, 'MCA'],
  [/^b\.?\s?m\.?\s?s\b\.?/i, 'BMS'],
  [/^pgdm\b/i, 'PGDM'],
  [/^pgp\b/i, 'PGP'],
  [/^mbbs\b/i, 'MBBS'],
  [/^bds\b/i, 'BDS'],
  [/^ph\.?\s?d\b\.?/i, 'PhD'],
  [/^b\.e\.?(?![a-z])/i, 'B.E.'],
  [/^m\.e\.?(?![a-z])/i, 'M.E.'],
  [/^b\.a\.?(?![a-z])/i, 'B.A.'],
  [/^m\.a\.?(?![a-z])/i, 'M.A.'],
  [/^b\.s\.?(?![a-z])/i, 'B.S.'],
  [/^m\.s\.?(?![a-z])/i, 'M.S.'],
  // two capitals only, so "Be" or "Ma" as words are never read as degrees
  [/^BE\b/, 'B.E.'],
  [/^ME\b/, 'M.E.'],
  [/^BA\b/, 'BA'],
  [/^MA\b/, 'MA'],
  [/^BS\b/, 'BS'],
  [/^MS\b/, 'MS'],
]

/** "Bachelor of Technology", "Master's degree", "Diploma": the words up to " in …" or the end. */
const LONG_DEGREE =
  /^(?:(?:bachelor|master)(?:'s|s)?(?:\s+degree)?(?:\s+of\s+[a-z]+(?:\s+(?:and|&)\s+[a-z]+)?(?:\s+administration)?)?|(?:post[\s-]?graduate\s+)?diploma|doctorate)\b/i

const PREFIX = /^(?:integrated|dual[\s-]degree)\s+/i

/** Words that name an institution; a part holding one is the college. */
const INSTITUTION =
  /\b(?:universit(?:y|ies)|college|institute|school|academy|vidyalaya|vidyapee?th|vidyapith|mahavidyalaya|polytechnic|iit|iits|iit[bdkmgr]|nit|iiit|iiser|iisc|iim|bits|nid|nift|vit|srm|dtu|nsut|nsit|kiit|xlri|isb|nmims|spjimr|srcc|lsr|jnu|aiims|manipal|amity|symbiosis|ashoka|jadavpur)\b/i

/** Words that name a field of study; a part holding one (and no institution) is the field. */
const FIELD =
  /\b(?:science|sciences|engineering|computer|computing|technology|design|economics|commerce|arts|mathematics|maths|math|physics|chemistry|biology|biotech\w*|management|marketing|finance|accounting|electronics|electrical|mechanical|civil|chemical|aerospace|information|data|statistics|psychology|sociology|history|english|literature|law|architecture|media|journalism|communication|humanities|philosophy|political|business|administration|analytics|ai|ml|robotics|instrumentation|production|textile|fashion|pharmacy|medicine|nursing|hospitality|cse|ece|eee|cs|it|ee|mech)\b/i

/** Short field codes, spelt out so a sentence reads well ("a Computer Science student"). */
const FIELD_CODES: Record<string, string> = {
  cs: 'Computer Science',
  cse: 'Computer Science and Engineering',
  ece: 'Electronics and Communication Engineering',
  eee: 'Electrical and Electronics Engineering',
  ee: 'Electrical Engineering',
  it: 'Information Technology',
  me: 'Mechanical Engineering',
  mech: 'Mechanical Engineering',
  ce: 'Civil Engineering',
}

const MONTH = /\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s*(?=(?:19|20)\d{2}\b)/gi
const YEAR_RANGE =
  /\b((?:19|20)\d{2})\s*(?:[-–—/]|\bto\b)\s*((?:19|20)?\d{2}\b|present\b|now\b|current\b|ongoing\b)/gi
const YEAR = /\b(?:19|20)\d{2}\b/g
/** Marks of a year or of a student's standing that are neither degree, field nor college. */
const NOISE =
  /\b(?:class\s+of|batch(?:\s+of)?|expected|graduating(?:\s+in)?|graduated(?:\s+in)?|graduation|pursuing|currently|(?:first|second|third|fourth|final|pre-final|1st|2nd|3rd|4th|5th)[\s-]+year|(?:i|ii|iii|iv)\s+year|semester\s+\d+|sem\s+\d+|student|studying|(?:with\s+)?(?:first\s+class\s+)?(?:hons\.?|honou?rs)|cgpa\b[^,;|]*|gpa\b[^,;|]*|cpi\b[^,;|]*|percentage\b[^,;|]*|\d+(?:\.\d+)?\s*%|\d+(?:\.\d+)?\s*\/\s*10\b)/gi

/**
 * Where parts of a line divide (whitespace already folded to single spaces, new lines to commas): commas,
 * semicolons, bars, bullets, spaced dashes, "at", "from", "@".
 */
const SPLIT = /[,;|•·]| [-–—] | (?:at|from|@) /i

const EDGE = new Set([' ', '-', '–', '—', ':', ',', '('])

/** Folds whitespace, drops empty brackets, trims dashes, colons and commas from both ends. */
function clean(s: string): string {
  const folded = s.replace(/\(\s*\)|\[\s*\]/g, ' ').replace(/\s+/g, ' ')
  let start = 0
  let end = folded.length
  while (start < end && EDGE.has(folded[start]!)) start++
  while (end > start && EDGE.has(folded[end - 1]!)) end--
  return folded.slice(start, end)
}

/** The graduation year, and the line without its years and months. */
function takeYear(line: string): { year: string | null; rest: string } {
  let year: string | null = null
  let rest = line.replace(MONTH, '').replace(YEAR_RANGE, (_m, from: string, to: string) => {
    // "2022 - Present" names no graduation year
    if (/^\d+$/.test(to)) year = to.length === 2 ? `${from.slice(0, 2)}${to}` : to
    return ' '
  })
  rest = rest.replace(YEAR, (y) => {
    year = y
    return ' '
  })
  return { year, rest }
}

/** A degree at the start of a part, and what follows it (the field, when there is one). */
function takeDegree(part: string): { degree: string; rest: string } | null {
  const prefix = PREFIX.exec(part)?.[0] ?? ''
  const body = part.slice(prefix.length)
  for (const [pattern, name] of DEGREES) {
    const m = pattern.exec(body)
    if (m)
      return { degree: `${prefix.trim() ? `${clean(prefix)} ` : ''}${name}`, rest: body.slice(m[0].length) }
  }
  const long = LONG_DEGREE.exec(body)
  if (long)
    return {
      degree: `${prefix.trim() ? `${clean(prefix)} ` : ''}${clean(long[0])}`,
      rest: body.slice(long[0].length),
    }
  return null
}

/** The field after a degree: "in CS", "(CSE)", "- Design", "Computer Science". */
function fieldOf(rest: string): string | null {
  const field = clean(
    rest.replace(/^\s*(?:\(([^)]*)\)|in\b|of\b|with\b|[-–—:,])?/i, (_m, inner?: string) => inner ?? ''),
  ).replace(/^(?:in|of)\s+/i, '')
  if (!field) return null
  // "Computer Science (CSE)": the code in brackets says nothing more
  const open = field.lastIndexOf('(')
  if (
    open > 0 &&
    field.endsWith(')') &&
    FIELD_CODES[
      field
        .slice(open + 1, -1)
        .trim()
        .toLowerCase()
    ]
  ) {
    return field.slice(0, open).trim() || null
  }
  return FIELD_CODES[field.toLowerCase()] ?? field
}

const looksLikePlace = (part: string) =>
  /^\p{Lu}[\p{L}.'-]*(?:\s\p{Lu}[\p{L}.'-]*)?$/u.test(part) && !FIELD.test(part)

/** Reads a free-text education line into degree, field, college and year; each null when the line lacks it. */
export function parseEducation(line: string | null | undefined): Education {
  const none: Education = { degree: null, field: null, college: null, year: null }
  if (!line?.trim()) return none
  const { year, rest } = takeYear(line.slice(0, 500))
  const parts = rest.replace(NOISE, ' ').split(SPLIT).map(clean).filter(Boolean)
  let degree: string | null = null
  let field: string | null = null
  let college: string | null = null
  let collegeAt = -1
  const leftovers: { part: string; at: number }[] = []
  parts.forEach((part, at) => {
    if (!college && INSTITUTION.test(part) && !takeDegree(part)) {
      college = part
      collegeAt = at
      return
    }
    const d = degree ? null : takeDegree(part)
    if (d) {
      degree = d.degree
      field ??= fieldOf(d.rest)
      return
    }
    if (!field && FIELD.test(part) && !INSTITUTION.test(part)) {
      field = FIELD_CODES[part.toLowerCase()] ?? part
      return
    }
    leftovers.push({ part, at })
  })
  for (const { part, at } of leftovers) {
    if (!college) {
      college = part
      collegeAt = at
    } else if (at === collegeAt + 1 && looksLikePlace(part)) {
      college = `${college}, ${part}`
      collegeAt = at
    }
  }
  return { degree, field, college, year }
}

/** "a" or "an" before a word or a short form, by how it is said ("an MBA", "a B.Tech", "an Economics"). */
export function article(word: string): 'a' | 'an' {
  const w = word.trim()
  const initialism = /^\p{Lu}(?:\.|\p{Lu}|$)/u.test(w)
  if (initialism) return /^[AEFHIL-ORSX]/.test(w) ? 'an' : 'a'
  if (/^(?:uni|use|usu|eu|one)/i.test(w)) return 'a'
  if (/^(?:hon|hour)/i.test(w)) return 'an'
  return /^[aeiou]/i.test(w) ? 'an' : 'a'
}

/**
 * The student's studies as one noun phrase that fits "I'm Asha, ___, and…" in every combination:
 * "a Computer Science student at IIT Bombay", "a B.Tech student at VIT Vellore", "a student at NID",
 * "an Economics student"; null when nothing is known. A long degree name gives way to the field.
 */
export function studiesPhrase(e: Pick<Education, 'degree' | 'field' | 'college'>): string | null {
  // "B.Tech", "MBA" read well before a short field; "Bachelors" or a long field do not
  const shortDegree = e.degree && /^[A-Z](?:\.|[A-Z])\S*$/.test(e.degree) ? e.degree : null
  const shortField = e.field && e.field.split(' ').length <= 2 ? e.field : null
  const subject = e.field
    ? shortDegree && shortField
      ? `${shortDegree} ${e.field}`
      : e.field
    : (e.degree ?? null)
  if (!subject && !e.college) return null
  const noun = subject ? `${subject} student` : 'student'
  return `${article(noun)} ${noun}${e.college ? ` at ${e.college}` : ''}`
}
