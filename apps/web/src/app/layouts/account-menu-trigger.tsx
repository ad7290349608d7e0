import { Suspense } from 'react'
import { contentPaintedNow, useContentPainted } from '@/hooks/use-content-painted'
import { cn } from '@/lib/cn'
import { ACCOUNT_TRIGGER_CLASS } from './account-trigger-class'
import { UserIdentity } from './user-identity'
import { lazyWithRetry } from '@/lib/lazy-with-retry'

// Radix's menu (and its positioning, ~30 KiB gzip) loads once the page's content has painted, or as soon as
// the pointer or focus comes near it; until it has, the same name and avatar show in the same place.
const AccountMenu = lazyWithRetry(() => import('./account-menu').then((m) => ({ default: m.AccountMenu })))

/** The header's account menu, or its look while the menu's code loads. */
export function AccountMenuTrigger({ className }: { className?: string }) {
  const contentPainted = useContentPainted()
  const placeholder = (
    <div className={ACCOUNT_TRIGGER_CLASS}>
      <UserIdentity />
    </div>
  )
  return (
    <div
      className={cn('flex min-w-0', className)}
      onPointerEnter={contentPainted ? undefined : contentPaintedNow}
      onPointerDown={contentPainted ? undefined : contentPaintedNow}
    >
      {contentPainted ? (
        <Suspense fallback={placeholder}>
          <AccountMenu />
        </Suspense>
      ) : (
        placeholder
      )}
    </div>
  )
}
