// The resume upload's limits and the messages it shows word for word. No zod here:
// the upload pages import these, and with the schemas beside them every such page carried zod (27 KB gzip).

export const RESUME_EXTENSIONS = ['.txt', '.pdf', '.doc', '.docx'] as const
export const RESUME_FORMATS = ['txt', 'pdf', 'doc', 'docx'] as const
export type ResumeFormat = (typeof RESUME_FORMATS)[number]
/** The <input accept> value: extensions plus the MIME types browsers report for them. */
export const RESUME_ACCEPT =
  '.txt,.pdf,.doc,.docx,text/plain,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document'
export const RESUME_MAX_BYTES = 5 * 1024 * 1024
/** More text than any resume holds; also bounds what reaches the AI prompt and the database. */
export const RESUME_TEXT_MAX_CHARS = 60_000
export const RESUME_SUMMARY_MAX_CHARS = 6_000
/** A resume is a few pages: a PDF with more is refused before any page is read. */
export const RESUME_MAX_PDF_PAGES = 20
/** Seconds a client is asked to wait when every resume reader is busy (503 Retry-After). */
export const RESUME_BUSY_RETRY_AFTER_SECONDS = 10

// Shown word for word: the generic failure, and one sentence per kind of unreadable file.
export const RESUME_MESSAGES = {
  processFailed: 'failed to process resume. please try again.',
  noTextLayer: 'this PDF has no text we can read; export it from your editor or upload .docx',
  encrypted: 'this PDF is password-protected; remove the password and upload it again',
  broken: 'this file is damaged and could not be read; export it again and upload the new copy',
  mismatch: (ext: string, actual: string) =>
    `this file is named ${ext} but its contents are ${actual}; upload the original file`,
  zipBomb: 'this .docx expands to far more data than a resume holds, so it was refused',
  pdfBomb: 'this PDF expands to far more data than a resume holds, so it was refused',
  tooLarge: 'this file is larger than 5 MB; upload a smaller resume',
  unsupported: 'upload a resume as .txt, .pdf, .doc or .docx',
  noFile: 'choose a resume file to upload',
  empty: 'this file has no text in it',
  tooMuchText: `this resume has more than ${RESUME_TEXT_MAX_CHARS.toLocaleString('en-US')} characters of text; upload a shorter version`,
  timeout: 'this file took too long to read; export it again or upload .docx',
  badEncoding: 'this text file is not UTF-8 text; save it as UTF-8 and upload it again',
  tooManyPages: `this PDF has more than ${RESUME_MAX_PDF_PAGES} pages, more than a resume holds; upload a shorter one`,
  textTimeout: 'this resume text took too long to read; shorten it and save it again',
  stillReading: 'your last resume is still being read; wait for it to finish, then try again',
  serverBusy: 'the server is busy reading other resumes; try again in a few seconds',
} as const
