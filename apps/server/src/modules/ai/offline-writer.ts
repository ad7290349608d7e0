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
  if (sentence) paragraphs[room] = `${paragraphs[room]!.replace(/\s+$/, '')} ${sentence}`
  return fillTemplate(paragraphs.join(''), templateValues(facts))
}

/** The one added sentence, or null when the data holds nothing to tie together. */
export function tieInSentence(facts: EmailFacts): string | null {
  const { company, sender } = facts
  const match = overlap(facts)
  if (match.mine.length && match.theirs.length) {
    return `${company.name}'s focus on ${joinNaturally(match.theirs.slice(0, 2))} is exactly where I want to put my ${joinNaturally(match.mine.slice(0, 2))} to work.`
  }
  const field = company.sector ?? (company.tags.length ? joinNaturally(company.tags.slice(0, 2)) : null)
  if (!field) return null
  const skills = skillsByRelevance(facts).slice(0, 2)
  if (skills.length) {
    return `I'd like to bring ${joinNaturally(skills)} to what ${company.name} is building in ${field}.`
  }
  if (sender.domains.length) {
    return `I'm keen to grow in ${joinNaturally(sender.domains.slice(0, 2))}, and ${company.name}'s work in ${field} is where I'd like to do it.`
  }
  return null
}

/** The offline text as a stream, paragraph by paragraph, like the hosted writers. */
export function* offlineChunks(text: string): Generator<string> {
  for (const part of text.split(/(?<=\n\n)/)) if (part) yield part
}
