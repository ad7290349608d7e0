// What other modules may use of internships: the board's own rule for an open posting.
export { isOpen as isOpenInternship } from './internships.repository.ts'
