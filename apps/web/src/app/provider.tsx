import { useEffect, type ReactNode } from 'react'
import { useTheme } from '@/features/theme/hooks/use-theme'

/**
 * Root provider: keeps the theme class on <html>. TanStack Query and the toaster are provided by the layouts
 * below the landing (layout-providers.tsx), so the landing's initial JS carries neither.
 */
export function AppProvider({ children }: { children: ReactNode }) {
  const theme = useTheme((state) => state.theme)

  // public/early.js normally set this before first paint; this keeps it right if that script failed.
  useEffect(() => {
    document.documentElement.classList.toggle('dark', theme === 'dark')
  }, [theme])

  return children
}
