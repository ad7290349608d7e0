import type { ResumeLink } from '@coldstart/contract'
import { trimEndWhere } from './resume-lines.ts'

// Links in a resume's text: full URLs, www. addresses and the profile sites students name without a scheme.
const URL_PATTERN =
  /\b(?:https?:\/\/[^\s<>()"']+|www\.[^\s<>()"']+|(?:linkedin\.com|github\.com|gitlab\.com|behance\.net|dribbble\.com|medium\.com)\/[^\s<>()"']+)/gi

function linkLabel(url: string): string {
  const host = new URL(url).hostname.replace(/^www\./, '')
  if (host.endsWith('linkedin.com')) return 'LinkedIn'
  if (host.endsWith('github.com')) return 'GitHub'
  if (host.endsWith('gitlab.com')) return 'GitLab'
  if (host.endsWith('behance.net')) return 'Behance'
  if (host.endsWith('dribbble.com')) return 'Dribbble'
  if (host.endsWith('medium.com')) return 'Medium'
  return host
}

const isTrailingPunctuation = (char: string) => '.,;:)]'.includes(char)

export function findLinks(text: string, max: number): ResumeLink[] {
  const links = new Map<string, ResumeLink>()
  for (const match of text.matchAll(URL_PATTERN)) {
    if (links.size >= max) break
    const raw = trimEndWhere(match[0], isTrailingPunctuation)
    const url = /^https?:\/\//i.test(raw) ? raw : `https://${raw}`
    try {
      const parsed = new URL(url)
      if (!parsed.hostname.includes('.')) continue
      const href = parsed.href.replace(/\/$/, '')
      if (!links.has(href.toLowerCase())) links.set(href.toLowerCase(), { label: linkLabel(url), url: href })
    } catch {
      // not a URL after all
    }
  }
  return [...links.values()]
}
