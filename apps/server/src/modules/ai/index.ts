// The AI module's public surface: the text model seam, the offline writer, the resume summary and the email
// facts other modules build on (eslint.config.js enforces it; docs/decisions/012-server-module-boundaries.md
// says why). Everything else in this folder is private.
export { claimInputs, templateValues, type EmailFacts } from './email-facts.ts'
export { offlineChunks, writeOffline } from './offline-writer.ts'
export { personalisePrompt } from './personalise-prompt.ts'
export { chosen as chosenPick, projectChoices, resultChoices } from './resume-highlights.ts'
export {
  buildResumeTextFromProfile,
  summariseResume,
  type ProfileForSummary,
  type WrittenSummary,
} from './resume-summary.ts'
export { AiUnavailableError, type TextModel } from './text-model.ts'
