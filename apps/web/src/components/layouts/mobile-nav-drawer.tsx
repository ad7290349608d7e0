import { Menu } from 'lucide-react'
import { Suspense, useRef, useState } from 'react'
import { Button } from '@/components/ui/button'
import type { MobileNavSheetProps } from './mobile-nav-sheet'
import { lazyWithRetry } from '@/lib/lazy-with-retry'

// The drawer (Radix Dialog, its focus trap and scroll lock: ~15 KiB gzip) loads when first wanted; a pointer
// over the button or focus on it starts the download before the tap.
const loadSheet = () => import('./mobile-nav-sheet')
const MobileNavSheet = lazyWithRetry(() => loadSheet().then((m) => ({ default: m.MobileNavSheet })))

type MobileNavDrawerProps = Omit<MobileNavSheetProps, 'triggerRef'> & { className?: string }

/** The phone-width navigation: a menu button that opens the given content in a drawer. */
export function MobileNavDrawer({
  open,
  onOpenChange,
  title,
  children,
  side,
  className,
}: MobileNavDrawerProps) {
  const [wanted, setWanted] = useState(false)
  const button = useRef<HTMLButtonElement>(null)
  return (
    <>
      <Button
        ref={button}
        variant="ghost"
        size="icon"
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        className={className}
        onPointerEnter={loadSheet}
        onFocus={loadSheet}
        onClick={() => {
          setWanted(true)
          onOpenChange(true)
        }}
      >
        <Menu aria-hidden="true" />
      </Button>
      {(wanted || open) && (
        <Suspense fallback={null}>
          <MobileNavSheet
            open={open}
            onOpenChange={onOpenChange}
            title={title}
            side={side}
            triggerRef={button}
          >
            {children}
          </MobileNavSheet>
        </Suspense>
      )}
    </>
  )
}
