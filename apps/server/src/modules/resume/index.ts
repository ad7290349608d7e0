// The resume module's public surface (see docs/decisions/012-server-module-boundaries.md).
import type { ResumeFacts } from '@coldstart/contract'
import { sharedResumeParser } from './shared-resume-parser.ts'

export { cleanFileName } from './upload-file-name.ts'

/** A resume text's facts, read in the shared worker pool (never on the event loop). Throws when it cannot. */
export const readResumeFactsOffThread = (text: string): Promise<ResumeFacts> =>
  sharedResumeParser().facts(text)
