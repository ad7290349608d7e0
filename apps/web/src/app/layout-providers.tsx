import { QueryClientProvider } from '@tanstack/react-query'
import { Suspense, type ReactNode } from 'react'
import { useTheme } from '@/features/theme/hooks/use-theme'
import { createQueryClient } from '@/lib/query-client'
import { useToasterWanted } from '@/lib/toast'
import { lazyWithRetry } from '@/lib/lazy-with-retry'

// Toasts only follow user actions, so sonner loads with the first toast (lib/toast.ts).
const Toaster = lazyWithRetry(() => import('@/components/ui/toaster').then((m) => ({ default: m.Toaster })))

// One client for the whole visit: every layout that mounts these providers shares its cache. (Exported for
// pre-rendering, which puts the sign-in methods in it before rendering or hydrating the sign-in page.)
export const queryClient = createQueryClient()

/**
 * What every layout below the landing needs: TanStack Query and the toaster. Not at the root, so that the
 * landing loads neither (docs/decisions/003-landing-js-budget.md); only lazily loaded layouts import this.
 */
export function LayoutProviders({ children }: { children: ReactNode }) {
  const theme = useTheme((state) => state.theme)
  const toasterWanted = useToasterWanted()
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      {toasterWanted && (
        <Suspense fallback={null}>
          <Toaster theme={theme} position="bottom-right" closeButton />
        </Suspense>
      )}
    </QueryClientProvider>
  )
}
