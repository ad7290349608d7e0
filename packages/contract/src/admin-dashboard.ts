import { z } from 'zod'
import { activityEntry } from './activity.ts'

export const DASHBOARD_CHART_DAYS = 30

export const dashboardDay = z.object({
  /** YYYY-MM-DD (UTC) */
  date: z.string(),
  signUps: z.number().int(),
  templateUses: z.number().int(),
  pageViews: z.number().int(),
})
export type DashboardDay = z.infer<typeof dashboardDay>

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
})
export type AdminDashboardResponse = z.infer<typeof adminDashboardResponse>
