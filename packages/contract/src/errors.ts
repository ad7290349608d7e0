import { z } from 'zod'

// Every error the API sends has this shape; `field` names the offending input on 400s.
export const apiError = z.object({
  statusCode: z.number().int(),
  error: z.string(),
  message: z.string(),
  field: z.string().optional(),
})
export type ApiError = z.infer<typeof apiError>
