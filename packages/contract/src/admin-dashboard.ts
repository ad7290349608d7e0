import { z } from 'zod'
import { activityEntry } from './activity.ts'

export const DASHBOARD_CHART_DAYS = 30

export const dashboardDay = z.object({
  /** YYYY-MM-DD (UTC) */
  date: z.string(),
  signUps: z.number().int(),
  templateUses: z.number().int(),
  pageViews: z.number().int(),
  /** emails sent from students' connected mailboxes that day, follow-ups included */
  mailboxSends: z.number().int(),
  /** first emails answered that day (a reply to a follow-up counts for its thread once) */
  replies: z.number().int(),
  /** emails that bounced that day */
  bounces: z.number().int(),
})
export type DashboardDay = z.infer<typeof dashboardDay>

/** Accounts the dashboard lists as having hit the daily limit on startup pages: the latest this many. */
export const ADMIN_READ_LIMIT_HITS = 10

/**
 * An account that hit the daily limit on startup pages (STARTUP_READS_PER_DAY) in the last
 * DASHBOARD_CHART_DAYS days: who, when it last did, on how many days, and how many pages were refused.
 */
export const readLimitHit = z.object({
  userId: z.uuid(),
  name: z.string().nullable(),
  email: z.string(),
  /** the last page refused (ISO time) */
  lastHitAt: z.string(),
  /** days (India's) on which the account hit the limit */
  days: z.number().int(),
  /** pages refused past the limit, those days together */
  refused: z.number().int(),
})
export type ReadLimitHit = z.infer<typeof readLimitHit>

/** An active template's reply rate across all students (counts only). */
export const templateRateRow = z.object({
  id: z.uuid(),
  title: z.string(),
  category: z.string(),
  /** first emails sent with it from connected mailboxes, and how many were answered */
  sends: z.number().int(),
  replies: z.number().int(),
  /** percent, null below TEMPLATE_RATE_MIN_SENDS sends */
  successRate: z.number().nullable(),
})
export type TemplateRateRow = z.infer<typeof templateRateRow>

/** The admin dashboard: four counts, the latest 5 activities, the top 3 startups by views, 30 days. */
export const adminDashboardResponse = z.object({
  counts: z.object({
    users: z.number().int(),
    activeInternships: z.number().int(),
    startups: z.number().int(),
    activeTemplates: z.number().int(),
  }),
  recentActivity: z.array(activityEntry),
  topStartups: z.array(
    z.object({
      id: z.uuid(),
      name: z.string(),
      sector: z.string().nullable(),
      logoUrl: z.string().nullable(),
      viewsCount: z.number().int(),
    }),
  ),
  days: z.array(dashboardDay),
  /** the latest ADMIN_READ_LIMIT_HITS accounts that hit the daily limit on startup pages, newest first */
  readLimitHits: z.array(readLimitHit),
  /** active templates, best reply rate first (those without a rate last, by sends) */
  templateRates: z.array(templateRateRow),
})
export type AdminDashboardResponse = z.infer<typeof adminDashboardResponse>
