import { TEMPLATE_VARIABLE_NAMES, applySections } from '@coldstart/contract'
import { templateValues, type EmailFacts } from './email-facts.ts'
import type { TextModelRequest } from './text-model.ts'

/** Enough resume for a cold email; a whole CV would cost tokens and time without making the email better. */
const RESUME_CHARS = 6000

const SYSTEM = `You personalise a cold email that a student sends to people at a startup, asking about an internship.
Rules:
- Keep the template's structure, tone, length and sign-off. If its first line starts with "Subject:", keep a "Subject:" first line.
- Replace each {{variable}} with the matching fact. A {{variable|fallback}} with no fact becomes its fallback. If there is no fact for a variable, leave it exactly as written, braces included, so the student sees it.
- The template had optional parts, each kept only when the fact behind it exists ({{#project}}...{{/project}} is kept when the student has a project, {{^project}}...{{/project}} only when they have none). They are already resolved: what you see is what the facts back. Do not write back a sentence about a project, an update, a result or a number that is not in the facts.
- You may add at most two short sentences that tie the student's real skills, projects or experience (from the resume and profile) to the company's sector, tags or description.
- Use only facts given below. Never invent anything: no experience, projects, results, numbers, percentages, amounts, names, links, dates or claims the facts do not hold, and no "I built" or "I've added" the facts do not back. Every figure you write must appear in the facts. Leave [bracketed notes] for the student as they are.
- Write plain text only: no markdown, no commentary before or after the email.`

function line(label: string, value: string | null | undefined | string[]) {
  const text = Array.isArray(value) ? value.join(', ') : value
  return text?.trim() ? `${label}: ${text.trim()}\n` : ''
}

/** The request for a hosted model: the rules, the template, the facts (variables pre-resolved). */
export function personalisePrompt(template: string, facts: EmailFacts): Omit<TextModelRequest, 'signal'> {
  const values = templateValues(facts)
  // the sections resolved here: the model never sees a claim the facts do not back
  const resolved = applySections(template, values)
  const { sender, company, recipients } = facts
  const variables = TEMPLATE_VARIABLE_NAMES.map((n) => `${n} = ${values[n]?.trim() || '(no fact: leave it)'}`)
  const resume = sender.resumeText?.slice(0, RESUME_CHARS) ?? ''
  const prompt = [
    `TEMPLATE:\n${resolved}\n`,
    `VARIABLES:\n${variables.join('\n')}\n`,
    'COMPANY:\n' +
      line('Name', company.name) +
      line('Sector', company.sector) +
      line('Tags', company.tags) +
      line('Description', company.description) +
      line('Location', company.location) +
      line('Funding stage', company.stage) +
      line('Funding amount', company.funding) +
      (company.isHiring ? 'Hiring: yes\n' : ''),
    'RECIPIENTS:\n' + recipients.map((r) => `- ${r.name}${r.role ? `, ${r.role}` : ''}`).join('\n') + '\n',
    'STUDENT:\n' +
      line('Name', values.sender_name) +
      line('Education', sender.education) +
      line('Skills', sender.skills) +
      line('Preferred domains', sender.domains) +
      (sender.experienceYears > 0 ? `Years of experience: ${sender.experienceYears}\n` : '') +
      line(
        'Links',
        [sender.portfolio, sender.linkedin, sender.github, ...sender.otherLinks.map((l) => l.url)].filter(
          (x): x is string => Boolean(x),
        ),
      ),
    `RESUME SUMMARY:\n${resume}`,
  ].join('\n')
  return { system: SYSTEM, prompt }
}
