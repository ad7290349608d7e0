import { useState } from 'react'
import { Link, NavLink } from 'react-router'
import { Logo } from '@/components/layouts/logo'
import { MobileNavDrawer } from '@/components/layouts/mobile-nav-drawer'
import { Button } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { cn } from '@/lib/cn'
import { useAuthStatus } from '@/features/auth/hooks/use-auth-status'
import { JoinCount } from '@/features/stats/components/join-count'
import { ThemeToggle } from '@/features/theme/components/theme-toggle'
import { publicNavLinks } from './public-nav-links'

function navLinkClass({ isActive }: { isActive: boolean }) {
  return cn(
    'rounded-md px-3 py-2 text-sm font-medium outline-none transition-colors focus-visible:ring-[3px] focus-visible:ring-ring/50',
    isActive ? 'text-foreground' : 'text-muted-foreground hover:text-foreground',
  )
}

export function PublicHeader() {
  const [menuOpen, setMenuOpen] = useState(false)
  const isSignedIn = useAuthStatus() === 'signed-in'
  const cta = isSignedIn
    ? { label: 'Dashboard', href: paths.app.root.getHref() }
    : { label: 'Get Started', href: paths.auth.signIn.getHref() }

  return (
    <header className="sticky top-0 z-40 border-b bg-background/80 backdrop-blur supports-[backdrop-filter]:bg-background/70">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-4 px-4 sm:px-6">
        <Logo to={paths.home.getHref()} />

        <nav aria-label="Main" className="ml-4 hidden items-center gap-1 md:flex">
          {publicNavLinks.map((link) => (
            <NavLink key={link.href} to={link.href} className={navLinkClass}>
              {link.label}
            </NavLink>
          ))}
        </nav>

        <div className="ml-auto flex items-center gap-2">
          <JoinCount audience="users" className="mr-2 hidden text-sm text-muted-foreground lg:inline-flex" />
          <ThemeToggle />
          <Button asChild size="sm" className="hidden sm:inline-flex">
            <Link to={cta.href}>{cta.label}</Link>
          </Button>
          <MobileNavDrawer
            open={menuOpen}
            onOpenChange={setMenuOpen}
            title="Menu"
            side="right"
            className="md:hidden"
          >
            <div className="flex h-full flex-col gap-6 p-6">
              <Logo to={paths.home.getHref()} className="self-start" />
              <nav aria-label="Main">
                <ul className="space-y-1">
                  {publicNavLinks.map((link) => (
                    <li key={link.href}>
                      <NavLink
                        to={link.href}
                        onClick={() => setMenuOpen(false)}
                        className={(state) => cn(navLinkClass(state), 'block text-base')}
                      >
                        {link.label}
                      </NavLink>
                    </li>
                  ))}
                </ul>
              </nav>
              <JoinCount audience="users" className="px-3 text-sm text-muted-foreground" />
              <Button asChild className="mt-auto w-full">
                <Link to={cta.href} onClick={() => setMenuOpen(false)}>
                  {cta.label}
                </Link>
              </Button>
            </div>
          </MobileNavDrawer>
        </div>
      </div>
    </header>
  )
}
