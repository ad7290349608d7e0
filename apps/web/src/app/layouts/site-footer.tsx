import { Link } from 'react-router'
import { Logo } from '@/components/layouts/logo'
import { paths } from '@/config/paths'
import { site } from '@/config/site'
import { publicNavLinks } from './public-nav-links'

const linkClass =
  'rounded-sm hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none'

/** The public footer: what ColdStart is, the static pages, sign-in and the team's address. */
export function SiteFooter() {
  return (
    <footer className="border-t bg-muted/30">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 text-sm sm:px-6 md:grid-cols-[2fr_1fr_1fr]">
        <div className="max-w-sm space-y-3">
          <Logo to={paths.home.getHref()} />
          <p className="text-muted-foreground">
            Startups worth writing to, cold emails that sound like you, and a resume founders read to the end.
            Free for students.
          </p>
        </div>
        <nav aria-label="Footer" className="space-y-3">
          <h2 className="font-medium">{site.name}</h2>
          <ul className="space-y-2 text-muted-foreground">
            {publicNavLinks.map((link) => (
              <li key={link.href}>
                <Link to={link.href} className={linkClass}>
                  {link.label}
                </Link>
              </li>
            ))}
            <li>
              <Link to={paths.auth.signIn.getHref()} className={linkClass}>
                Sign in
              </Link>
            </li>
          </ul>
        </nav>
        <div className="space-y-3">
          <h2 className="font-medium">Get in touch</h2>
          <p className="text-muted-foreground">
            <a href={`mailto:${site.contactEmail}`} className={linkClass}>
              {site.contactEmail}
            </a>
          </p>
        </div>
      </div>
      <div className="border-t">
        <p className="mx-auto max-w-6xl px-4 py-5 text-xs text-muted-foreground sm:px-6">
          © {new Date().getFullYear()} {site.name}. Built for students chasing their first internship.
        </p>
      </div>
    </footer>
  )
}
