import type { NewActivityLog, NewInternship } from '../schema/index.ts'

const HOUR = 3600 * 1000
const DAY = 24 * HOUR

/** A deadline relative to the day the seed runs (closed postings get past ones), as a `YYYY-MM-DD` date. */
export function deadlineIn(days: number, now = Date.now()): string {
  return new Date(now + days * DAY).toISOString().slice(0, 10)
}

// Postings for the admin area; `startup` names a curated startup whose id the seed fills in.
export const DEMO_INTERNSHIPS: (NewInternship & { startup?: string })[] = [
  {
    title: 'Backend Engineering Intern',
    company: 'Ledgerline',
    startup: 'Ledgerline',
    location: 'Bengaluru (hybrid)',
    stipendMin: 35_000,
    stipendMax: 40_000,
    durationMonths: 6,
    deadline: deadlineIn(24),
    applyUrl: 'https://ledgerline.example.com/careers/backend-intern',
    description: 'Build reconciliation jobs in TypeScript and PostgreSQL alongside the payments team.',
  },
  {
    title: 'Product Design Intern',
    company: 'Nestmate',
    startup: 'Nestmate',
    location: 'Mumbai',
    stipendMin: 25_000,
    stipendMax: 25_000,
    durationMonths: 3,
    deadline: deadlineIn(14),
    applyEmail: 'design@nestmate.example.com',
    description: 'Redesign the flatmate-matching flow and run usability sessions with students.',
  },
  {
    title: 'Machine Learning Intern',
    company: 'Vaani Labs',
    startup: 'Vaani Labs',
    location: null,
    remote: true,
    stipendMin: 45_000,
    stipendMax: 50_000,
    durationMonths: 6,
    deadline: deadlineIn(45),
    applyUrl: 'https://vaanilabs.example.com/jobs/ml-intern',
    description: 'Clean and label speech data for low-resource Indian languages and train evaluation models.',
  },
  {
    title: 'Growth Marketing Intern',
    company: 'Kulhad Co',
    startup: 'Kulhad Co',
    location: 'Delhi NCR',
    stipendMin: 12_000,
    stipendMax: 15_000,
    durationMonths: 4,
    deadline: deadlineIn(8),
    applyEmail: 'growth@kulhad.example.com',
    description: 'Plan quick-commerce launches in two new cities and track what each campaign sells.',
  },
  {
    title: 'Operations Intern',
    company: 'Mandiline',
    startup: 'Mandiline',
    location: 'Delhi NCR',
    stipendMin: 18_000,
    stipendMax: 18_000,
    durationMonths: 3,
    deadline: deadlineIn(-20),
    applyEmail: 'ops@mandiline.example.com',
    description: 'Map farmer-group pickups and help cut morning delivery delays to restaurants.',
    status: 'closed',
  },
  {
    title: 'Developer Relations Intern',
    company: 'Tracepoint',
    startup: 'Tracepoint',
    location: 'Pune',
    remote: true,
    stipendMin: 100_000,
    stipendMax: 100_000,
    durationMonths: 3,
    deadline: deadlineIn(-50),
    applyUrl: 'https://tracepoint.example.com/devrel-intern',
    description: 'Write tutorials and sample apps that show OpenTelemetry tracing end to end.',
    status: 'closed',
  },
]

// Recent admin-visible events (`<entity>_<verb>`, as the modules write them); `hoursAgo` keeps the feed fresh
// whenever the seed runs.
export const DEMO_ACTIVITY: (Omit<NewActivityLog, 'createdAt'> & { hoursAgo: number })[] = [
  { actionType: 'startup_created', entityType: 'startup', details: { name: 'Tracepoint' }, hoursAgo: 2 },
  {
    actionType: 'startup_updated',
    entityType: 'startup',
    details: { name: 'Voltcart', fields: ['funding'] },
    hoursAgo: 5,
  },
  {
    actionType: 'template_created',
    entityType: 'template',
    details: { title: 'Hiring post reply' },
    hoursAgo: 9,
  },
  {
    actionType: 'internship_created',
    entityType: 'internship',
    details: { title: 'Machine Learning Intern', company: 'Vaani Labs' },
    hoursAgo: 20,
  },
  {
    actionType: 'startup_deleted',
    entityType: 'startup',
    details: { name: 'Duplicate entry' },
    hoursAgo: 26,
  },
  {
    actionType: 'template_updated',
    entityType: 'template',
    details: { title: 'Cover letter (long form)' },
    hoursAgo: 31,
  },
  { actionType: 'startup_created', entityType: 'startup', details: { name: 'Sehat Scan' }, hoursAgo: 47 },
  {
    actionType: 'internship_updated',
    entityType: 'internship',
    details: { title: 'Operations Intern', company: 'Mandiline', status: 'closed' },
    hoursAgo: 60,
  },
  { actionType: 'startup_created', entityType: 'startup', details: { name: 'Remitwise' }, hoursAgo: 75 },
  {
    actionType: 'startup_updated',
    entityType: 'startup',
    details: { name: 'Nestmate', fields: ['is_hiring'] },
    hoursAgo: 98,
  },
]

export function activityTime(hoursAgo: number, now = Date.now()): Date {
  return new Date(now - hoursAgo * HOUR)
}
