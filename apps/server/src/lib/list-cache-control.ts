/**
 * Cache-Control of a directory list. Best match is ranked by who asks: no cache may keep or share it (as every
 * other per-user response: no-store). The plain lists are public, but admins change them at any time: a cache
 * may keep one only if it asks again before using it.
 */
export function listCacheControl(personal: boolean): string {
  return personal ? 'no-store' : 'no-cache'
}
