// bench/email-quality's students, from a name only to a full profile and resume: non-Latin names, engineering,
// design and marketing. Each is saved through the API as the web app saves it (PUT /api/profile, PUT /api/resume).
import type { ProfileInput } from '@coldstart/contract'

export interface BenchStudent {
  key: string
  fullName: string
  profile: ProfileInput | null
  preferredDomains: string[]
  resumeText: string | null
  /** variables beyond those the bench derives that this student's data fills (e.g. project, achievement) */
  knownExtras?: string[]
}
/** A profile with nothing in it, as the profile page saves one. */
export const EMPTY_PROFILE: NonNullable<BenchStudent['profile']> = {
  skills: [],
  customLinks: [],
  linkedin: null,
  github: null,
  portfolio: null,
  experienceYears: 0,
  education: null,
}
export const STUDENT_PROFILES: BenchStudent[] = [
  { key: 'name-only', fullName: 'Kashyap Tandon', profile: null, preferredDomains: [], resumeText: null },
  {
    key: 'non-latin-name-only',
    fullName: 'அருண் குமார்',
    profile: null,
    preferredDomains: [],
    resumeText: null,
  },
  {
    key: 'education-line',
    fullName: 'Meera Iyer',
    profile: { ...EMPTY_PROFILE, education: 'B.Tech Computer Science, VIT Vellore (2026)' },
    preferredDomains: ['Product'],
    resumeText: null,
  },
  {
    key: 'designer-profile',
    fullName: 'Ishaan Mehta',
    profile: {
      ...EMPTY_PROFILE,
      education: 'Final year BDes at NID Ahmedabad',
      skills: ['Figma', 'User research', 'Prototyping'],
      portfolio: 'https://ishaan.design',
    },
    preferredDomains: ['Design', 'Product'],
    resumeText: null,
  },
  {
    key: 'marketer-profile',
    fullName: 'Sana Qureshi',
    profile: {
      ...EMPTY_PROFILE,
      education: 'BBA, Christ University, 2025',
      skills: ['SEO', 'Content marketing', 'Google Analytics'],
      linkedin: 'https://linkedin.com/in/sanaq',
    },
    preferredDomains: ['Marketing', 'Growth'],
    resumeText: null,
  },
  {
    key: 'engineer-resume',
    fullName: 'Rohan Deshpande',
    profile: {
      ...EMPTY_PROFILE,
      education: 'Computer Science, IIT Bombay, 2027',
      skills: ['TypeScript', 'React', 'PostgreSQL'],
      github: 'https://github.com/rohand',
    },
    preferredDomains: ['Product'],
    resumeText:
      'Rohan Deshpande\nComputer Science, IIT Bombay, 2027\nSkills: TypeScript, React, PostgreSQL, Go\nExperience\nSoftware intern, Zeta (Summer 2025): built a reconciliation dashboard used by 40 finance analysts\nProjects\nCampusCart: a marketplace app with 1,200 sign-ups in its first month\n',
  },
  {
    key: 'non-latin-full',
    fullName: '王 伟',
    profile: {
      ...EMPTY_PROFILE,
      education: 'M.Tech Data Science, IIIT Hyderabad, 2026',
      skills: ['Python', 'PyTorch', 'SQL'],
      portfolio: 'https://wangwei.dev',
      github: 'https://github.com/wangwei',
    },
    preferredDomains: ['Product', 'Operations'],
    resumeText:
      '王 伟\nM.Tech Data Science, IIIT Hyderabad, 2026\nSkills: Python, PyTorch, SQL\nResearch intern, Sarvam Labs (May 2025 - July 2025): cut inference latency by 30%\n',
  },
  {
    key: 'full-marketing',
    fullName: 'Ananya Rao',
    profile: {
      ...EMPTY_PROFILE,
      education: 'MBA Marketing, IIM Indore, 2026',
      skills: ['Brand strategy', 'Performance marketing', 'Copywriting'],
      portfolio: 'https://ananyarao.in',
      linkedin: 'https://linkedin.com/in/ananyarao',
      experienceYears: 2,
      customLinks: [{ id: 'l1', label: 'Case studies', url: 'https://ananyarao.in/cases' }],
    },
    preferredDomains: ['Marketing', 'Brand', 'Growth'],
    resumeText:
      'Ananya Rao\nMBA Marketing, IIM Indore, 2026\nMarketing associate, Nykaa (2022 - 2024): grew Instagram followers from 10k to 45k\nSkills: Brand strategy, Performance marketing, Copywriting\n',
  },
]
