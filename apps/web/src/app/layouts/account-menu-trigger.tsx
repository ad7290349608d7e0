import { Suspense } from 'react'
import { cn } from '@/lib/cn'
import { ACCOUNT_TRIGGER_CLASS } from './account-trigger-class'
import { UserIdentity } from './user-identity'
import { lazyWithRetry } from '@/lib/lazy-with-retry'

// Radix's menu (and its positioning) loads beside the shell instead of in front of its first paint; until it
// has, the same name and avatar show in the same place.
const AccountMenu = lazyWithRetry(() => import('./account-menu').then((m) => ({ default: m.AccountMenu })))

/** The header's account menu, or its look while the menu's code loads. */
export function AccountMenuTrigger({ className }: { className?: string }) {
  return (
    <div className={cn('flex min-w-0', className)}>
      <Suspense
        fallback={
          <div className={ACCOUNT_TRIGGER_CLASS}>
            <UserIdentity />
          </div>
        }
      >
        <AccountMenu />
      </Suspense>
    </div>
  )
}
