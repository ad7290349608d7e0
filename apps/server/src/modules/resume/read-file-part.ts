import type { MultipartFile } from '@fastify/multipart'

/** What a file part past its size limit fails with (the code @fastify/multipart's own reader uses). */
const tooLarge = () => Object.assign(new Error('request file too large'), { code: 'FST_REQ_FILE_TOO_LARGE' })

/**
 * A file part's bytes, read into one buffer sized once: the request's declared length bounded by the part's
 * limit. Each chunk is copied in as it arrives and dropped, so the socket's 64 kB reads die young. Gathered
 * and concatenated at the end instead (the multipart reader's toBuffer), many uploads at once left their chunks
 * to outlive collections and fragment the allocator's heap, which kept what it grew to (tens of MB).
 */
export async function readFilePart(
  part: MultipartFile,
  declaredLength: number | undefined,
  maxBytes: number,
): Promise<Uint8Array> {
  const capacity = Math.min(maxBytes, declaredLength && declaredLength > 0 ? declaredLength : maxBytes)
  // a Uint8Array of its own (not a Buffer, whose slice is a view into a shared pool): the parser copies it out
  const bytes = new Uint8Array(capacity)
  let length = 0
  for await (const chunk of part.file as AsyncIterable<Buffer>) {
    // past the limit the part is cut short: it is read to its end, then refused
    if (part.file.truncated) continue
    if (length + chunk.length > capacity) throw tooLarge()
    bytes.set(chunk, length)
    length += chunk.length
  }
  if (part.file.truncated) throw tooLarge()
  return bytes.subarray(0, length)
}
