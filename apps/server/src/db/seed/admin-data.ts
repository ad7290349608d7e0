import type { NewActivityLog, NewInternship } from '../schema/index.ts'

// Postings for the admin area; `startup` names a curated startup whose id the seed fills in.
export const DEMO_INTERNSHIPS: (NewInternship & { startup?: string })[] = [
  {
    title: 'Backend Engineering Intern',
    company: 'Ledgerline',
    startup: 'Ledgerline',
    location: 'Bengaluru (hybrid)',
    stipend: '₹40,000 / month',
    duration: '6 months',
    description: 'Build reconciliation jobs in TypeScript and PostgreSQL alongside the payments team.',
  },
  {
    title: 'Product Design Intern',
    company: 'Nestmate',
    startup: 'Nestmate',
    location: 'Mumbai',
    stipend: '₹25,000 / month',
    duration: '3 months',
    description: 'Redesign the flatmate-matching flow and run usability sessions with students.',
  },
  {
    title: 'Machine Learning Intern',
    company: 'Vaani Labs',
    startup: 'Vaani Labs',
    location: 'Remote (India)',
    stipend: '₹50,000 / month',
    duration: '6 months',
    description: 'Clean and label speech data for low-resource Indian languages and train evaluation models.',
  },
  {
    title: 'Growth Marketing Intern',
    company: 'Kulhad Co',
    startup: 'Kulhad Co',
    location: 'Delhi NCR',
    stipend: '₹15,000 / month',
    duration: '4 months',
    description: 'Plan quick-commerce launches in two new cities and track what each campaign sells.',
  },
  {
    title: 'Operations Intern',
    company: 'Mandiline',
    startup: 'Mandiline',
    location: 'Delhi NCR',
    stipend: '₹18,000 / month',
    duration: '3 months',
    description: 'Map farmer-group pickups and help cut morning delivery delays to restaurants.',
    status: 'closed',
  },
  {
    title: 'Developer Relations Intern',
    company: 'Tracepoint',
    startup: 'Tracepoint',
    location: 'Remote',
    stipend: '$1,200 / month',
    duration: '3 months',
    description: 'Write tutorials and sample apps that show OpenTelemetry tracing end to end.',
    status: 'closed',
  },
]

const HOUR = 3600 * 1000

// Recent admin-visible events; `hoursAgo` keeps the feed looking fresh whenever the seed runs.
export const DEMO_ACTIVITY: (Omit<NewActivityLog, 'createdAt'> & { hoursAgo: number })[] = [
  { actionType: 'create', entityType: 'startup', details: { name: 'Tracepoint' }, hoursAgo: 2 },
  {
    actionType: 'update',
    entityType: 'startup',
    details: { name: 'Voltcart', fields: ['funding'] },
    hoursAgo: 5,
  },
  {
    actionType: 'create',
    entityType: 'email_template',
    details: { title: 'Hiring post reply' },
    hoursAgo: 9,
  },
  {
    actionType: 'create',
    entityType: 'internship',
    details: { title: 'Machine Learning Intern' },
    hoursAgo: 20,
  },
  { actionType: 'delete', entityType: 'startup', details: { name: 'Duplicate entry' }, hoursAgo: 26 },
  {
    actionType: 'update',
    entityType: 'email_template',
    details: { title: 'Cover letter (long form)' },
    hoursAgo: 31,
  },
  { actionType: 'create', entityType: 'startup', details: { name: 'Sehat Scan' }, hoursAgo: 47 },
  {
    actionType: 'update',
    entityType: 'internship',
    details: { title: 'Operations Intern', status: 'closed' },
    hoursAgo: 60,
  },
  { actionType: 'create', entityType: 'startup', details: { name: 'Remitwise' }, hoursAgo: 75 },
  {
    actionType: 'update',
    entityType: 'startup',
    details: { name: 'Nestmate', fields: ['is_hiring'] },
    hoursAgo: 98,
  },
]

export function activityTime(hoursAgo: number, now = Date.now()): Date {
  return new Date(now - hoursAgo * HOUR)
}
