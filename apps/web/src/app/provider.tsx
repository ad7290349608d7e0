import { QueryClientProvider } from '@tanstack/react-query'
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react'
import { useTheme } from '@/features/theme/hooks/use-theme'
import { createQueryClient } from '@/lib/query-client'

// Toasts only follow user actions, so sonner loads after first paint instead of in the landing's JS.
const Toaster = lazy(() => import('@/components/ui/toaster').then((m) => ({ default: m.Toaster })))

export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient)
  const theme = useTheme((state) => state.theme)

  // public/theme-init.js normally set this before first paint; this keeps it right if that script failed.
  useEffect(() => {
    document.documentElement.classList.toggle('dark', theme === 'dark')
  }, [theme])

  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <Suspense fallback={null}>
        <Toaster theme={theme} position="bottom-right" closeButton />
      </Suspense>
    </QueryClientProvider>
  )
}
