import { fillTemplate } from '@coldstart/contract'
import { joinNaturally, overlap, skillsByRelevance, templateValues, type EmailFacts } from './email-facts.ts'

/**
 * The writer used when no AI service is configured: deterministic, instant, and honest. It fills every
 * variable the facts can fill, and where the template talks about the student's skills it adds one
 * sentence tying them (or the student's preferred domains) to the company's tags or sector. It states only
 * what the data holds: the company's own tags and sector, the student's own skills and domains.
 */
export function writeOffline(template: string, facts: EmailFacts): { text: string; unfilled: string[] } {
  const paragraphs = template.split(/(\n[ \t]*\n)/)
  const room = paragraphs.findIndex((p) => /\{\{\s*skills\s*(\|[^}]*)?\}\}/.test(p))
  const sentence = room >= 0 ? tieInSentence(facts) : null
  if (sentence) paragraphs[room] = `${paragraphs[room]!.trimEnd()} ${sentence}`
  return fillTemplate(paragraphs.join(''), templateValues(facts))
}

/** Tags read as words: "customer-support" → "customer support". */
const asWords = (tags: string[]) => tags.map((t) => t.replace(/[-_]+/g, ' '))

/**
 * The one added sentence, or null when the data holds nothing to tie together. It sits in the paragraph that
 * lists the student's skills, so "these skills" are the ones just named.
 */
export function tieInSentence(facts: EmailFacts): string | null {
  const { company, sender } = facts
  const hasSkills = skillsByRelevance(facts).length > 0
  const match = overlap(facts)
  if (match.theirs.length) {
    const focus = `${company.name}'s focus on ${joinNaturally(asWords(match.theirs.slice(0, 2)))}`
    const skillMatched = match.mine.some((m) => !sender.domains.includes(m))
    if (skillMatched && hasSkills) return `${focus} is exactly where I want to put these skills to work.`
    return `${focus} is exactly the ${joinNaturally(match.mine.slice(0, 2))} work I want to do.`
  }
  const field =
    company.sector ?? (company.tags.length ? joinNaturally(asWords(company.tags.slice(0, 2))) : null)
  if (!field) return null
  if (hasSkills) return `I'd like to bring these skills to what ${company.name} is building in ${field}.`
  if (sender.domains.length) {
    return `I'm keen to grow in ${joinNaturally(sender.domains.slice(0, 2))}, and ${company.name}'s work in ${field} is where I'd like to do it.`
  }
  return null
}

/** The offline text as a stream, paragraph by paragraph, like the hosted writers. */
export function* offlineChunks(text: string): Generator<string> {
  for (const part of text.split(/(?<=\n\n)/)) if (part) yield part
}
