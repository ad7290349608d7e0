import { optionalHttpUrl } from '@coldstart/contract'

/** The same URL rule the server applies: empty, or an http(s) URL. */
export function validateUrl(value: string): true | string {
  const result = optionalHttpUrl.safeParse(value)
  return result.success || (result.error.issues[0]?.message ?? 'Enter a valid URL')
}
