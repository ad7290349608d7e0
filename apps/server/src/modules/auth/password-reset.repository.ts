import { and, eq, gt, isNull } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { passwordResetTokens } from '../../db/schema/index.ts'

/** A new link replaces any earlier unused one, so only the latest email works. */
export async function replaceResetToken(db: Db, userId: string, tokenHash: string, expiresAt: Date) {
  await db.transaction(async (tx) => {
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: new Date() })
      .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)))
    await tx.insert(passwordResetTokens).values({ userId, tokenHash, expiresAt })
  })
}

/** Uses the token up in one statement (so it works once, even for two clicks at once); its user id, or null. */
export async function consumeResetToken(db: Db, tokenHash: string): Promise<string | null> {
  const [row] = await db
    .update(passwordResetTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(passwordResetTokens.tokenHash, tokenHash),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, new Date()),
      ),
    )
    .returning({ userId: passwordResetTokens.userId })
  return row?.userId ?? null
}
