/** Longest file name kept or echoed (most file systems allow 255). */
export const RESUME_FILE_NAME_MAX_CHARS = 255

// Control characters (NUL, CR/LF, escapes, C1), lone surrogates and bidi overrides (which make
// "resume<U+202E>fdp.exe" read as "resumeexe.pdf") have no place in a file name we echo back or store.
const HIDDEN = /[\p{Cc}\p{Cs}\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu

/** The file name as a person would read it: hidden characters gone, at most 255 characters (its end kept). */
export function cleanFileName(raw: string): string {
  const name = raw.normalize('NFC').replace(HIDDEN, '').trim()
  if (name.length <= RESUME_FILE_NAME_MAX_CHARS) return name
  // by code point, so a cut never leaves half a surrogate pair; the end holds the extension
  return Array.from(name).slice(-RESUME_FILE_NAME_MAX_CHARS).join('').trim()
}
