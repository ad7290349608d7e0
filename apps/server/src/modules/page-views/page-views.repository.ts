import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { pageViews, users } from '../../db/schema/index.ts'

export interface PageViewRecord {
  path: string
  referrer: string | null
  userId: string | null
}

/** Stores one page view. A user id that no longer exists (account deleted, token still valid) becomes null. */
export async function insertPageView(db: Db, view: PageViewRecord): Promise<void> {
  await db.insert(pageViews).values({
    path: view.path,
    referrer: view.referrer,
    userId: view.userId ? sql`(select ${users.id} from ${users} where ${users.id} = ${view.userId})` : null,
  })
}
