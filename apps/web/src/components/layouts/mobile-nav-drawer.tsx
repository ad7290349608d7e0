import { Menu } from 'lucide-react'
import type { ReactNode } from 'react'
import { Button } from '@/components/ui/button'
import { Sheet, SheetContent, SheetDescription, SheetTitle, SheetTrigger } from '@/components/ui/sheet'

type MobileNavDrawerProps = {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: string
  children: ReactNode
  side?: 'left' | 'right'
  className?: string
}

/** The phone-width navigation: a menu button that opens the given content in a drawer. */
export function MobileNavDrawer({
  open,
  onOpenChange,
  title,
  children,
  side,
  className,
}: MobileNavDrawerProps) {
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetTrigger asChild>
        <Button variant="ghost" size="icon" aria-label="Open menu" className={className}>
          <Menu aria-hidden="true" />
        </Button>
      </SheetTrigger>
      <SheetContent side={side}>
        <SheetTitle className="sr-only">{title}</SheetTitle>
        <SheetDescription className="sr-only">Site navigation</SheetDescription>
        {children}
      </SheetContent>
    </Sheet>
  )
}
