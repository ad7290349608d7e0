// The student Internships board's constants: no zod here, so the web app imports them without the schemas.

/** Orders of the student board. Each is one case of the repository's order-by switch; add new ones there. */
// best-match ranks by the signed-in student's profile (sign-in needed; the other sorts are public)
export const INTERNSHIP_SORTS = ['deadline', 'newest', 'best-match'] as const
export type InternshipSort = (typeof INTERNSHIP_SORTS)[number]
export const DEFAULT_INTERNSHIP_SORT: InternshipSort = 'deadline'
export const INTERNSHIPS_PAGE_SIZE = 12
export const INTERNSHIP_SEARCH_MAX = 200

export const INTERNSHIP_NOT_FOUND =
  'This internship is closed, past its deadline or no longer listed. Browse the open ones on the Internships board.'
