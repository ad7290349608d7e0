import { createResumeParser, type ResumeParser } from './resume-parser.ts'

// One pool of resume workers per process, made on first use: the threads are the machine's cores, so the
// upload routes and the composer share them (and their line) rather than each start their own. Idle threads
// end on their own and never hold the process open, so nothing has to close it.
let shared: ResumeParser | undefined

export function sharedResumeParser(): ResumeParser {
  shared ??= createResumeParser()
  return shared
}
