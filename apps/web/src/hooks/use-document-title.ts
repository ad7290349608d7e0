import { useEffect } from 'react'
import { site } from '@/config/site'

/** Sets the tab title to "{title} · ColdStart", or just "ColdStart" without a title. */
export function useDocumentTitle(title?: string) {
  useEffect(() => {
    document.title = title ? `${title} · ${site.name}` : site.name
  }, [title])
}
