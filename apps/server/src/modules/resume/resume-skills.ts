import { clean } from './resume-lines.ts'

// Separators that split a skills line into skills, spaces around them included (and dropped).
const SKILL_SEPARATOR = /(?:(?<!\s)\s+)?[,;|•·]\s*|(?<!\s)\s+\/\s+|(?<!\s)\s{2,}/

// Skills recognised anywhere in the text when a resume has no skills section of its own.
const KNOWN_SKILLS = [
  'Python',
  'Java',
  'JavaScript',
  'TypeScript',
  'C++',
  'C#',
  'Go',
  'Rust',
  'Ruby',
  'PHP',
  'Kotlin',
  'Swift',
  'SQL',
  'R',
  'MATLAB',
  'HTML',
  'CSS',
  'React',
  'Next.js',
  'Vue',
  'Angular',
  'Node.js',
  'Express',
  'Django',
  'Flask',
  'FastAPI',
  'Spring',
  'PostgreSQL',
  'MySQL',
  'MongoDB',
  'Redis',
  'Docker',
  'Kubernetes',
  'AWS',
  'GCP',
  'Azure',
  'Git',
  'Linux',
  'TensorFlow',
  'PyTorch',
  'Pandas',
  'NumPy',
  'Excel',
  'Tableau',
  'Power BI',
  'Figma',
  'Canva',
  'Photoshop',
  'Illustrator',
  'Notion',
  'Jira',
  'SEO',
  'SEM',
  'Google Analytics',
  'Content Writing',
  'Copywriting',
  'Social Media Marketing',
  'Email Marketing',
  'Market Research',
  'Product Management',
  'User Research',
  'Data Analysis',
  'Machine Learning',
  'Public Speaking',
  'Sales',
  'Community Management',
  'Branding',
  'UI/UX',
  'Wireframing',
  'Prototyping',
  'A/B Testing',
  'HubSpot',
  'Salesforce',
]

export function splitSkillList(lines: string[]): string[] {
  const skills: string[] = []
  for (const raw of lines) {
    // "Languages: Python, SQL" → the list after the category
    const line = clean(raw).replace(/^[A-Za-z][A-Za-z &/-]{0,30}:\s*/, '')
    for (const part of line.split(SKILL_SEPARATOR)) {
      if (!part) continue
      const skill = part
        .replace(/^(and|&)\s+/i, '')
        .replace(/[.]$/, '')
        .trim()
      if (skill.length >= 1 && skill.length <= 40 && skill.split(/\s+/).length <= 4 && /\p{L}/u.test(skill)) {
        skills.push(skill)
      }
    }
  }
  return skills
}

// One pass finds every known skill: a name stands alone (no letter, digit, "+" or "#" either side, nor a "."
// before it); short or symbol-laden names (R, Go, C++) must match exactly, the others ignore case.
const foldCase = (text: string) => text.toUpperCase().toLowerCase()
const KNOWN_SKILL_BY_KEY = new Map(KNOWN_SKILLS.map((skill) => [foldCase(skill), skill]))
const KNOWN_SKILL = new RegExp(
  `(?<![\\p{L}\\p{N}+#.])(?:${[...KNOWN_SKILLS]
    .sort((a, b) => b.length - a.length)
    .map((skill) => skill.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('|')})(?![\\p{L}\\p{N}+#])`,
  'giu',
)

export function knownSkillsIn(text: string): string[] {
  const found = new Set<string>()
  for (const [name] of text.matchAll(KNOWN_SKILL)) {
    const skill = KNOWN_SKILL_BY_KEY.get(foldCase(name))
    if (skill && (skill.length > 3 || skill === name)) found.add(skill)
  }
  return KNOWN_SKILLS.filter((skill) => found.has(skill))
}
