import { apiFetch, errorOf } from './api-client'

/**
 * The file name a Content-Disposition header gives (`filename*=UTF-8''…` first, then `filename="…"` or a
 * bare `filename=…`); null when it gives none.
 */
export function fileNameOf(disposition: string | null): string | null {
  if (!disposition) return null
  const encoded = /filename\*\s*=\s*UTF-8''([^;\s]+)/i.exec(disposition)?.[1]
  if (encoded) {
    try {
      return decodeURIComponent(encoded)
    } catch {
      // a malformed escape: fall through to the plain name
    }
  }
  const plain = /filename\s*=\s*(?:"([^"]*)"|([^;\s]+))/i.exec(disposition)
  return plain?.[1] || plain?.[2] || null
}

/**
 * GET `/api{path}` as a file, through `apiFetch` (token, one refresh on 401): its bytes and the name the
 * server gave it. Throws `ApiError` when the server refuses.
 */
export async function apiDownload(
  path: string,
  accept: string,
): Promise<{ blob: Blob; fileName: string | null }> {
  const response = await apiFetch(path, { accept })
  if (!response.ok) throw await errorOf(response)
  return { blob: await response.blob(), fileName: fileNameOf(response.headers.get('content-disposition')) }
}

/** Hands a downloaded file to the browser's save flow under `name`. */
export function saveFile(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob)
  const link = Object.assign(document.createElement('a'), { href: url, download: name })
  document.body.append(link)
  link.click()
  link.remove()
  // the click starts the download asynchronously: keep the URL alive a moment
  setTimeout(() => URL.revokeObjectURL(url), 1000)
}
