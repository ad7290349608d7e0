// The outreach log's surface for other modules: sending from a mailbox adds to the same log, under its cap.
export { lockLogOf, trimLog } from './log-cap.repository.ts'
