// Resume bullets open with a past-tense verb ("Built…", "Reduced…", "Won…"): what makes a line a result the
// student can say as "I built…", and a line under a project part of its description rather than a new project.

// Past-tense verbs resumes open a line with that do not end in -ed.
const IRREGULAR_PAST = new Set(
  'built led won ran made grew cut wrote taught drove took brought sold found shipped set began got gave held kept lent met paid put read rose sent shot spent stood struck sought thought understood undertook upheld wove'.split(
    ' ',
  ),
)
// -ed words that are not past-tense verbs
const NOT_PAST = new Set('need seed feed speed bed red shed embed'.split(' '))

/** Whether a line opens with a past-tense verb: "Built…", "Reduced…", "Won…". */
export function opensWithPastVerb(line: string): boolean {
  const first = (line.trim().split(/\s/)[0] ?? '').toLowerCase()
  return IRREGULAR_PAST.has(first) || (/^[a-z]{3,}ed$/.test(first) && !NOT_PAST.has(first))
}
