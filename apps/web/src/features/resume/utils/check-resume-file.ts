import { RESUME_EXTENSIONS, RESUME_MAX_BYTES, RESUME_MESSAGES } from '@coldstart/contract'

/** The checks the browser can make before sending (the server checks again, and reads the bytes). */
export function checkResumeFile(file: File): string | null {
  const name = file.name.toLowerCase()
  if (!RESUME_EXTENSIONS.some((ext) => name.endsWith(ext))) return RESUME_MESSAGES.unsupported
  if (file.size > RESUME_MAX_BYTES) return RESUME_MESSAGES.tooLarge
  if (file.size === 0) return RESUME_MESSAGES.empty
  return null
}
