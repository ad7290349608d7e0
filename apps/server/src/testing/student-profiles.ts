import type { CustomLink } from '@coldstart/contract'

/**
 * Students from an empty profile to a full one, shared by the composer's quality tests and
 * bench/email-quality: names in several scripts, engineering, design and marketing students, a profile with
 * only an education line or only skills. `resumeText` is what the profile keeps as its resume summary (null:
 * no resume, so the AI is never called for them).
 */
export interface StudentProfile {
  /** a short id for test names and tables */
  id: string
  /** the name given at sign-up */
  fullName: string
  education: string | null
  skills: string[]
  /** preferred domains (Product, Marketing…) */
  domains: string[]
  portfolio: string | null
  linkedin: string | null
  github: string | null
  customLinks: CustomLink[]
  experienceYears: number
  resumeText: string | null
}

const blank: Omit<StudentProfile, 'id' | 'fullName'> = {
  education: null,
  skills: [],
  domains: [],
  portfolio: null,
  linkedin: null,
  github: null,
  customLinks: [],
  experienceYears: 0,
  resumeText: null,
}

const ENGINEER_RESUME = `Asha Verma
asha.verma@example.com | github.com/ashaverma | linkedin.com/in/ashaverma

Education
B.Tech Computer Science, VIT Vellore, 2022 - 2026

Skills
React, TypeScript, Node.js, PostgreSQL

Experience
Software Engineering Intern, Rotawise, May 2025 - Jul 2025
- Built the shift-swap screen used by 40 outlets
- Cut the schedule page's load time from 4.2 s to 1.1 s

Projects
Campus Bites - a canteen pre-ordering app
- Grew to 1,200 sign-ups in the first semester (Summer 2025)`

const HINDI_RESUME = `अनन्या शर्मा
ananya.sharma@example.com

Education
Computer Science, IIT Bombay, 2027

Skills
Python, Machine Learning, SQL

Experience
Research Intern, IIT Bombay CSE Department, Dec 2024 - Feb 2025
- Trained a Hindi speech model on 300 hours of call-centre audio`

const RESUME_ONLY = `Vikram Singh
vikram.singh@example.com

Education
B.E. Mechanical Engineering, BITS Pilani, 2025

Experience
Operations Intern, Tenderbox, Jan 2025 - Mar 2025
- Mapped 60 vendor approval flows into one checklist

Skills
Excel, Process mapping, AutoCAD`

// results written as bare figures, the way data-science resumes write them: a Kaggle rank, an F1 score
export const DATA_RESUME = `Rohan Mehta
rohan.mehta@example.com | github.com/rohanmehta

Education
B.Sc Statistics, St. Xavier's College Mumbai, 2026

Skills
Python, pandas, scikit-learn, SQL

Projects
Churn prediction
scikit-learn baseline (F1 0.82)
Kaggle rank 312 of 9,400 in the Home Credit competition
Canteen queue bot
Served 2,300 students over one semester`

export const STUDENT_PROFILES: StudentProfile[] = [
  // straight after sign-up: only the name
  { id: 'name-only', fullName: 'Ravi Kumar', ...blank },
  { id: 'single-name', fullName: 'Kashyap', ...blank },
  {
    id: 'engineer-resume',
    fullName: 'Asha Verma',
    ...blank,
    education: 'B.Tech Computer Science, VIT Vellore (2026)',
    skills: ['React', 'TypeScript', 'Node.js', 'PostgreSQL'],
    domains: ['Engineering'],
    github: 'https://github.com/ashaverma',
    linkedin: 'https://linkedin.com/in/ashaverma',
    experienceYears: 1,
    resumeText: ENGINEER_RESUME,
  },
  {
    id: 'designer',
    fullName: 'Zoë Ñúñez',
    ...blank,
    education: 'Final year BDes at NID Ahmedabad',
    skills: ['Figma', 'User research', 'Prototyping'],
    domains: ['Design'],
    portfolio: 'https://behance.net/zoenunez',
  },
  {
    id: 'marketer-profile',
    fullName: 'Meera Iyer',
    ...blank,
    education: 'BBA, Christ University, 2025',
    skills: ['SEO', 'Content writing', 'Instagram growth'],
    domains: ['Marketing', 'Growth'],
    linkedin: 'https://linkedin.com/in/meeraiyer',
    customLinks: [{ id: 'l1', label: 'Blog', url: 'https://meera.substack.com' }],
  },
  {
    id: 'hindi-name-resume',
    fullName: 'अनन्या शर्मा',
    ...blank,
    education: 'Computer Science, IIT Bombay, 2027',
    skills: ['Python', 'Machine Learning', 'SQL'],
    domains: ['Data'],
    resumeText: HINDI_RESUME,
  },
  {
    id: 'tamil-name',
    fullName: 'கார்த்திக் ராஜா',
    ...blank,
    education: 'B.E. ECE, Anna University, 2026',
    skills: ['Embedded C', 'PCB design'],
  },
  { id: 'education-only', fullName: 'Farhan Qureshi', ...blank, education: 'MBA, IIM Ahmedabad (2024-26)' },
  { id: 'skills-only', fullName: 'Neha Gupta', ...blank, skills: ['SQL', 'Excel', 'Tableau'] },
  { id: 'resume-only', fullName: 'Vikram Singh', ...blank, resumeText: RESUME_ONLY },
  {
    id: 'data-results',
    fullName: 'Rohan Mehta',
    ...blank,
    skills: ['Python', 'pandas', 'scikit-learn'],
    domains: ['Data'],
    resumeText: DATA_RESUME,
  },
]
