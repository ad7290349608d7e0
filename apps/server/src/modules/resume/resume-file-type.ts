import { RESUME_MESSAGES, type ResumeFormat } from '@coldstart/contract'
import { HttpError } from '../../lib/http-error.ts'

const unprocessable = (message: string) => new HttpError(422, message, 'file')

const EXTENSIONS: Record<string, ResumeFormat> = {
  '.txt': 'txt',
  '.pdf': 'pdf',
  '.doc': 'doc',
  '.docx': 'docx',
}

/** The format a file name claims, or a 415 for anything but .txt, .pdf, .doc and .docx. */
export function formatFromName(fileName: string): ResumeFormat {
  const ext = /\.[a-z0-9]+$/i.exec(fileName.trim())?.[0]?.toLowerCase() ?? ''
  const format = EXTENSIONS[ext]
  if (!format) throw new HttpError(415, RESUME_MESSAGES.unsupported, 'file')
  return format
}

function describe(ext: string | undefined, bytes: Uint8Array): string {
  switch (ext) {
    case 'pdf':
      return 'a PDF'
    case 'docx':
      return 'a Word document (.docx)'
    case 'cfb':
      return 'an old-style Office document (.doc)'
    case 'zip':
      return 'a zip archive'
    case 'rtf':
      return 'an RTF document (save it as .docx)'
    case 'png':
    case 'jpg':
    case 'gif':
    case 'webp':
    case 'heic':
      return `an image (${ext.toUpperCase()})`
    case undefined:
      return bytes.includes(0) ? 'binary data' : 'plain text'
    default:
      return `a .${ext} file`
  }
}

/** Checks the bytes are what the name says (a renamed image is not a PDF); 422 with one sentence if not. */
export async function checkRealType(format: ResumeFormat, bytes: Uint8Array): Promise<void> {
  // loaded at the first upload, not at every start (file-type and its readers are ~45 modules)
  const { fileTypeFromBuffer } = await import('file-type')
  const detected = await fileTypeFromBuffer(bytes).catch(() => undefined)
  const ext = detected?.ext
  const matches =
    (format === 'pdf' && ext === 'pdf') ||
    (format === 'doc' && ext === 'cfb') ||
    // a .docx is a zip; file-type names it docx when [Content_Types].xml says so
    (format === 'docx' && (ext === 'docx' || ext === 'zip')) ||
    (format === 'txt' && ext === undefined && !bytes.includes(0))
  if (matches) return
  if (format === 'pdf' && hasPdfMarkers(bytes)) {
    throw unprocessable(RESUME_MESSAGES.broken)
  }
  throw unprocessable(RESUME_MESSAGES.mismatch(`.${format}`, describe(ext, bytes)))
}

// A PDF whose "%PDF-" header is missing or misplaced is a damaged PDF rather than another kind of file.
function hasPdfMarkers(bytes: Uint8Array): boolean {
  const head = Buffer.from(bytes.subarray(0, 1024)).toString('latin1')
  return head.includes('%PDF-') || Buffer.from(bytes.subarray(-1024)).toString('latin1').includes('%%EOF')
}
