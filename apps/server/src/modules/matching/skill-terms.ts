import { SKILL_GROUPS } from './skills-taxonomy.ts'

/** A skill's name as the taxonomy compares it: lower case, only its letters, digits, "+" and "#". */
export function skillKey(skill: string): string {
  return (skill.toLowerCase().match(/[\p{L}\p{N}+#]+/gu) ?? []).join('')
}

const TAGS_BY_SKILL = new Map<string, string[]>()
for (const group of SKILL_GROUPS) {
  for (const skill of group.skills.split(', ')) TAGS_BY_SKILL.set(skillKey(skill), group.tags.split(' '))
}

/** Spellings of a skill a tag may use: "Node.js" → node.js, nodejs, node-js. */
export function skillSpellings(skill: string): string[] {
  const lower = skill.trim().toLowerCase()
  const words = lower.match(/[\p{L}\p{N}+#]+/gu) ?? []
  return [...new Set([lower, words.join(''), words.join('-')].filter(Boolean))]
}

/**
 * Every tag that counts as sharing the skill: its own spellings, then the tags the taxonomy gives it
 * ("Machine Learning" → machine-learning, ai, computer-vision, …). Empty for a blank skill.
 */
export function skillTerms(skill: string): string[] {
  const spellings = skillSpellings(skill)
  if (!spellings.length) return []
  return [...new Set([...spellings, ...(TAGS_BY_SKILL.get(skillKey(skill)) ?? [])])]
}
