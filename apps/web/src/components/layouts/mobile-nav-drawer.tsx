import { Menu } from 'lucide-react'
import { Suspense, useRef, useState } from 'react'
import { PreloadWhenIdle } from '@/components/preload-when-idle'
import { Button } from '@/components/ui/button'
import type { MobileNavSheetProps } from './mobile-nav-sheet'
import { lazyWithRetry } from '@/lib/lazy-with-retry'

// The drawer (Radix Dialog, its focus trap and scroll lock: ~15 KiB gzip) stays out of the page's first load.
// Where the menu button shows (below lg), it downloads once the browser is idle, so the menu still opens
// after the connection drops; a pointer over the button or focus on it starts the download sooner.
const loadSheet = () => import('./mobile-nav-sheet')
const MobileNavSheet = lazyWithRetry(() => loadSheet().then((m) => ({ default: m.MobileNavSheet })))
// A failed early download is tried again when the menu opens.
const preloadSheet = () => loadSheet().catch(() => undefined)
const PHONE_MENU_WIDTHS = '(width < 64rem)'

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
  const [menuShown] = useState(() => window.matchMedia(PHONE_MENU_WIDTHS).matches)
  return (
    <>
      {menuShown && <PreloadWhenIdle name="mobile-nav-sheet" load={preloadSheet} />}
      <Button
        ref={button}
        variant="ghost"
        size="icon"
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        className={className}
        onPointerEnter={preloadSheet}
        onFocus={preloadSheet}
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
