import type { ReactNode, RefObject } from 'react'
import { Link, NavLink } from 'react-router'
import { Logo } from '@/components/layouts/logo'
import { Button } from '@/components/ui/button'
import { Sheet, SheetContent, SheetDescription, SheetTitle } from '@/components/ui/sheet'
import { paths } from '@/config/paths'
import { cn } from '@/lib/cn'
import { publicNavLinks } from './public-nav-links'

type PublicMobileMenuProps = {
  open: boolean
  onOpenChange: (open: boolean) => void
  cta: { label: string; href: string }
  /** The Sign in link, while signed out. */
  signIn?: { label: string; href: string } | undefined
  joinCount: ReactNode
  /** The menu button: Radix returns focus to its own Trigger, which this lazily loaded menu does not use. */
  triggerRef: RefObject<HTMLButtonElement | null>
}

/**
 * The phone-width menu of the public top bar. Loaded on first use (see PublicHeader): Radix Dialog is
 * not part of the landing's initial JS.
 */
export function PublicMobileMenu({
  open,
  onOpenChange,
  cta,
  signIn,
  joinCount,
  triggerRef,
}: PublicMobileMenuProps) {
  const close = () => onOpenChange(false)
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        side="right"
        onCloseAutoFocus={(event) => {
          event.preventDefault()
          triggerRef.current?.focus()
        }}
      >
        <SheetTitle className="sr-only">Menu</SheetTitle>
        <SheetDescription className="sr-only">Site navigation</SheetDescription>
        <div className="flex h-full flex-col gap-6 p-6">
          <Logo to={paths.home.getHref()} className="self-start" />
          <nav aria-label="Main">
            <ul className="space-y-1">
              {publicNavLinks.map((link) => (
                <li key={link.href}>
                  <NavLink
                    to={link.href}
                    onClick={close}
                    className={({ isActive }) =>
                      cn(
                        'block rounded-md px-3 py-2 text-base font-medium outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50',
                        isActive ? 'bg-muted text-foreground' : 'text-muted-foreground hover:text-foreground',
                      )
                    }
                  >
                    {link.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <p className="px-3 text-sm text-muted-foreground">{joinCount}</p>
          <div className="mt-auto space-y-2">
            {signIn && (
              <Button asChild variant="outline" className="w-full">
                <Link to={signIn.href} onClick={close}>
                  {signIn.label}
                </Link>
              </Button>
            )}
            <Button asChild className="w-full">
              <Link to={cta.href} onClick={close}>
                {cta.label}
              </Link>
            </Button>
          </div>
        </div>
      </SheetContent>
    </Sheet>
  )
}
