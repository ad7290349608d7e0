import { applySections, fillTemplate } from '@coldstart/contract'
import { tagAsWords } from './company-focus.ts'
import {
  joinNaturally,
  overlap,
  roleWords,
  skillsByRelevance,
  templateValues,
  type EmailFacts,
} from './email-facts.ts'
import { withoutProjectName } from './resume-highlights.ts'

// the fallback holds no brace (as in the contract's PLACEHOLDER): `[^}]*` ran on over every later `{{`, quadratic
const SKILLS_TOKEN = /\{\{\s*skills\s*(\|[^{}]*)?\}\}/
const PROJECT_TOKEN = /\{\{\s*project\s*(\|[^{}]*)?\}\}/
const ACHIEVEMENT_TOKEN = /\{\{\s*achievement\s*(\|[^{}]*)?\}\}/

/**
 * The writer used when no AI service is configured: deterministic, instant, and honest. It keeps the
 * template's sections whose fact the data holds, fills every variable the facts can fill, and where the
 * template talks about the student's skills and one of them meets one of the company's tags, adds one
 * sentence saying so. It states only what the data holds: the company's own words, the student's own facts.
 */
export function writeOffline(template: string, facts: EmailFacts): { text: string; unfilled: string[] } {
  const values = templateValues(facts)
  // the sections first, so the added sentence goes where the skills really are in this email
  const paragraphs = applySections(template, values).split(/(\n[ \t]*\n)/)
  const room = paragraphs.findIndex((p) => SKILLS_TOKEN.test(p))
  const sentence = room >= 0 ? tieInSentence(facts) : null
  if (sentence) paragraphs[room] = afterSkillsSentence(paragraphs[room]!, sentence)
  const text = paragraphs.join('')
  // a result right after its project does not name the project twice
  const project = PROJECT_TOKEN.exec(text)
  const achievement = ACHIEVEMENT_TOKEN.exec(text)
  if (project && achievement && project.index < achievement.index && values.project && values.achievement)
    values.achievement = withoutProjectName(values.achievement, values.project)
  const filled = fillTemplate(text, values)
  return { ...filled, text: values.role ? roleAtSentenceStart(filled.text, values.role) : filled.text }
}

const upperFirst = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

/**
 * The role is written as said mid-sentence ("an internship in data"); where it opens the subject or a
 * sentence ("Data internship at Acme?") its first letter is a capital.
 */
function roleAtSentenceStart(text: string, role: string): string {
  if (role.charAt(0) === role.charAt(0).toUpperCase()) return text
  let out = ''
  let from = 0
  for (let at = text.indexOf(role); at >= 0; at = text.indexOf(role, at + role.length)) {
    const before = text.slice(Math.max(0, at - 10), at)
    const opens = at === 0 || /(?:^|\n|[.!?] |Subject: )$/.test(before)
    if (!opens) continue
    out += text.slice(from, at) + upperFirst(role)
    from = at + role.length
  }
  return out + text.slice(from)
}

/**
 * The paragraph with the added sentence right after the one naming the skills, so "these skills" follow
 * them, and a link closing the paragraph ("Some of my work: https://…") never runs into the next sentence.
 */
function afterSkillsSentence(paragraph: string, sentence: string): string {
  const token = SKILLS_TOKEN.exec(paragraph)
  let end = token ? token.index + token[0].length : paragraph.length
  while (end < paragraph.length && !('.!?'.includes(paragraph[end]!) && /\s/.test(paragraph[end + 1] ?? ' ')))
    end++
  if (end >= paragraph.length) return `${paragraph.trimEnd()} ${sentence}`
  return `${paragraph.slice(0, end + 1)} ${sentence}${paragraph.slice(end + 1)}`
}

/** A small stable number from a text, so one company always gets the same wording and others differ. */
function pick(text: string, n: number): number {
  let h = 0
  for (let i = 0; i < text.length; i++) h = (h * 31 + text.charCodeAt(i)) % 1_000_003
  return h % n
}

/**
 * The one added sentence, or null when nothing real ties the student to the company: a skill or preferred
 * domain of theirs that one of the company's tags (or its sector) names. It sits in the paragraph that lists
 * the student's skills; its wording varies from company to company.
 */
export function tieInSentence(facts: EmailFacts): string | null {
  const { company, sender } = facts
  const match = overlap(facts)
  if (!match.theirs.length) return null
  const name = company.name
  const theirs = joinNaturally(match.theirs.slice(0, 2).map(tagAsWords))
  const skills = match.mine.filter((m) => !sender.domains.includes(m))
  if (skills.length && skillsByRelevance(facts).length) {
    const mine = joinNaturally(skills.slice(0, 2))
    return [
      `${name}'s focus on ${theirs} is where I'd most like to put ${mine} to work.`,
      `Working on ${theirs} at ${name} is exactly where I'd like to use ${mine}.`,
      `${mine} and ${name}'s work on ${theirs} are a close match, which is why I'm writing.`,
    ][pick(name, 3)]!
  }
  const domains = joinNaturally(match.mine.slice(0, 2).map(roleWords))
  return [
    `${name}'s focus on ${theirs} is exactly the ${domains} work I want to do.`,
    `${upperFirst(domains)} is what I want to grow in, and ${name}'s work on ${theirs} is where I'd like to do it.`,
  ][pick(name, 2)]!
}

/** The offline text as a stream, paragraph by paragraph, like the hosted writers. */
export function* offlineChunks(text: string): Generator<string> {
  for (const part of text.split(/(?<=\n\n)/)) if (part) yield part
}
