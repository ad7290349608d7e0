import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ADMIN_RECENT_ACTIVITIES, adminDashboardResponse } from '@coldstart/contract'
import type { Db } from '../../db/client.ts'
import { listActivity } from '../activity/index.ts'
import {
  dailyTotals,
  dashboardCounts,
  readLimitHits,
  templateRates,
  topStartups,
} from './admin-dashboard.repository.ts'

/**
 * GET /api/admin/dashboard: counts, the latest 5 activities, the top 3 startups by views, 30 days of totals
 * (mailbox sends, replies and bounces among them), the accounts that hit the daily limit on startup pages, and
 * the active templates' reply rates.
 */
export const adminDashboardRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get('/', { schema: { response: { 200: adminDashboardResponse } } }, async () => {
    const [counts, recent, top, days, limitHits, rates] = await Promise.all([
      dashboardCounts(db),
      listActivity(db, { q: '' }, { limit: ADMIN_RECENT_ACTIVITIES, offset: 0, countTotal: false }),
      topStartups(db),
      dailyTotals(db),
      readLimitHits(db),
      templateRates(db),
    ])
    return {
      counts,
      recentActivity: recent.items,
      topStartups: top,
      days,
      readLimitHits: limitHits,
      templateRates: rates,
    }
  })
}
