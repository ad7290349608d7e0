import { BOOKMARK_MATRIX } from '../modules/bookmarks/bookmarks.matrix.ts'
import { INTERNSHIP_MATRIX } from '../modules/internships/internships.matrix.ts'
import { MAIL_SEND_MATRIX } from '../modules/mail-send/mail-send.matrix.ts'
import { MAIL_SYNC_MATRIX } from '../modules/mail-sync/mail-sync.matrix.ts'
import { MAILBOX_MATRIX } from '../modules/mailbox/mailbox.matrix.ts'
import { OUTREACH_MATRIX } from '../modules/outreach/outreach.matrix.ts'
import { ROUTE_MATRIX, type MatrixRow } from './route-matrix.ts'

/**
 * Every row of the authorisation matrix: the core rows in route-matrix.ts plus each module's own
 * `<module>.matrix.ts`, so features add rows beside their routes. The matrix and fuzz tests read this list.
 */
export const ALL_MATRIX_ROWS: MatrixRow[] = [
  ...ROUTE_MATRIX,
  ...BOOKMARK_MATRIX,
  ...INTERNSHIP_MATRIX,
  ...OUTREACH_MATRIX,
  ...MAILBOX_MATRIX,
  ...MAIL_SEND_MATRIX,
  ...MAIL_SYNC_MATRIX,
]
