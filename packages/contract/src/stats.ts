import { z } from 'zod'

export const userCountResponse = z.object({ count: z.number().int().min(0) })
export type UserCountResponse = z.infer<typeof userCountResponse>
