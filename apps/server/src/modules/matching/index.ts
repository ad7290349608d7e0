// The matching module's public surface: best match's score, its levels for reading a page band by band, what
// matched on a page's rows, and the student's profile it ranks by. The word lists and the skills taxonomy
// stay private data.
export { matchLevels, type MatchLevel } from './match-levels.ts'
export { partsOfRow, partsToldInMemory, profileTerms, scoreRows, type MatchColumns } from './match-memory.ts'
export { matchColumns, matchReasons, type MatchParts } from './match-parts.ts'
export { hasMatchProfile, NO_PROFILE, type MatchProfile } from './match-profile.ts'
export { loadMatchProfile } from './match-profile.repository.ts'
export {
  MAX_MATCH_SCORE,
  matchScore,
  matchTopTier,
  sharesSkill,
  type MatchTarget,
  type MatchTier,
} from './match-score.ts'
