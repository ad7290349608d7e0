import type { ReactNode, RefObject } from 'react'
import { Sheet, SheetContent, SheetDescription, SheetTitle } from '@/components/ui/sheet'

export type MobileNavSheetProps = {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: string
  children: ReactNode
  side?: 'left' | 'right'
  /** The menu button: Radix returns focus to its own Trigger, which this lazily loaded drawer does not use. */
  triggerRef: RefObject<HTMLButtonElement | null>
}

/** The drawer of MobileNavDrawer, loaded on first use: Radix Dialog stays out of every page's first load. */
export function MobileNavSheet({
  open,
  onOpenChange,
  title,
  children,
  side,
  triggerRef,
}: MobileNavSheetProps) {
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        side={side}
        onCloseAutoFocus={(event) => {
          event.preventDefault()
          triggerRef.current?.focus()
        }}
      >
        <SheetTitle className="sr-only">{title}</SheetTitle>
        <SheetDescription className="sr-only">Site navigation</SheetDescription>
        {children}
      </SheetContent>
    </Sheet>
  )
}
