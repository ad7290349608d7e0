import type { CSSProperties } from 'react'
import { Toaster as Sonner, type ToasterProps } from 'sonner'

type Props = ToasterProps & { theme: 'light' | 'dark' }

/** Sonner styled with the app's tokens; the theme is passed in so this stays free of app state. */
export function Toaster({ theme, ...props }: Props) {
  return (
    <Sonner
      theme={theme}
      className="toaster group"
      style={
        {
          '--normal-bg': 'var(--popover)',
          '--normal-text': 'var(--popover-foreground)',
          '--normal-border': 'var(--border)',
        } as CSSProperties
      }
      {...props}
    />
  )
}
