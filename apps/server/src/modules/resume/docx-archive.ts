// A .docx is a zip archive. Before anything inflates it, read the central directory's declared sizes: a zip
// bomb declares (or hides behind ZIP64) far more bytes than any resume needs. The worker's memory limit
// backs this up for an archive that lies about its sizes.

export const DOCX_MAX_ENTRIES = 2000
export const DOCX_MAX_UNCOMPRESSED_BYTES = 64 * 1024 * 1024
export const DOCX_MAX_RATIO = 200

export type ArchiveVerdict = 'ok' | 'bomb' | 'broken'

const EOCD_SIGNATURE = 0x06054b50
const CENTRAL_SIGNATURE = 0x02014b50

export function inspectDocxArchive(bytes: Uint8Array): ArchiveVerdict {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  // The end-of-central-directory record sits in the last 22 bytes plus a comment of up to 64 KiB.
  let eocd = -1
  for (let i = bytes.length - 22; i >= Math.max(0, bytes.length - 22 - 0xffff); i--) {
    if (view.getUint32(i, true) === EOCD_SIGNATURE) {
      eocd = i
      break
    }
  }
  if (eocd < 0) return 'broken'
  const entries = view.getUint16(eocd + 10, true)
  const directorySize = view.getUint32(eocd + 12, true)
  const directoryOffset = view.getUint32(eocd + 16, true)
  // 0xFFFF / 0xFFFFFFFF mean ZIP64: no resume needs an archive that large.
  if (entries === 0xffff || directoryOffset === 0xffffffff || directorySize === 0xffffffff) return 'bomb'
  if (entries > DOCX_MAX_ENTRIES) return 'bomb'
  if (directoryOffset + directorySize > eocd) return 'broken'

  let offset = directoryOffset
  let total = 0
  for (let n = 0; n < entries; n++) {
    if (offset + 46 > eocd || view.getUint32(offset, true) !== CENTRAL_SIGNATURE) return 'broken'
    const compressed = view.getUint32(offset + 20, true)
    const uncompressed = view.getUint32(offset + 24, true)
    if (compressed === 0xffffffff || uncompressed === 0xffffffff) return 'bomb'
    total += uncompressed
    if (total > DOCX_MAX_UNCOMPRESSED_BYTES) return 'bomb'
    if (uncompressed > 1024 * 1024 && uncompressed / Math.max(compressed, 1) > DOCX_MAX_RATIO) return 'bomb'
    offset +=
      46 +
      view.getUint16(offset + 28, true) +
      view.getUint16(offset + 30, true) +
      view.getUint16(offset + 32, true)
  }
  return 'ok'
}
