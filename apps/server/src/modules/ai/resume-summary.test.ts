import { describe, expect, it } from 'vitest'
import { SAMPLE_RESUME_TEXT } from '../../testing/fixtures/resume-sample.ts'
import { extractResumeFacts } from '../resume/resume-facts.ts'
import {
  buildResumeTextFromProfile,
  summariseResume,
  writeSummaryOffline,
  type ProfileForSummary,
} from './resume-summary.ts'
import { AiUnavailableError, type TextModel } from './text-model.ts'

const PROFILE: ProfileForSummary = {
  name: 'Asha Verma',
  skills: ['sql', 'Negotiation'],
  customLinks: [{ label: 'Blog', url: 'https://asha.blog' }],
  linkedin: 'https://linkedin.com/in/asha-verma',
  github: null,
  portfolio: null,
  experienceYears: 0,
  education: null,
  preferredDomains: ['Growth', 'Product', 'Sales'],
}

const failing: TextModel = {
  provider: 'openai',
  // eslint-disable-next-line require-yield -- fails before any text
  async *stream() {
    throw new Error('socket hang up')
  },
}

describe('the offline resume writer', () => {
  it('writes who, experience and projects with their figures, skills (profile first, no case duplicates), wishes and links once', () => {
    const summary = writeSummaryOffline(extractResumeFacts(SAMPLE_RESUME_TEXT), PROFILE)
    expect(summary).toBe(
      'Asha Verma is studying B.Tech in Computer Science at Indian Institute of Technology Delhi (2022 – 2026). ' +
        'Experience: Growth Intern at Zepto (May 2025 – Jul 2025): Ran 14 referral experiments that lifted week-one retention by 6%; Built a SQL dashboard the growth team used every morning. ' +
        'Marketing Volunteer at Rotaract Club (2024 - Present): Wrote and scheduled 40 Instagram posts; followers grew from 900 to 2,300. ' +
        'Projects: CampusCart (a marketplace for second-hand textbooks used by 1,200 students). ' +
        'Skills: SQL, Negotiation, Python, JavaScript, Figma, Excel, Google Analytics, Notion, Public Speaking and Copywriting. ' +
        'Looking for internships in Growth, Product and Sales. ' +
        'Links: LinkedIn https://linkedin.com/in/asha-verma; Blog https://asha.blog; GitHub https://github.com/ashaverma.',
    )
  })

  it('builds resume text from a profile with nothing but a name', async () => {
    const empty = { ...PROFILE, skills: [], customLinks: [], linkedin: null, preferredDomains: [] }
    expect(await buildResumeTextFromProfile(empty, null)).toEqual({
      summary: 'Asha Verma is a student looking for an internship at a startup.',
      writer: 'offline',
    })
  })

  it('turns any model failure into AiUnavailableError, so callers keep the previous text', async () => {
    await expect(
      summariseResume(
        { text: SAMPLE_RESUME_TEXT, facts: extractResumeFacts(SAMPLE_RESUME_TEXT), profile: PROFILE },
        failing,
      ),
    ).rejects.toBeInstanceOf(AiUnavailableError)
  })
})
