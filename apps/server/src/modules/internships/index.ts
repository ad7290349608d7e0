// What other modules may use of internships: the one rule for an open posting (board, bookmarks, composer,
// outreach log).
export { isOpenInternship } from './open-internship.ts'
