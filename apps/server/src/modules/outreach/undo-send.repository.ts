import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { outreachSends as o } from '../../db/schema/index.ts'

/**
 * Takes back the student's own mail-link send logged within the last `minutes`, in one statement: 'deleted',
 * or why not ('missing': not theirs or no such send; 'too late': another channel or older).
 */
export async function deleteRecentMailLinkSend(
  db: Db,
  userId: string,
  id: string,
  minutes: number,
): Promise<'deleted' | 'missing' | 'too late'> {
  const result = await db.execute<{ deleted: boolean }>(sql`
    with target as (
      select ${o.id} as send,
             ${o.channel} = 'mailto' and ${o.sentAt} > now() - make_interval(mins => ${minutes}::int) as undoable
      from ${o} where ${o.id} = ${id}::uuid and ${o.userId} = ${userId}::uuid
    ), gone as (
      delete from ${o} where ${o.id} in (select send from target where undoable) returning 1
    )
    select exists (select 1 from gone) as deleted from target`)
  const row = result.rows[0]
  return !row ? 'missing' : row.deleted ? 'deleted' : 'too late'
}
