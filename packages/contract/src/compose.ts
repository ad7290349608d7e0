import { z } from 'zod'
import { sendTarget, uuidField } from './send-target.ts'

/**
 * POST /api/compose: a template for either some of a startup's employees or an internship's application
 * address (the server reads company and address from the internship itself).
 */
export const composeRequest = z.object({ templateId: uuidField('templateId') }).and(sendTarget)
export type ComposeRequest = z.infer<typeof composeRequest>
